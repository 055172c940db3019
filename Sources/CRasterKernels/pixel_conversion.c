#include "raster_kernels.h"

#include <pthread.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#define RR_KERNELS_SSE2 1
#else
#define RR_KERNELS_SSE2 0
#endif

/* unpremultiply[a][c]: the straight value of premultiplied channel c at alpha a. A table
   avoids three integer divisions per translucent pixel; 64 KB stays in cache. */
static uint8_t unpremultiply[256][256];
static pthread_once_t unpremultiply_once = PTHREAD_ONCE_INIT;

static void build_unpremultiply(void) {
    for (int a = 1; a < 256; a++)
        for (int c = 0; c < 256; c++) {
            int v = (c * 255 + a / 2) / a;
            unpremultiply[a][c] = (uint8_t)(v > 255 ? 255 : v);
        }
}

static inline void convert_pixel(uint32_t p, uint8_t *out) {
    const uint32_t a = p >> 24;
    if (a == 255) {
        out[0] = (uint8_t)(p >> 16); out[1] = (uint8_t)(p >> 8); out[2] = (uint8_t)p; out[3] = 255;
    } else if (a == 0) {
        out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0;
    } else {
        const uint8_t *table = unpremultiply[a];
        out[0] = table[(p >> 16) & 0xFF]; out[1] = table[(p >> 8) & 0xFF]; out[2] = table[p & 0xFF];
        out[3] = (uint8_t)a;
    }
}

/* One row of Cairo's premultiplied ARGB32 to straight RGBA8: the Bitmap conversion below and the
 * PNG encoder (which converts each row as it filters it) share it, so both give the same values.
 * Opaque pixels only swap red and blue, and clear ones are zero: the SSE2 path does four of
 * either at a time (a row without a background is mostly clear, one with a background mostly
 * opaque); `simd` 0 takes the scalar path, which gives the same bytes. */
void rr_unpremultiply_row(const uint8_t *argb, size_t width, uint8_t *rgba, int simd) {
    pthread_once(&unpremultiply_once, build_unpremultiply);
    const uint32_t *pixels = (const uint32_t *)(const void *)argb;
    size_t x = 0;
#if RR_KERNELS_SSE2
    if (simd) {
        const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
        const __m128i green_alpha = _mm_set1_epi32((int)0xFF00FF00u), red_blue = _mm_set1_epi32(0x00FF00FF);
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
    }
#endif
    (void)simd;
    for (; x < width; x++) convert_pixel(pixels[x], rgba + x * 4);
}

void rr_argb32_to_rgba8(const uint8_t *source, int width, int height, int source_stride, uint8_t *rgba) {
    for (int y = 0; y < height; y++) {
        rr_unpremultiply_row(source + (size_t)y * source_stride, (size_t)width, rgba + (size_t)y * width * 4, RR_KERNELS_SSE2);
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
