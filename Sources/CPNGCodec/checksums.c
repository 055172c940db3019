/* Adler-32 of the uncompressed stream, which ends every zlib stream.
 *
 * zlib's own adler32 runs at about one byte per cycle; over a megabyte of filtered pixels
 * that would cost more than the rest of the encoder. The SSE2 path sums 16 bytes per step:
 * s1 with a sum of absolute differences against zero, s2 with the bytes weighted 16…1 by
 * multiply-add, and the running s1 added once per chunk (times 16 at the end of a block).
 * Blocks of 5552 bytes keep every 32-bit lane from overflowing, as in zlib. The scalar path
 * is zlib's, so tests compare the two.
 *
 * CRC-32 of the chunks runs over the compressed bytes only, but zlib's crc32 (a byte or two per
 * cycle) became a tenth of an encode once the rest ran on two cores. With PCLMULQDQ (carry-less
 * multiplication) the bytes are folded 64 at a time into four 128-bit lanes, as in Intel's
 * "Fast CRC Computation for Generic Polynomials Using PCLMULQDQ Instruction" (2009), then into
 * one; folding keeps the value modulo the CRC polynomial, so the CRC of the folded 16 bytes
 * and the tail, taken by zlib, is the CRC of the whole. The scalar path is zlib's alone. */

#include "fast_png_internal.h"

#include <zlib.h>

#if RR_HAVE_SSE2
#include <immintrin.h>

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

/* AVX2: 32 bytes a step, the weights 32…1 applied by one unsigned × signed multiply-add of
   byte pairs (at most 255·32 + 255·31, far from its 16-bit saturation) and one 16-bit
   multiply-add by ones. Blocks of 5536 bytes keep every lane from overflowing. The tail
   (under 32 bytes) goes through the SSE2 code. */
RR_AVX2 static uint32_t adler32_avx2(uint32_t adler, const uint8_t *data, size_t size) {
    uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    const __m256i zero = _mm256_setzero_si256(), ones = _mm256_set1_epi16(1);
    const __m256i weights = _mm256_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
                                             16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    while (size >= 32) {
        size_t chunks = size / 32;
        if (chunks > 5552 / 32) chunks = 5552 / 32;
        __m256i sum = zero, weighted = zero, prefix = zero;
        for (size_t c = 0; c < chunks; c++, data += 32) {
            const __m256i bytes = _mm256_loadu_si256((const __m256i *)data);
            prefix = _mm256_add_epi32(prefix, sum);
            sum = _mm256_add_epi32(sum, _mm256_sad_epu8(bytes, zero));
            weighted = _mm256_add_epi32(weighted, _mm256_madd_epi16(_mm256_maddubs_epi16(bytes, weights), ones));
        }
        size -= chunks * 32;
        const uint32_t sum_total = lane_sum(_mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1)));
        const uint32_t prefix_total =
            lane_sum(_mm_add_epi32(_mm256_castsi256_si128(prefix), _mm256_extracti128_si256(prefix, 1)));
        const uint32_t weighted_total =
            lane_sum(_mm_add_epi32(_mm256_castsi256_si128(weighted), _mm256_extracti128_si256(weighted, 1)));
        s2 += s1 * 32 * chunks + 32 * (uint64_t)prefix_total + weighted_total;
        s1 += sum_total;
        s1 %= ADLER_BASE;
        s2 %= ADLER_BASE;
    }
    return adler32_sse2((uint32_t)(s2 << 16 | s1), data, size);
}

/* AVX-512: the same, 64 bytes a step (the weights 64…1: at most 255·64 + 255·63 per pair, still
   below the 16-bit saturation); blocks of 5504 bytes. The tail goes through the AVX2 code. */
RR_AVX512 static uint32_t adler32_avx512(uint32_t adler, const uint8_t *data, size_t size) {
    uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    const __m512i zero = _mm512_setzero_si512(), ones = _mm512_set1_epi16(1);
    const __m512i weights = _mm512_set_epi8(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                                            21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38,
                                            39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56,
                                            57, 58, 59, 60, 61, 62, 63, 64);
    while (size >= 64) {
        size_t chunks = size / 64;
        if (chunks > 5552 / 64) chunks = 5552 / 64;
        __m512i sum = zero, weighted = zero, prefix = zero;
        for (size_t c = 0; c < chunks; c++, data += 64) {
            const __m512i bytes = _mm512_loadu_si512((const void *)data);
            prefix = _mm512_add_epi32(prefix, sum);
            sum = _mm512_add_epi32(sum, _mm512_sad_epu8(bytes, zero));
            weighted = _mm512_add_epi32(weighted, _mm512_madd_epi16(_mm512_maddubs_epi16(bytes, weights), ones));
        }
        size -= chunks * 64;
        s2 += s1 * 64 * chunks + 64 * (uint64_t)(uint32_t)_mm512_reduce_add_epi32(prefix) +
              (uint32_t)_mm512_reduce_add_epi32(weighted);
        s1 += (uint32_t)_mm512_reduce_add_epi32(sum);
        s1 %= ADLER_BASE;
        s2 %= ADLER_BASE;
    }
    return adler32_avx2((uint32_t)(s2 << 16 | s1), data, size);
}
#endif

