/* PNG row filtering for RGBA8: SUB or UP per row, chosen by the sum of |filtered byte|.
 *
 * Why these two: rendered rows are flat fills, antialiased edges and gradients. SUB turns a
 * flat run into zeros and a horizontal gradient into a repeating pixel; UP turns a row equal
 * to the one above (most rows of a list row's background) into zeros. Measured on six goldens
 * (rows, a screen, materials over stripes): SUB alone made files 1.2–2.4× larger than SUB or
 * UP per row; adding PAETH as a third choice made them only 1–9 % smaller, for a filter that
 * costs several times more per byte. The cost is the classic heuristic of the PNG
 * specification (the sum of the filtered bytes' absolute values, taken as signed), cheap in
 * SIMD and exact in integers, so both paths choose the same filter. */

#include "fast_png_internal.h"

#include <string.h>

#if RR_HAVE_SSE2
#include <immintrin.h>
#endif

/* |v| of a byte read as signed: min(v, 256 - v). */
RR_INLINE unsigned signed_magnitude(uint8_t v) { return v < 128 ? v : 256u - v; }

static void costs_scalar(const uint8_t *row, const uint8_t *prior, size_t n, uint64_t *sub, uint64_t *up) {
    uint64_t s = 0, u = 0;
    for (size_t x = 0; x < n; x++) {
        const uint8_t left = x >= 4 ? row[x - 4] : 0;
        const uint8_t above = prior ? prior[x] : 0;
        s += signed_magnitude((uint8_t)(row[x] - left));
        u += signed_magnitude((uint8_t)(row[x] - above));
    }
    *sub = s;
    *up = u;
}

static void apply_scalar(const uint8_t *row, const uint8_t *prior, size_t n, int filter, uint8_t *out) {
    if (filter == RR_FILTER_SUB) {
        for (size_t x = 0; x < n; x++) out[x] = (uint8_t)(row[x] - (x >= 4 ? row[x - 4] : 0));
    } else {
        for (size_t x = 0; x < n; x++) out[x] = (uint8_t)(row[x] - (prior ? prior[x] : 0));
    }
}

#if RR_HAVE_SSE2
RR_INLINE __m128i magnitude_sse2(__m128i v) {
    return _mm_min_epu8(v, _mm_sub_epi8(_mm_setzero_si128(), v));
}

/* The SIMD paths write the filtered bytes while they sum the costs: those of the filter
   guessed (the one the row above took: rows come in runs of one choice), so a second pass over
   the row is needed only when the guess was wrong (18 % of the rows of the contact row).

   The first pixel has no left neighbour, so the vector loops start at byte 4 for SUB and
   handle bytes 0-3 in scalar code; the tail (< one vector) is scalar too. */
RR_INLINE void scalar_costs(const uint8_t *row, const uint8_t *prior, size_t from, size_t to, uint64_t *s,
                            uint64_t *u, int guess, uint8_t *out) {
    for (size_t x = from; x < to; x++) {
        const uint8_t d_sub = (uint8_t)(row[x] - (x >= 4 ? row[x - 4] : 0));
        const uint8_t d_up = (uint8_t)(row[x] - (prior ? prior[x] : 0));
        *s += signed_magnitude(d_sub);
        *u += signed_magnitude(d_up);
        out[x] = guess == RR_FILTER_UP ? d_up : d_sub;
    }
}

static void costs_sse2(const uint8_t *row, const uint8_t *prior, size_t n, uint64_t *sub, uint64_t *up, int guess,
                       uint8_t *out) {
    uint64_t s = 0, u = 0;
    size_t x = n < 4 ? n : 4;
    scalar_costs(row, prior, 0, x, &s, &u, guess, out);
    __m128i sum_sub = _mm_setzero_si128(), sum_up = _mm_setzero_si128();
    const __m128i zero = _mm_setzero_si128();
    for (; x + 16 <= n; x += 16) {
        const __m128i here = _mm_loadu_si128((const __m128i *)(row + x));
        const __m128i left = _mm_loadu_si128((const __m128i *)(row + x - 4));
        const __m128i above = prior ? _mm_loadu_si128((const __m128i *)(prior + x)) : zero;
        const __m128i d_sub = _mm_sub_epi8(here, left), d_up = _mm_sub_epi8(here, above);
        _mm_storeu_si128((__m128i *)(out + x), guess == RR_FILTER_UP ? d_up : d_sub);
        sum_sub = _mm_add_epi64(sum_sub, _mm_sad_epu8(magnitude_sse2(d_sub), zero));
        sum_up = _mm_add_epi64(sum_up, _mm_sad_epu8(magnitude_sse2(d_up), zero));
    }
    uint64_t lanes[2];
    _mm_storeu_si128((__m128i *)lanes, sum_sub);
    s += lanes[0] + lanes[1];
    _mm_storeu_si128((__m128i *)lanes, sum_up);
    u += lanes[0] + lanes[1];
    scalar_costs(row, prior, x, n, &s, &u, guess, out);
    *sub = s;
    *up = u;
}

