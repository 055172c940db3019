/* Which SIMD level the kernels may use on this CPU, asked once.
 *
 * SSE2 is the x86-64 baseline, compiled in everywhere. AVX2 and AVX-512 are not: their
 * kernels are compiled with a target attribute and taken only when CPUID says the CPU has
 * them and XGETBV says the operating system saves their registers (YMM; opmask and ZMM). Every
 * level defines the same result; the level only changes how fast it is reached (tests run each
 * level against the scalar one). This is the one place that asks the CPU what it has: the
 * carry-less multiplications of the PNG encoder's CRC are asked here too (rr_cpu_has). */

#include "raster_kernels.h"

#include <pthread.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static int detected_level = RR_SIMD_SSE2;
static int detected_features = 0;
static pthread_once_t detect_once = PTHREAD_ONCE_INIT;

static void detect(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return;
    if (c & bit_PCLMUL) detected_features |= RR_CPU_PCLMUL; /* an SSE instruction: XMM state only */
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX)) return;
    unsigned xcr0_low, xcr0_high;
    __asm__ volatile("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
    (void)xcr0_high;
    if ((xcr0_low & 6) != 6) return; /* XMM and YMM state saved by the OS */
    if (__get_cpuid_max(0, NULL) < 7) return;
    __cpuid_count(7, 0, a, b, c, d);
    if (!(b & bit_AVX2)) return;
    detected_level = RR_SIMD_AVX2;
    if ((b & bit_AVX512F) && (b & bit_AVX512BW) && (xcr0_low & 0xE0) == 0xE0) detected_level = RR_SIMD_AVX512;
    if ((c & bit_VPCLMULQDQ) && (detected_features & RR_CPU_PCLMUL)) detected_features |= RR_CPU_VPCLMULQDQ;
}

int rr_cpu_has(int feature) {
    pthread_once(&detect_once, detect);
    return (detected_features & feature) == feature;
}

int rr_simd_level(int requested) {
    if (requested <= RR_SIMD_NONE) return RR_SIMD_NONE;
    pthread_once(&detect_once, detect);
    return requested < detected_level ? requested : detected_level;
}
#else
int rr_simd_level(int requested) {
    (void)requested;
    return RR_SIMD_NONE;
}

int rr_cpu_has(int feature) {
    (void)feature;
    return 0;
}
#endif
