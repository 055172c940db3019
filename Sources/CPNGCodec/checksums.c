/* Adler-32 of the uncompressed stream, which ends every zlib stream.
 *
 * zlib's own adler32 runs at about one byte per cycle; over a megabyte of filtered pixels
 * that would cost more than the rest of the encoder. The SSE2 path sums 16 bytes per step:
 * s1 with a sum of absolute differences against zero, s2 with the bytes weighted 16…1 by
 * multiply-add, and the running s1 added once per chunk (times 16 at the end of a block).
 * Blocks of 5552 bytes keep every 32-bit lane from overflowing, as in zlib. The scalar path
 * is zlib's, so tests compare the two. CRC-32 of the chunks is zlib's crc32 (fast enough:
 * it runs over the compressed bytes only). */

#include "fast_png_internal.h"

#include <zlib.h>

#if RR_HAVE_SSE2
#include <emmintrin.h>

enum { ADLER_BASE = 65521, ADLER_BLOCK_CHUNKS = 5552 / 16 };

static uint32_t lane_sum(__m128i v) {
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, v);
    return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}

static uint32_t adler32_sse2(uint32_t adler, const uint8_t *data, size_t size) {
    uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    const __m128i zero = _mm_setzero_si128();
    const __m128i weights_low = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i weights_high = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (size >= 16) {
        size_t chunks = size / 16;
        if (chunks > ADLER_BLOCK_CHUNKS) chunks = ADLER_BLOCK_CHUNKS;
        __m128i sum = zero, weighted = zero, prefix = zero;
        for (size_t c = 0; c < chunks; c++, data += 16) {
            const __m128i bytes = _mm_loadu_si128((const __m128i *)data);
            prefix = _mm_add_epi32(prefix, sum);
            sum = _mm_add_epi32(sum, _mm_sad_epu8(bytes, zero));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(bytes, zero), weights_low));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(bytes, zero), weights_high));
        }
        size -= chunks * 16;
        s2 += s1 * 16 * chunks + 16 * (uint64_t)lane_sum(prefix) + lane_sum(weighted);
        s1 += lane_sum(sum);
        s1 %= ADLER_BASE;
        s2 %= ADLER_BASE;
    }
    for (; size > 0; size--, data++) {
        s1 += *data;
        s2 += s1;
    }
    return (uint32_t)((s2 % ADLER_BASE) << 16 | (s1 % ADLER_BASE));
}
#endif

uint32_t rr_adler32(uint32_t adler, const uint8_t *data, size_t size, int simd) {
#if RR_HAVE_SSE2
    if (simd) return adler32_sse2(adler, data, size);
#endif
    (void)simd;
    /* zlib takes the length as uInt: feed it in pieces. */
    uLong value = adler;
    while (size > 0) {
        const uInt piece = size > (1u << 30) ? (1u << 30) : (uInt)size;
        value = adler32(value, data, piece);
        data += piece;
        size -= piece;
    }
    return (uint32_t)value;
}
