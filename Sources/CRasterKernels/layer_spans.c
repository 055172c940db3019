#include "raster_kernels.h"

#include <stddef.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Runs shorter than this are not worth a span of their own: a transparent gap that short is
// blended through (blending a transparent pixel leaves the destination exactly as it was), and
// an opaque run that short is blended too (blending an opaque pixel gives exactly the source).
// Both keep the span count per pixel row small, so a span's fixed cost stays negligible.
enum { SHORT_RUN = 16 };

static inline int is_opaque(uint32_t pixel) { return (pixel >> 24) == 0xff; }

/// Length of the run starting at x of pixels that are all transparent (want_opaque = 0) or all
/// opaque (want_opaque = 1). Most of a layer is such runs, so they are measured four pixels a
/// compare: the scan runs once per cached layer, on every row that enters a list.
static inline int run_length(const uint32_t *row, int x, int width, int want_opaque) {
    int end = x;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i alpha_bytes = _mm_set1_epi32((int)0xff000000);
    if (want_opaque) {
        while (end + 4 <= width) {
            const __m128i alphas = _mm_and_si128(_mm_loadu_si128((const __m128i *)(row + end)), alpha_bytes);
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(alphas, alpha_bytes)) != 0xffff) break;
            end += 4;
        }
    } else {
        // Long transparent stretches are most of a layer: a cache line (16 pixels) a test.
        while (end + 16 <= width) {
            const __m128i any = _mm_or_si128(
                _mm_or_si128(_mm_loadu_si128((const __m128i *)(row + end)), _mm_loadu_si128((const __m128i *)(row + end + 4))),
                _mm_or_si128(_mm_loadu_si128((const __m128i *)(row + end + 8)), _mm_loadu_si128((const __m128i *)(row + end + 12))));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(any, zero)) != 0xffff) break;
            end += 16;
        }
        while (end + 4 <= width) {
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(row + end)), zero)) != 0xffff) break;
            end += 4;
        }
    }
#endif
    if (want_opaque) {
        while (end < width && is_opaque(row[end])) end++;
    } else {
        while (end < width && row[end] == 0) end++;
    }
    return end - x;
}

/// The first pixel at or after x that is transparent or opaque (width if none): how far a
/// stretch of translucent pixels (a shadow's falloff) reaches, four pixels a compare.
static inline int next_clear_or_opaque(const uint32_t *row, int x, int width) {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i alpha_bytes = _mm_set1_epi32((int)0xff000000);
    while (x + 4 <= width) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(row + x));
        const __m128i stops = _mm_or_si128(_mm_cmpeq_epi32(pixels, zero),
                                           _mm_cmpeq_epi32(_mm_and_si128(pixels, alpha_bytes), alpha_bytes));
        if (_mm_movemask_epi8(stops) != 0) break;
        x += 4;
    }
#endif
    while (x < width && row[x] != 0 && !is_opaque(row[x])) x++;
    return x;
}

int rr_layer_spans(const uint8_t *data, int width, int height, int stride, rr_span *spans, int capacity) {
    int count = 0;
#define EMIT(Y, X0, X1, OPAQUE)                                                         \
    do {                                                                                \
        if (count < capacity) spans[count] = (rr_span){(Y), (X0), (X1), (OPAQUE)};      \
        count++;                                                                        \
    } while (0)
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        int x = 0;
        while (x < width) {
            x += run_length(row, x, width, 0);
            if (x >= width) break;
            int opaque = run_length(row, x, width, 1);
            if (opaque >= SHORT_RUN) {
                EMIT(y, x, x + opaque, 1);
                x += opaque;
                continue;
            }
            // A blend span: grows over semi-transparent pixels, short opaque runs and short
            // gaps, and ends before a long gap or a long opaque run.
            const int start = x;
            int end = x;
            while (x < width) {
                if (row[x] == 0) {
                    const int gap = run_length(row, x, width, 0);
                    if (gap >= SHORT_RUN || x + gap == width) break;
                    x += gap;
                } else if (is_opaque(row[x])) {
                    const int run = run_length(row, x, width, 1);
                    if (run >= SHORT_RUN) break;
                    x += run;
                    end = x;
                } else {
                    x = next_clear_or_opaque(row, x + 1, width);
                    end = x;
                }
            }
            EMIT(y, start, end, 0);
            x = end;
        }
    }
#undef EMIT
    return count;
}

// Premultiplied OVER, bit for bit as pixman computes it (sse2_composite_over_8888_8888 and
// its C fallback agree): d' = s + d·(255 − αs)/255 per channel, where x·a/255 is rounded as
// t = x·a + 0x80, (t + t/256)/256, and the sum saturates at 255.