static void apply_sse2(const uint8_t *row, const uint8_t *prior, size_t n, int filter, uint8_t *out) {
    size_t x = 0;
    if (filter == RR_FILTER_SUB) {
        for (; x < 4 && x < n; x++) out[x] = row[x];
        for (; x + 16 <= n; x += 16) {
            const __m128i here = _mm_loadu_si128((const __m128i *)(row + x));
            const __m128i left = _mm_loadu_si128((const __m128i *)(row + x - 4));
            _mm_storeu_si128((__m128i *)(out + x), _mm_sub_epi8(here, left));
        }
        for (; x < n; x++) out[x] = (uint8_t)(row[x] - row[x - 4]);
    } else {
        if (!prior) {
            for (; x < n; x++) out[x] = row[x];
            return;
        }
        for (; x + 16 <= n; x += 16) {
            const __m128i here = _mm_loadu_si128((const __m128i *)(row + x));
            const __m128i above = _mm_loadu_si128((const __m128i *)(prior + x));
            _mm_storeu_si128((__m128i *)(out + x), _mm_sub_epi8(here, above));
        }
        for (; x < n; x++) out[x] = (uint8_t)(row[x] - prior[x]);
    }
}

/* The same with 32 bytes a step, where the CPU has AVX2: the sums are exact integers, so the
   order they are added in changes nothing. */
RR_AVX2 static void costs_avx2(const uint8_t *row, const uint8_t *prior, size_t n, uint64_t *sub, uint64_t *up,
                               int guess, uint8_t *out) {
    uint64_t s = 0, u = 0;
    size_t x = n < 4 ? n : 4;
    scalar_costs(row, prior, 0, x, &s, &u, guess, out);
    const __m256i zero = _mm256_setzero_si256();
    __m256i sum_sub = zero, sum_up = zero;
    for (; x + 32 <= n; x += 32) {
        const __m256i here = _mm256_loadu_si256((const __m256i *)(row + x));
        const __m256i left = _mm256_loadu_si256((const __m256i *)(row + x - 4));
        const __m256i above = prior ? _mm256_loadu_si256((const __m256i *)(prior + x)) : zero;
        const __m256i d_sub = _mm256_sub_epi8(here, left), d_up = _mm256_sub_epi8(here, above);
        _mm256_storeu_si256((__m256i *)(out + x), guess == RR_FILTER_UP ? d_up : d_sub);
        sum_sub = _mm256_add_epi64(sum_sub, _mm256_sad_epu8(_mm256_min_epu8(d_sub, _mm256_sub_epi8(zero, d_sub)), zero));
        sum_up = _mm256_add_epi64(sum_up, _mm256_sad_epu8(_mm256_min_epu8(d_up, _mm256_sub_epi8(zero, d_up)), zero));
    }
    uint64_t lanes[4];
    _mm256_storeu_si256((__m256i *)lanes, sum_sub);
    s += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    _mm256_storeu_si256((__m256i *)lanes, sum_up);
    u += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    scalar_costs(row, prior, x, n, &s, &u, guess, out);
    *sub = s;
    *up = u;
}

RR_AVX2 static void apply_avx2(const uint8_t *row, const uint8_t *prior, size_t n, int filter, uint8_t *out) {
    size_t x = 0;
    if (filter == RR_FILTER_SUB) {
        for (; x < 4 && x < n; x++) out[x] = row[x];
        for (; x + 32 <= n; x += 32) {
            const __m256i here = _mm256_loadu_si256((const __m256i *)(row + x));
            const __m256i left = _mm256_loadu_si256((const __m256i *)(row + x - 4));
            _mm256_storeu_si256((__m256i *)(out + x), _mm256_sub_epi8(here, left));
        }
        for (; x < n; x++) out[x] = (uint8_t)(row[x] - row[x - 4]);
    } else {
        if (!prior) {
            for (; x < n; x++) out[x] = row[x];
            return;
        }
        for (; x + 32 <= n; x += 32) {
            const __m256i here = _mm256_loadu_si256((const __m256i *)(row + x));
            const __m256i above = _mm256_loadu_si256((const __m256i *)(prior + x));
            _mm256_storeu_si256((__m256i *)(out + x), _mm256_sub_epi8(here, above));
        }
        for (; x < n; x++) out[x] = (uint8_t)(row[x] - prior[x]);
    }
}

