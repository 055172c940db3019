/* How far a run of zero bytes goes, for the run search (deflate_tokens.c) and for the rows
 * whose pixels are all clear (png_filter.c).
 *
 * A filtered rendered row is mostly zeros: flat fills under UP or SUB. The search steps through
 * such a run one longest match (258 bytes) at a time, and each step paid for its comparisons,
 * its branches and its bookkeeping. Finding where the run ends in one pass (a test of 64 or 128
 * bytes per step, one unpredictable branch at the end) lets the search take all its longest
 * matches at once. */

#include "fast_png_internal.h"

#include <string.h>

#if RR_HAVE_SSE2
#include <immintrin.h>
#endif

static size_t zero_run_end_scalar(const uint8_t *data, size_t from, size_t bound) {
    size_t k = from;
    for (; k + 8 <= bound; k += 8) {
        uint64_t word;
        memcpy(&word, data + k, 8);
        if (word) break;
    }
    for (; k < bound; k++)
        if (data[k]) return k;
    return bound;
}

#if RR_HAVE_SSE2
/* 64 bytes a test while they fit before `bound`, then 16 at a time to find the byte, then the
   scalar tail. */
static size_t zero_run_end_sse2(const uint8_t *data, size_t from, size_t bound) {
    const __m128i zero = _mm_setzero_si128();
    size_t k = from;
    for (; k + 64 <= bound; k += 64) {
        const __m128i any = _mm_or_si128(
            _mm_or_si128(_mm_loadu_si128((const __m128i *)(data + k)), _mm_loadu_si128((const __m128i *)(data + k + 16))),
            _mm_or_si128(_mm_loadu_si128((const __m128i *)(data + k + 32)),
                         _mm_loadu_si128((const __m128i *)(data + k + 48))));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(any, zero)) != 0xFFFF) break;
    }
    for (; k + 16 <= bound; k += 16) {
        const unsigned zeros = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(data + k)), zero));
        if (zeros != 0xFFFFu) return k + (size_t)__builtin_ctz(~zeros);
    }
    return zero_run_end_scalar(data, k, bound);
}

RR_AVX2 static size_t zero_run_end_avx2(const uint8_t *data, size_t from, size_t bound) {
    size_t k = from;
    for (; k + 64 <= bound; k += 64) {
        const __m256i any = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(data + k)),
                                            _mm256_loadu_si256((const __m256i *)(data + k + 32)));
        if (!_mm256_testz_si256(any, any)) break;
    }
    return zero_run_end_sse2(data, k, bound);
}

/* Most runs the search meets end within a few hundred bytes (between two glyphs), so what a
   call costs beyond its loads (finding the byte, the tail) matters as much as the loop: the
   first byte that is not zero is found from the two 64-byte masks, and the last bytes before
   `bound` are one masked load, without the narrower loops. */
RR_AVX512 static size_t zero_run_end_avx512(const uint8_t *data, size_t from, size_t bound) {
    size_t k = from;
    for (; k + 128 <= bound; k += 128) {
        const __m512i low = _mm512_loadu_si512((const void *)(data + k));
        const __m512i high = _mm512_loadu_si512((const void *)(data + k + 64));
        const __m512i any = _mm512_or_si512(low, high);
        if (_mm512_test_epi8_mask(any, any)) {
            const uint64_t first = _mm512_test_epi8_mask(low, low);
            return first ? k + (size_t)__builtin_ctzll(first)
                         : k + 64 + (size_t)__builtin_ctzll(_mm512_test_epi8_mask(high, high));
        }
    }
    for (; k < bound; k += 64) {
        const size_t left = bound - k;
        const __mmask64 valid = left >= 64 ? ~(__mmask64)0 : (((__mmask64)1 << left) - 1);
        const __m512i bytes = _mm512_maskz_loadu_epi8(valid, (const void *)(data + k));
        const uint64_t nonzero = _mm512_test_epi8_mask(bytes, bytes);
        if (nonzero) return k + (size_t)__builtin_ctzll(nonzero);
    }
    return bound;
}
#endif

size_t rr_zero_run_end(const uint8_t *data, size_t from, size_t bound, int simd) {
    if (from >= bound) return bound;
#if RR_HAVE_SSE2
    if (simd >= RR_SIMD_AVX512) return zero_run_end_avx512(data, from, bound);
    if (simd >= RR_SIMD_AVX2) return zero_run_end_avx2(data, from, bound);
    if (simd) return zero_run_end_sse2(data, from, bound);
#endif
    (void)simd;
    return zero_run_end_scalar(data, from, bound);
}