#if RR_HAVE_SSE2
/* x^k mod P for the bit-reflected CRC-32 polynomial (0x1DB710641), k as the fold distance
   needs: 2048 bits (four 512-bit registers), 512 bits (four lanes) and 128 bits (one), for the
   low and the high 64 bits of a lane. */
enum { FOLD_2048_LOW = 0x11542778aull, FOLD_2048_HIGH = 0x1322d1430ull,
       FOLD_512_LOW = 0x154442bd4ull, FOLD_512_HIGH = 0x1c6e41596ull,
       FOLD_128_LOW = 0x1751997d0ull, FOLD_128_HIGH = 0x0ccaa009eull };

__attribute__((target("pclmul,sse2"))) static inline __m128i fold(__m128i lane, __m128i constants, __m128i next) {
    return _mm_xor_si128(_mm_xor_si128(_mm_clmulepi64_si128(lane, constants, 0x00),
                                       _mm_clmulepi64_si128(lane, constants, 0x11)),
                         next);
}

#define RR_PCLMUL __attribute__((target("pclmul,sse2")))

/* Four lanes standing for the bytes before `data` (lane k for those at 16 k mod 64), folded on
   over the rest: 64 bytes a step, then into one lane, then 16 bytes a step; zlib's crc32 takes
   the last lane and the tail (under 16 bytes). Both folding paths end here. */
RR_PCLMUL static uint32_t crc32_lanes(__m128i x0, __m128i x1, __m128i x2, __m128i x3, const uint8_t *data,
                                      size_t size) {
    const __m128i by4 = _mm_set_epi64x((long long)FOLD_512_HIGH, (long long)FOLD_512_LOW);
    for (; size >= 64; data += 64, size -= 64) {
        x0 = fold(x0, by4, _mm_loadu_si128((const __m128i *)data));
        x1 = fold(x1, by4, _mm_loadu_si128((const __m128i *)(data + 16)));
        x2 = fold(x2, by4, _mm_loadu_si128((const __m128i *)(data + 32)));
        x3 = fold(x3, by4, _mm_loadu_si128((const __m128i *)(data + 48)));
    }
    const __m128i by1 = _mm_set_epi64x((long long)FOLD_128_HIGH, (long long)FOLD_128_LOW);
    x0 = fold(x0, by1, x1);
    x0 = fold(x0, by1, x2);
    x0 = fold(x0, by1, x3);
    for (; size >= 16; data += 16, size -= 16) x0 = fold(x0, by1, _mm_loadu_si128((const __m128i *)data));
    uint8_t lane[16];
    _mm_storeu_si128((__m128i *)lane, x0);
    uLong value = crc32(0xFFFFFFFFul, lane, 16);
    return (uint32_t)crc32(value, data, (uInt)size);
}

/* At least 64 bytes. zlib's crc32 pre- and post-inverts its register: starting from ~crc in
   the first lane, the folded lanes stand for a register of 0 before them, which zlib's crc32
   continued from 0xFFFFFFFF is. */
RR_PCLMUL static uint32_t crc32_pclmul(uint32_t crc, const uint8_t *data, size_t size) {
    __m128i x0 = _mm_loadu_si128((const __m128i *)data), x1 = _mm_loadu_si128((const __m128i *)(data + 16));
    __m128i x2 = _mm_loadu_si128((const __m128i *)(data + 32)), x3 = _mm_loadu_si128((const __m128i *)(data + 48));
    x0 = _mm_xor_si128(x0, _mm_cvtsi32_si128((int)~crc));
    return crc32_lanes(x0, x1, x2, x3, data + 64, size - 64);
}