/* And with 64 bytes a step, where the CPU has AVX-512 (F and BW). */
RR_AVX512 static void costs_avx512(const uint8_t *row, const uint8_t *prior, size_t n, uint64_t *sub, uint64_t *up,
                                   int guess, uint8_t *out) {
    uint64_t s = 0, u = 0;
    size_t x = n < 4 ? n : 4;
    scalar_costs(row, prior, 0, x, &s, &u, guess, out);
    const __m512i zero = _mm512_setzero_si512();
    __m512i sum_sub = zero, sum_up = zero;
    for (; x + 64 <= n; x += 64) {
        const __m512i here = _mm512_loadu_si512((const void *)(row + x));
        const __m512i left = _mm512_loadu_si512((const void *)(row + x - 4));
        const __m512i above = prior ? _mm512_loadu_si512((const void *)(prior + x)) : zero;
        const __m512i d_sub = _mm512_sub_epi8(here, left), d_up = _mm512_sub_epi8(here, above);
        _mm512_storeu_si512((void *)(out + x), guess == RR_FILTER_UP ? d_up : d_sub);
        sum_sub = _mm512_add_epi64(sum_sub, _mm512_sad_epu8(_mm512_min_epu8(d_sub, _mm512_sub_epi8(zero, d_sub)), zero));
        sum_up = _mm512_add_epi64(sum_up, _mm512_sad_epu8(_mm512_min_epu8(d_up, _mm512_sub_epi8(zero, d_up)), zero));
    }
    s += (uint64_t)_mm512_reduce_add_epi64(sum_sub);
    u += (uint64_t)_mm512_reduce_add_epi64(sum_up);
    scalar_costs(row, prior, x, n, &s, &u, guess, out);
    *sub = s;
    *up = u;
}

RR_AVX512 static void apply_avx512(const uint8_t *row, const uint8_t *prior, size_t n, int filter, uint8_t *out) {
    size_t x = 0;
    if (filter == RR_FILTER_SUB) {
        for (; x < 4 && x < n; x++) out[x] = row[x];
        for (; x + 64 <= n; x += 64) {
            const __m512i here = _mm512_loadu_si512((const void *)(row + x));
            const __m512i left = _mm512_loadu_si512((const void *)(row + x - 4));
            _mm512_storeu_si512((void *)(out + x), _mm512_sub_epi8(here, left));
        }
        for (; x < n; x++) out[x] = (uint8_t)(row[x] - row[x - 4]);
    } else {
        if (!prior) {
            for (; x < n; x++) out[x] = row[x];
            return;
        }
        for (; x + 64 <= n; x += 64) {
            const __m512i here = _mm512_loadu_si512((const void *)(row + x));
            const __m512i above = _mm512_loadu_si512((const void *)(prior + x));
            _mm512_storeu_si512((void *)(out + x), _mm512_sub_epi8(here, above));
        }
        for (; x < n; x++) out[x] = (uint8_t)(row[x] - prior[x]);
    }
}
#endif

int rr_filter_row(const uint8_t *row, const uint8_t *prior, size_t row_bytes, uint8_t *out, int guess, int simd) {
    uint64_t sub, up;
    int written = 0; /* which filter's bytes are already in out + 1, 0 none */
#if RR_HAVE_SSE2
    if (simd >= RR_SIMD_AVX512) costs_avx512(row, prior, row_bytes, &sub, &up, guess, out + 1);
    else if (simd >= RR_SIMD_AVX2) costs_avx2(row, prior, row_bytes, &sub, &up, guess, out + 1);
    else if (simd) costs_sse2(row, prior, row_bytes, &sub, &up, guess, out + 1);
    if (simd) written = guess;
    else
#endif
        costs_scalar(row, prior, row_bytes, &sub, &up);
    (void)simd;
    const int filter = up < sub ? RR_FILTER_UP : RR_FILTER_SUB;
    out[0] = (uint8_t)filter;
    if (filter == written) return filter;
#if RR_HAVE_SSE2
    if (simd >= RR_SIMD_AVX512) apply_avx512(row, prior, row_bytes, filter, out + 1);
    else if (simd >= RR_SIMD_AVX2) apply_avx2(row, prior, row_bytes, filter, out + 1);
    else if (simd) apply_sse2(row, prior, row_bytes, filter, out + 1);
    else
#endif
        apply_scalar(row, prior, row_bytes, filter, out + 1);
    return filter;
}

/* A row of clear pixels (about a third of a list row's: the space around its text) skips the
   conversion, the two filters' costs and the sum: its converted bytes are zeros, SUB keeps them
   zeros at a cost of 0, which UP cannot beat, and zeros leave Adler-32's first sum as it is. Only
   the scan for a byte that is not zero reads it, and that stops at the first. */
int rr_filter_image_row(const rr_image *image, uint32_t y, uint8_t *const rows[2], uint8_t *out, int guess,
                        uint32_t *adler, int *clear) {
    const uint8_t *row = image->pixels + (size_t)y * image->stride;
    *clear = rr_zero_run_end(row, 0, image->row_bytes, image->simd) == image->row_bytes;
    if (*clear) {
        if (image->premultiplied) memset(rows[y & 1], 0, image->row_bytes); /* the next row's prior */
        out[0] = RR_FILTER_SUB;
        memset(out + 1, 0, image->row_bytes);
        if (adler) *adler = rr_adler32_zeros(rr_adler32(*adler, out, 1, image->simd), image->row_bytes);
        return RR_FILTER_SUB;
    }
    const uint8_t *prior = y ? row - image->stride : NULL;
    if (image->premultiplied) {
        rr_unpremultiply_row(row, image->width, rows[y & 1], image->simd);
        row = rows[y & 1];
        prior = y ? rows[(y - 1) & 1] : NULL;
    }
    const int filter = rr_filter_row(row, prior, image->row_bytes, out, guess, image->simd);
    if (adler) *adler = rr_adler32(*adler, out, image->line, image->simd);
    return filter;
}