static inline uint32_t over_pixel(uint32_t s, uint32_t d) {
    const uint32_t alpha = s >> 24;
    if (alpha == 0xff) return s;
    if (s == 0) return d;
    const uint32_t inverse = 255 - alpha;
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        const uint32_t t = ((d >> shift) & 0xff) * inverse + 0x80;
        uint32_t channel = ((s >> shift) & 0xff) + ((t + (t >> 8)) >> 8);
        if (channel > 0xff) channel = 0xff;
        result |= channel << shift;
    }
    return result;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HAVE_AVX2_PATH 1
/// The same arithmetic eight pixels at a time (lanes are independent, so the bytes are the same).
__attribute__((target("avx2"))) static void blend_run_avx2(const uint32_t *src, uint32_t *dst, int n) {
    int i = 0;
    const __m256i zero = _mm256_setzero_si256();
    const __m256i mask_00ff = _mm256_set1_epi16(0x00ff);
    const __m256i mask_0080 = _mm256_set1_epi16(0x0080);
    const __m256i mask_0101 = _mm256_set1_epi16(0x0101);
    const __m256i alpha_bytes = _mm256_set1_epi32((int)0xff000000);
    for (; i + 8 <= n; i += 8) {
        const __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
        if (_mm256_testz_si256(s, s)) continue;
        if (_mm256_testc_si256(s, alpha_bytes)) {
            _mm256_storeu_si256((__m256i *)(dst + i), s);
            continue;
        }
        const __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
        __m256i d_lo = _mm256_unpacklo_epi8(d, zero), d_hi = _mm256_unpackhi_epi8(d, zero);
        const __m256i s_lo = _mm256_unpacklo_epi8(s, zero), s_hi = _mm256_unpackhi_epi8(s, zero);
        __m256i a_lo = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s_lo, 0xff), 0xff);
        __m256i a_hi = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s_hi, 0xff), 0xff);
        a_lo = _mm256_xor_si256(a_lo, mask_00ff);
        a_hi = _mm256_xor_si256(a_hi, mask_00ff);
        d_lo = _mm256_mulhi_epu16(_mm256_adds_epu16(_mm256_mullo_epi16(d_lo, a_lo), mask_0080), mask_0101);
        d_hi = _mm256_mulhi_epu16(_mm256_adds_epu16(_mm256_mullo_epi16(d_hi, a_hi), mask_0080), mask_0101);
        _mm256_storeu_si256((__m256i *)(dst + i), _mm256_adds_epu8(s, _mm256_packus_epi16(d_lo, d_hi)));
    }
    for (; i < n; i++) dst[i] = over_pixel(src[i], dst[i]);
}
#endif

static void blend_run_sse2(const uint32_t *src, uint32_t *dst, int n) {
    int i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i mask_00ff = _mm_set1_epi16(0x00ff);
    const __m128i mask_0080 = _mm_set1_epi16(0x0080);
    const __m128i mask_0101 = _mm_set1_epi16(0x0101);
    const __m128i alpha_bytes = _mm_set1_epi32((int)0xff000000);
    for (; i + 4 <= n; i += 4) {
        const __m128i s = _mm_loadu_si128((const __m128i *)(src + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(s, zero)) == 0xffff) continue;
        if ((_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(s, alpha_bytes), alpha_bytes)) & 0x8888) == 0x8888) {
            _mm_storeu_si128((__m128i *)(dst + i), s);
            continue;
        }
        const __m128i d = _mm_loadu_si128((const __m128i *)(dst + i));
        __m128i d_lo = _mm_unpacklo_epi8(d, zero), d_hi = _mm_unpackhi_epi8(d, zero);
        const __m128i s_lo = _mm_unpacklo_epi8(s, zero), s_hi = _mm_unpackhi_epi8(s, zero);
        // Each pixel's alpha in all four of its 16-bit lanes, then 255 − alpha.
        __m128i a_lo = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s_lo, 0xff), 0xff);
        __m128i a_hi = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s_hi, 0xff), 0xff);
        a_lo = _mm_xor_si128(a_lo, mask_00ff);
        a_hi = _mm_xor_si128(a_hi, mask_00ff);
        d_lo = _mm_mulhi_epu16(_mm_adds_epu16(_mm_mullo_epi16(d_lo, a_lo), mask_0080), mask_0101);
        d_hi = _mm_mulhi_epu16(_mm_adds_epu16(_mm_mullo_epi16(d_hi, a_hi), mask_0080), mask_0101);
        _mm_storeu_si128((__m128i *)(dst + i), _mm_adds_epu8(s, _mm_packus_epi16(d_lo, d_hi)));
    }