/* The same folding with VPCLMULQDQ, four 128-bit lanes to an instruction: four 64-byte
   registers fold 256 bytes a step (2048 bits apart), then into one register, whose four lanes
   crc32_lanes folds on over the last bytes (under 256). The CRC of the PNG's stream is summed
   after its chunks are joined, on the calling thread alone: 1.7 µs of a two-thread encode of
   the contact row with 128-bit lanes. At least 256 bytes. */
#define RR_VPCLMUL __attribute__((target("avx512f,avx512bw,vpclmulqdq,pclmul,sse2")))

RR_VPCLMUL static inline __m512i fold_512(__m512i lanes, __m512i constants, __m512i next) {
    return _mm512_ternarylogic_epi64(_mm512_clmulepi64_epi128(lanes, constants, 0x00),
                                     _mm512_clmulepi64_epi128(lanes, constants, 0x11), next, 0x96); /* a ^ b ^ c */
}

RR_VPCLMUL static uint32_t crc32_vpclmul(uint32_t crc, const uint8_t *data, size_t size) {
    __m512i x0 = _mm512_loadu_si512((const void *)data), x1 = _mm512_loadu_si512((const void *)(data + 64));
    __m512i x2 = _mm512_loadu_si512((const void *)(data + 128)), x3 = _mm512_loadu_si512((const void *)(data + 192));
    x0 = _mm512_xor_si512(x0, _mm512_zextsi128_si512(_mm_cvtsi32_si128((int)~crc)));
    data += 256;
    size -= 256;
    const __m512i by16 = _mm512_broadcast_i32x4(_mm_set_epi64x((long long)FOLD_2048_HIGH, (long long)FOLD_2048_LOW));
    for (; size >= 256; data += 256, size -= 256) {
        x0 = fold_512(x0, by16, _mm512_loadu_si512((const void *)data));
        x1 = fold_512(x1, by16, _mm512_loadu_si512((const void *)(data + 64)));
        x2 = fold_512(x2, by16, _mm512_loadu_si512((const void *)(data + 128)));
        x3 = fold_512(x3, by16, _mm512_loadu_si512((const void *)(data + 192)));
    }
    const __m512i by4 = _mm512_broadcast_i32x4(_mm_set_epi64x((long long)FOLD_512_HIGH, (long long)FOLD_512_LOW));
    x0 = fold_512(x0, by4, x1);
    x0 = fold_512(x0, by4, x2);
    x0 = fold_512(x0, by4, x3);
    return crc32_lanes(_mm512_extracti32x4_epi32(x0, 0), _mm512_extracti32x4_epi32(x0, 1),
                       _mm512_extracti32x4_epi32(x0, 2), _mm512_extracti32x4_epi32(x0, 3), data, size);
}
#endif

/* zlib's checksum `sum` (crc32 or adler32) of `data`, continuing from `value`, in pieces of at
   most 2^30 bytes: zlib takes the length as a uInt. */
static uint32_t zlib_checksum(uLong (*sum)(uLong, const Bytef *, uInt), uLong value, const uint8_t *data, size_t size) {
    while (size > 0) {
        const uInt piece = size > (1u << 30) ? (1u << 30) : (uInt)size;
        value = sum(value, data, piece);
        data += piece;
        size -= piece;
    }
    return (uint32_t)value;
}

uint32_t rr_crc32(uint32_t crc, const uint8_t *data, size_t size, int simd) {
#if RR_HAVE_SSE2
    /* Any length from 256 or 64 bytes: the folding hands zlib only its last 16-byte lane and the
       tail. */
    if (simd >= RR_SIMD_AVX512 && size >= 256 && rr_cpu_has(RR_CPU_VPCLMULQDQ))
        return crc32_vpclmul(crc, data, size);
    if (simd && size >= 64 && rr_cpu_has(RR_CPU_PCLMUL)) return crc32_pclmul(crc, data, size);
#endif
    (void)simd;
    return zlib_checksum(crc32, crc, data, size);
}

uint32_t rr_adler32_zeros(uint32_t adler, size_t size) {
    /* Each zero byte leaves s1 as it is and adds it to s2. */
    const uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16, base = 65521;
    return (uint32_t)((s2 + (size % base) * s1) % base << 16 | s1);
}

uint32_t rr_adler32(uint32_t adler, const uint8_t *data, size_t size, int simd) {
#if RR_HAVE_SSE2
    if (simd >= RR_SIMD_AVX512) return adler32_avx512(adler, data, size);
    if (simd >= RR_SIMD_AVX2) return adler32_avx2(adler, data, size);
    if (simd) return adler32_sse2(adler, data, size);
#endif
    (void)simd;
    return zlib_checksum(adler32, adler, data, size);
}
