/* One final dynamic-Huffman deflate block (RFC 1951 3.2.7) over the whole filtered image.
 *
 * The header sends the code lengths with the code-length alphabet's literal lengths only
 * (no 16/17/18 repeat codes): at most 316 short symbols, a few hundred bytes, in exchange for
 * a header writer with nothing to get wrong. The body is the literals between the run matches. */

#include "fast_png_internal.h"

#include <string.h>

#if RR_HAVE_SSE2
#include <immintrin.h>
#endif

typedef struct {
    uint8_t *out;
    uint64_t bits;
    unsigned count; /* < 8 between calls */
} rr_bit_writer;

/* Appends `n` ≤ 56 bits, least significant first: all 64 buffered bits are stored at once
   (the bytes past the whole ones are rewritten by the next store), then the whole bytes are
   passed. No branch, so a run of codes is not held up by mispredicted flushes; the output
   buffer has 8 bytes to spare for the last store (rr_deflate_tokens_bound). */
RR_INLINE void put_bits(rr_bit_writer *w, uint64_t value, unsigned n) {
    w->bits |= value << w->count;
    w->count += n;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(w->out, &w->bits, 8);
#else
    for (unsigned k = 0; k < 8; k++) w->out[k] = (uint8_t)(w->bits >> (8 * k));
#endif
    w->out += w->count >> 3;
    w->bits >>= w->count & ~7u;
    w->count &= 7;
}

/* Host order to little-endian and back (the identity on x86-64). */
static inline uint64_t le64(uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return __builtin_bswap64(v);
#else
    return v;
#endif
}

static void flush_bits(rr_bit_writer *w) {
    if (w->count > 0) *w->out++ = (uint8_t)w->bits;
    w->bits = 0;
    w->count = 0;
}

