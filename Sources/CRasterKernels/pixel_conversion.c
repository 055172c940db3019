#include "raster_kernels.h"

#include <pthread.h>
#include <stdatomic.h>

#if defined(__SSE2__)
#include <immintrin.h>
#define RR_KERNELS_SSE2 1
#else
#define RR_KERNELS_SSE2 0
#endif

/* unpremultiply[a][c]: the straight value of premultiplied channel c at alpha a. A table
   avoids three integer divisions per translucent pixel; 64 KB stays in cache. It is built the
   first time a translucent pixel comes this way: the AVX2 and AVX-512 paths need it only for a
   row's last few pixels, which in most rows are opaque or clear, and building it cost a process
   that writes one PNG half a million instructions and 16 fresh pages. */
static uint8_t unpremultiply[256][256];
static pthread_once_t unpremultiply_once = PTHREAD_ONCE_INIT;
static _Atomic int unpremultiply_built; /* set (release) once the table is whole */

static void build_unpremultiply(void) {
    for (int a = 1; a < 256; a++)
        for (int c = 0; c < 256; c++) {
            int v = (c * 255 + a / 2) / a;
            unpremultiply[a][c] = (uint8_t)(v > 255 ? 255 : v);
        }
    atomic_store_explicit(&unpremultiply_built, 1, memory_order_release);
}

/* The table's row for alpha a, built first if need be: one load per translucent pixel once it
   exists, rather than a call to pthread_once (the SSE2 path sends every pixel of a mixed block
   here). */
static inline const uint8_t *unpremultiply_row(uint32_t a) {
    if (!atomic_load_explicit(&unpremultiply_built, memory_order_acquire))
        pthread_once(&unpremultiply_once, build_unpremultiply);
    return unpremultiply[a];
}

static inline void convert_pixel(uint32_t p, uint8_t *out) {
    const uint32_t a = p >> 24;
    if (a == 255) {
        out[0] = (uint8_t)(p >> 16); out[1] = (uint8_t)(p >> 8); out[2] = (uint8_t)p; out[3] = 255;
    } else if (a == 0) {
        out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0;
    } else {
        const uint8_t *table = unpremultiply_row(a);
        out[0] = table[(p >> 16) & 0xFF]; out[1] = table[(p >> 8) & 0xFF]; out[2] = table[p & 0xFF];
        out[3] = (uint8_t)a;
    }
}

#if RR_KERNELS_SSE2
/* Four pixels a step: opaque ones only swap red and blue, clear ones are zero (a row without a
   background is mostly clear, one with a background mostly opaque); a mixed block goes through
   the table pixel by pixel. */
static size_t unpremultiply_sse2(const uint32_t *pixels, size_t width, uint8_t *rgba) {
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    const __m128i green_alpha = _mm_set1_epi32((int)0xFF00FF00u), red_blue = _mm_set1_epi32(0x00FF00FF);
    size_t x = 0;
    for (; x + 4 <= width; x += 4) {
        const __m128i p = _mm_loadu_si128((const __m128i *)(pixels + x));
        const __m128i alpha = _mm_and_si128(p, opaque);
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(alpha, opaque)) != 0xFFFF) {
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(alpha, _mm_setzero_si128())) == 0xFFFF) {
                _mm_storeu_si128((__m128i *)(rgba + x * 4), _mm_setzero_si128()); /* all clear */
            } else {
                for (size_t k = x; k < x + 4; k++) convert_pixel(pixels[k], rgba + k * 4);
            }
            continue;
        }
        /* Memory order B, G, R, A → R, G, B, A: swap the low and high bytes of 00RR00BB. */
        const __m128i rb = _mm_and_si128(p, red_blue);
        const __m128i swapped = _mm_or_si128(_mm_slli_epi32(rb, 16), _mm_srli_epi32(rb, 16));
        _mm_storeu_si128((__m128i *)(rgba + x * 4), _mm_or_si128(_mm_and_si128(p, green_alpha), swapped));
    }
    return x;
}