#endif
    for (; i < n; i++) dst[i] = over_pixel(src[i], dst[i]);
}

typedef void (*blend_function)(const uint32_t *, uint32_t *, int);

/// AVX2 where the processor has it (every x86-64 of the last decade), SSE2 otherwise.
static blend_function chosen_blend(void) {
#if defined(HAVE_AVX2_PATH)
    if (rr_simd_level(RR_SIMD_AVX2) >= RR_SIMD_AVX2) return blend_run_avx2;
#endif
    return blend_run_sse2;
}

// Each span starts a new stream at another pixel row, which the hardware prefetcher meets
// with a miss; asking for the first lines of a span a few spans ahead hides most of them.
enum { PREFETCH_SPANS_AHEAD = 3, PREFETCH_LINES = 4 };

/// The part of a span that lands inside the clip, in destination pixels; false if none does.
static inline int clip_span(rr_span span, int dx, int dy, int clip_x0, int clip_y0, int clip_x1, int clip_y1,
                            int *y, int *x0, int *x1) {
    *y = span.y + dy;
    if (*y < clip_y0 || *y >= clip_y1) return 0;
    *x0 = span.x0 + dx < clip_x0 ? clip_x0 : span.x0 + dx;
    *x1 = span.x1 + dx > clip_x1 ? clip_x1 : span.x1 + dx;
    return *x0 < *x1;
}

void rr_composite_spans(const uint8_t *src, int src_stride, const rr_span *spans, int count, uint8_t *dst,
                        int dst_stride, int dx, int dy, int clip_x0, int clip_y0, int clip_x1, int clip_y1) {
    const blend_function blend = chosen_blend();
    for (int k = 0; k < count; k++) {
        const rr_span span = spans[k];
        int y, x0, x1;
        if (k + PREFETCH_SPANS_AHEAD < count &&
            clip_span(spans[k + PREFETCH_SPANS_AHEAD], dx, dy, clip_x0, clip_y0, clip_x1, clip_y1, &y, &x0, &x1)) {
            const uint8_t *ahead_source = src + (size_t)spans[k + PREFETCH_SPANS_AHEAD].y * src_stride + (size_t)(x0 - dx) * 4;
            const uint8_t *ahead_target = dst + (size_t)y * dst_stride + (size_t)x0 * 4;
            for (int line = 0; line < PREFETCH_LINES; line++) {
                __builtin_prefetch(ahead_source + 64 * line);
                __builtin_prefetch(ahead_target + 64 * line, 1);
            }
        }
        if (!clip_span(span, dx, dy, clip_x0, clip_y0, clip_x1, clip_y1, &y, &x0, &x1)) continue;
        const uint32_t *source = (const uint32_t *)(src + (size_t)span.y * src_stride) + (x0 - dx);
        uint32_t *target = (uint32_t *)(dst + (size_t)y * dst_stride) + x0;
        if (span.opaque) {
            memcpy(target, source, (size_t)(x1 - x0) * 4);
        } else {
            blend(source, target, x1 - x0);
        }
    }
}

long rr_fill_spans(const rr_span *spans, int count, uint8_t *dst, int dst_stride, int dx, int dy, int clip_x0,
                   int clip_y0, int clip_x1, int clip_y1, uint32_t pixel) {
    long filled = 0;
    for (int k = 0; k < count; k++) {
        int y, x0, x1;
        // The frame's lines are out of cache by the next frame: ask for the ones ahead, as
        // compositing does, or each span's stores wait for its first line.
        if (k + PREFETCH_SPANS_AHEAD < count &&
            clip_span(spans[k + PREFETCH_SPANS_AHEAD], dx, dy, clip_x0, clip_y0, clip_x1, clip_y1, &y, &x0, &x1)) {
            const uint8_t *ahead = dst + (size_t)y * dst_stride + (size_t)x0 * 4;
            for (int line = 0; line < PREFETCH_LINES; line++) __builtin_prefetch(ahead + 64 * line, 1);
        }
        if (!clip_span(spans[k], dx, dy, clip_x0, clip_y0, clip_x1, clip_y1, &y, &x0, &x1)) continue;
        uint32_t *target = (uint32_t *)(dst + (size_t)y * dst_stride);
        for (int x = x0; x < x1; x++) target[x] = pixel;
        filled += x1 - x0;
    }
    return filled;
}