static const uint8_t codelen_order[RR_CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* How many of the alphabet's leading symbols are sent: up to the last with a code. */
static unsigned sent_count(const uint8_t *lengths, unsigned count, unsigned minimum) {
    unsigned n = count;
    while (n > minimum && lengths[n - 1] == 0) n--;
    return n;
}

static void write_header(rr_bit_writer *w, const uint8_t *litlen_lengths, const uint8_t *dist_lengths) {
    const unsigned hlit = sent_count(litlen_lengths, RR_LITLEN_SYMBOLS, 257);
    const unsigned hdist = sent_count(dist_lengths, RR_DIST_SYMBOLS, 1);
    uint8_t all[RR_LITLEN_SYMBOLS + RR_DIST_SYMBOLS];
    memcpy(all, litlen_lengths, hlit);
    memcpy(all + hlit, dist_lengths, hdist);

    uint64_t frequencies[RR_CODELEN_SYMBOLS] = {0};
    for (unsigned k = 0; k < hlit + hdist; k++) frequencies[all[k]]++;
    uint8_t codelen_lengths[RR_CODELEN_SYMBOLS];
    uint16_t codelen_codes[RR_CODELEN_SYMBOLS];
    rr_huffman_lengths(frequencies, RR_CODELEN_SYMBOLS, 7, codelen_lengths);
    rr_huffman_codes(codelen_lengths, RR_CODELEN_SYMBOLS, codelen_codes);
    unsigned hclen = RR_CODELEN_SYMBOLS;
    while (hclen > 4 && codelen_lengths[codelen_order[hclen - 1]] == 0) hclen--;

    put_bits(w, 1, 1); /* BFINAL: the only block */
    put_bits(w, 2, 2); /* BTYPE: dynamic Huffman codes */
    put_bits(w, hlit - 257, 5);
    put_bits(w, hdist - 1, 5);
    put_bits(w, hclen - 4, 4);
    for (unsigned k = 0; k < hclen; k++) put_bits(w, codelen_lengths[codelen_order[k]], 3);
    for (unsigned k = 0; k < hlit + hdist; k++) put_bits(w, codelen_codes[all[k]], codelen_lengths[all[k]]);
}

/* Literals: three at a time where possible (each code is at most 15 bits: 45 ≤ 56). */
static void write_literals(rr_bit_writer *w, const uint8_t *data, size_t count, const uint16_t *codes,
                           const uint8_t *lengths) {
    size_t k = 0;
    for (; k + 3 <= count; k += 3) {
        const uint8_t a = data[k], b = data[k + 1], c = data[k + 2];
        const unsigned ab = (unsigned)lengths[a] + lengths[b];
        put_bits(w, (uint64_t)codes[a] | (uint64_t)codes[b] << lengths[a] | (uint64_t)codes[c] << ab, ab + lengths[c]);
    }
    for (; k < count; k++) put_bits(w, codes[data[k]], lengths[data[k]]);
}

void rr_deflate_code_build(const uint8_t *litlen_lengths, const uint8_t *dist_lengths, rr_deflate_code *code) {
    memcpy(code->litlen_lengths, litlen_lengths, RR_LITLEN_SYMBOLS);
    memcpy(code->dist_lengths, dist_lengths, RR_DIST_SYMBOLS);
    rr_huffman_codes(litlen_lengths, RR_LITLEN_SYMBOLS, code->litlen_codes);
    uint16_t dist_codes[RR_DIST_SYMBOLS];
    rr_huffman_codes(dist_lengths, RR_DIST_SYMBOLS, dist_codes);
    /* Each match's bits, looked up once per image: written without a branch on its distance,
       which the writer mispredicted as often as the distances alternate. */
    const rr_length_code *length_codes = rr_length_codes();
    const unsigned dist_symbols[2] = {RR_DIST1_SYMBOL, RR_DIST4_SYMBOL};
    for (unsigned d = 0; d < 2; d++) {
        const uint64_t dist_code = dist_codes[dist_symbols[d]];
        const unsigned dist_length = dist_lengths[dist_symbols[d]];
        for (unsigned length = RR_MIN_MATCH; length <= RR_MAX_MATCH; length++) {
            const rr_length_code lc = length_codes[length];
            const unsigned length_bits = litlen_lengths[lc.symbol] + lc.extra_bits;
            code->match_bits[d][length] = code->litlen_codes[lc.symbol] |
                                          (uint64_t)lc.extra_value << litlen_lengths[lc.symbol] |
                                          dist_code << length_bits;
            code->match_count[d][length] = (uint8_t)(length_bits + dist_length);
        }
    }
}

/* Bits from the writer's start (`out`) to where it stands, after flushing. */
static uint64_t finish(rr_bit_writer *w, const uint8_t *out) {
    const uint64_t bits = (uint64_t)(w->out - out) * 8 + w->count;
    flush_bits(w);
    return bits;
}

uint64_t rr_deflate_header(const uint8_t *litlen_lengths, const uint8_t *dist_lengths, uint8_t *out) {
    rr_bit_writer w = {out, 0, 0};
    write_header(&w, litlen_lengths, dist_lengths);
    return finish(&w, out);
}

uint64_t rr_deflate_tokens(const rr_tokens *tokens, const rr_deflate_code *code, int last, uint8_t *out) {
    rr_bit_writer w = {out, 0, 0};
    const uint16_t *litlen_codes = code->litlen_codes;
    const uint8_t *litlen_lengths = code->litlen_lengths;
    const uint8_t *literals = tokens->literals;
    for (size_t m = 0; m < tokens->count; m++) {
        const rr_match *match = &tokens->matches[m];
        write_literals(&w, literals, match->literals, litlen_codes, litlen_lengths);
        literals += match->literals;
        /* Length code and extra bits (≤ 20) and distance code (≤ 15) in one go. */
        const unsigned d = match->distance >> 2; /* distance 1 → 0, 4 → 1 */
        put_bits(&w, code->match_bits[d][match->length], code->match_count[d][match->length]);
    }
    write_literals(&w, literals, (size_t)(tokens->literals + tokens->literal_count - literals), litlen_codes,
                   litlen_lengths);
    if (last) put_bits(&w, litlen_codes[256], litlen_lengths[256]);
    return finish(&w, out);
}

size_t rr_deflate_tokens_bound(const rr_tokens *tokens) {
    /* ≤ 15 bits a literal, 15 + 5 + 15 a match, the end of block; + put_bits' stores ahead. */
    return (size_t)(((uint64_t)tokens->literal_count * 15 + (uint64_t)tokens->count * 35 + 15) / 8) + 16;
}

#if RR_HAVE_SSE2
/* Words k + 8 … of the piece shifted up by `shift` (1-7), each taking the top bits of the word
   before it (read again, 8 bytes back, rather than carried), 32 bytes a step; returns where it
   stopped. The calling thread joins every chunk after the rows are done, so this is time no
   other core shares: 1.7 µs of a two-thread encode of the contact row a word at a time. */
RR_AVX2 static size_t splice_words_avx2(uint8_t *dst, const uint8_t *piece, size_t k, size_t bytes, unsigned shift) {
    const __m128i up = _mm_cvtsi32_si128((int)shift), down = _mm_cvtsi32_si128((int)(64 - shift));
    for (; k + 32 <= bytes; k += 32) {
        const __m256i words = _mm256_loadu_si256((const __m256i *)(piece + k));
        const __m256i before = _mm256_loadu_si256((const __m256i *)(piece + k - 8));
        _mm256_storeu_si256((__m256i *)(dst + k), _mm256_or_si256(_mm256_sll_epi64(words, up), _mm256_srl_epi64(before, down)));
    }
    return k;
}
#endif

void rr_splice_bits(uint8_t *out, uint64_t at, const uint8_t *piece, uint64_t bits, int simd) {
    uint8_t *dst = out + at / 8;
    const unsigned shift = (unsigned)(at % 8);
    const size_t bytes = (size_t)((bits + 7) / 8);
    if (shift == 0) {
        memcpy(dst, piece, bytes);
        return;
    }
    /* Eight bytes a step: the piece shifted up by `shift`, the bits that leave each word
       carried into the next; the piece's bytes past its end are zero (rr_deflate_tokens). */
    uint64_t carry = dst[0] & ((1u << shift) - 1);
    size_t k = 0;
#if RR_HAVE_SSE2 && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (simd >= RR_SIMD_AVX2 && bytes >= 8 + 32) {
        uint64_t word;
        memcpy(&word, piece, 8);
        const uint64_t shifted = word << shift | carry;
        memcpy(dst, &shifted, 8);
        k = splice_words_avx2(dst, piece, 8, bytes, shift);
        memcpy(&word, piece + k - 8, 8);
        carry = word >> (64 - shift);
    }
#endif
    (void)simd;
    for (; k + 8 <= bytes; k += 8) {
        uint64_t word;
        memcpy(&word, piece + k, 8);
        word = le64(word);
        const uint64_t shifted = le64(word << shift | carry);
        memcpy(dst + k, &shifted, 8);
        carry = word >> (64 - shift);
    }
    for (; k < bytes; k++) {
        const unsigned v = piece[k];
        dst[k] = (uint8_t)(v << shift | carry);
        carry = v >> (8 - shift);
    }
    if ((bits + shift + 7) / 8 > bytes) dst[bytes] = (uint8_t)carry;
}