/* Eight pixels by arithmetic instead of the table, for the mixed blocks of the AVX2 path:
   (c·255 + ⌊a/2⌋) / a is n · fl(1/a) rounded down, nudged up by 1/1024 first. That is exact:
   for a result below 256 the float error is under 3·10⁻⁵, while a quotient that is not a whole
   number is at least 1/a ≥ 1/255 below the next one; above 255 the value is clamped anyway.
   IEEE division and multiplication are the same on every CPU (no approximate reciprocal), and
   a fused multiply-add could only shrink the error. Clear pixels (1/0 = ∞) are masked to 0. */
__attribute__((target("avx2"))) static inline __m256i unpremultiply8_avx2(__m256i p) {
    const __m256i byte = _mm256_set1_epi32(0xFF);
    const __m256i a = _mm256_srli_epi32(p, 24), half = _mm256_srli_epi32(a, 1);
    const __m256 reciprocal = _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_cvtepi32_ps(a));
    const __m256 nudge = _mm256_set1_ps(1.0f / 1024);
    __m256i out = _mm256_slli_epi32(a, 24);
    for (int k = 0; k < 3; k++) {
        const int shift = 16 - 8 * k; /* R, G, B of 0xAARRGGBB go to bytes 0, 1, 2 */
        const __m256i c = _mm256_and_si256(_mm256_srli_epi32(p, shift), byte);
        const __m256i n = _mm256_add_epi32(_mm256_sub_epi32(_mm256_slli_epi32(c, 8), c), half);
        const __m256 q = _mm256_add_ps(_mm256_mul_ps(_mm256_cvtepi32_ps(n), reciprocal), nudge);
        const __m256i value = _mm256_min_epi32(_mm256_cvttps_epi32(q), byte);
        out = _mm256_or_si256(out, _mm256_slli_epi32(_mm256_and_si256(value, byte), 8 * k));
    }
    return _mm256_andnot_si256(_mm256_cmpeq_epi32(a, _mm256_setzero_si256()), out);
}

/* Eight pixels a step. Without a translucent pixel in the block, opaque pixels only swap red
   and blue and clear ones are zero, both at once by a mask, so the one branch taken per block
   changes only at the edges of text and shapes (a few blocks in a hundred), which are computed
   without a branch per pixel (that mispredicted more than the table cost). */
__attribute__((target("avx2"))) static size_t unpremultiply_avx2(const uint32_t *pixels, size_t width, uint8_t *rgba) {
    const __m256i opaque = _mm256_set1_epi32((int)0xFF000000u), zero = _mm256_setzero_si256();
    const __m256i to_rgba = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                             2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    size_t x = 0;
    for (; x + 8 <= width; x += 8) {
        const __m256i p = _mm256_loadu_si256((const __m256i *)(pixels + x));
        const __m256i alpha = _mm256_and_si256(p, opaque);
        const __m256i is_opaque = _mm256_cmpeq_epi32(alpha, opaque);
        const __m256i settled = _mm256_or_si256(is_opaque, _mm256_cmpeq_epi32(alpha, zero));
        const __m256i out = _mm256_movemask_epi8(settled) == -1
                                ? _mm256_and_si256(_mm256_shuffle_epi8(p, to_rgba), is_opaque)
                                : unpremultiply8_avx2(p);
        _mm256_storeu_si256((__m256i *)(rgba + x * 4), out);
    }
    return x;
}

/* The same with AVX-512 (F, BW): sixteen pixels a step, the mixed blocks by the same exact
   float arithmetic as unpremultiply8_avx2, masked by alpha ≠ 0. */
__attribute__((target("avx512f,avx512bw"))) static size_t unpremultiply_avx512(const uint32_t *pixels, size_t width,
                                                                              uint8_t *rgba) {
    const __m512i opaque = _mm512_set1_epi32((int)0xFF000000u), byte = _mm512_set1_epi32(0xFF);
    const __m512i to_rgba = _mm512_broadcast_i32x4(_mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15));
    const __m512 one = _mm512_set1_ps(1.0f), nudge = _mm512_set1_ps(1.0f / 1024);
    size_t x = 0;
    for (; x + 16 <= width; x += 16) {
        const __m512i p = _mm512_loadu_si512((const void *)(pixels + x));
        const __m512i alpha = _mm512_and_si512(p, opaque);
        const __mmask16 is_opaque = _mm512_cmpeq_epi32_mask(alpha, opaque);
        const __mmask16 is_clear = _mm512_cmpeq_epi32_mask(alpha, _mm512_setzero_si512());
        __m512i out;
        if ((__mmask16)(is_opaque | is_clear) == 0xFFFF) {
            out = _mm512_maskz_mov_epi32(is_opaque, _mm512_shuffle_epi8(p, to_rgba));
        } else {
            const __m512i a = _mm512_srli_epi32(p, 24), half = _mm512_srli_epi32(a, 1);
            const __m512 reciprocal = _mm512_div_ps(one, _mm512_cvtepi32_ps(a));
            out = _mm512_slli_epi32(a, 24);
            for (int k = 0; k < 3; k++) {
                const __m512i c = _mm512_and_si512(_mm512_srli_epi32(p, (unsigned)(16 - 8 * k)), byte);
                const __m512i n = _mm512_add_epi32(_mm512_sub_epi32(_mm512_slli_epi32(c, 8), c), half);
                const __m512 q = _mm512_add_ps(_mm512_mul_ps(_mm512_cvtepi32_ps(n), reciprocal), nudge);
                const __m512i value = _mm512_min_epi32(_mm512_cvttps_epi32(q), byte);
                out = _mm512_or_si512(out, _mm512_slli_epi32(_mm512_and_si512(value, byte), (unsigned)(8 * k)));
            }
            out = _mm512_maskz_mov_epi32((__mmask16)~is_clear, out);
        }
        _mm512_storeu_si512((void *)(rgba + x * 4), out);
    }
    return x;
}
#endif

/* One row of Cairo's premultiplied ARGB32 to straight RGBA8: the Bitmap conversion below and the
 * PNG encoder (which converts each row as it filters it) share it, so both give the same values.
 * `simd` is a level from rr_simd_level; every level gives the same bytes. */
void rr_unpremultiply_row(const uint8_t *argb, size_t width, uint8_t *rgba, int simd) {
    const uint32_t *pixels = (const uint32_t *)(const void *)argb;
    size_t x = 0;
#if RR_KERNELS_SSE2
    if (simd >= RR_SIMD_AVX512) x = unpremultiply_avx512(pixels, width, rgba);
    if (simd >= RR_SIMD_AVX2) x += unpremultiply_avx2(pixels + x, width - x, rgba + x * 4);
    else if (simd >= RR_SIMD_SSE2) x = unpremultiply_sse2(pixels, width, rgba);
#endif
    (void)simd;
    for (; x < width; x++) convert_pixel(pixels[x], rgba + x * 4);
}

void rr_argb32_to_rgba8(const uint8_t *source, int width, int height, int source_stride, uint8_t *rgba) {
    const int simd = rr_simd_level(RR_SIMD_BEST);
    for (int y = 0; y < height; y++) {
        rr_unpremultiply_row(source + (size_t)y * source_stride, (size_t)width, rgba + (size_t)y * width * 4, simd);
    }
}

void rr_rgba8_to_argb32(const uint8_t *rgba, int width, int height, uint8_t *destination, int destination_stride) {
    for (int y = 0; y < height; y++) {
        const uint8_t *in = rgba + (size_t)y * width * 4;
        uint32_t *row = (uint32_t *)(destination + (size_t)y * destination_stride);
        for (int x = 0; x < width; x++, in += 4) {
            const uint32_t a = in[3];
            uint32_t r = in[0], g = in[1], b = in[2];
            if (a != 255) { r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255; }
            row[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}
