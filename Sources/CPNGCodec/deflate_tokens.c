/* Run-length matches over the filtered image, and the symbol histograms of the stream.
 *
 * The search, defined so that the SIMD and the scalar paths take the same steps:
 *   at position i (i ≥ 4 and i + 16 ≤ size), if the 16 bytes at i equal the 16 bytes at i - 1,
 *   take a distance-1 match; else if they equal the 16 bytes at i - 4, a distance-4 match; a
 *   match extends byte by byte up to 258 bytes or the end. Otherwise the bytes up to the start
 *   of the longest equal tail of the 16-byte window (for either distance) are literals, and
 *   the search goes on from there. Near the start and the end everything is literal. The
 *   stream searched is one chunk of rows (chunk_search.c), so runs end at a chunk's end.
 * After filtering, flat areas are runs of zeros (distance 1) and gradients repeat their pixel
 * (distance 4), which is where rendered rows spend their bytes; a general LZ77 search would
 * find little more in them and cost several times as much. Through a run of zeros, where each
 * step would be a distance-1 match of 258 bytes, those steps are taken together (take_zero_run). */

#include "fast_png_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#if RR_HAVE_SSE2
#include <emmintrin.h>
#endif

/* Deflate's length symbols: base length and extra bits of symbols 257-285 (RFC 1951 3.2.5). */
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/* Every match length's code, built once: looking each up per encode (a search of 29 bases for
   each of 243 lengths) was 4 % of an encode. */
static rr_length_code length_codes[RR_MAX_MATCH + 1];
static pthread_once_t length_codes_once = PTHREAD_ONCE_INIT;

static void build_length_codes(void) {
    for (unsigned length = 3; length <= RR_MAX_MATCH; length++) {
        unsigned index = 28;
        while (length_base[index] > length) index--;
        length_codes[length] = (rr_length_code){(uint16_t)(257 + index), length_extra[index],
                                                (uint8_t)(length - length_base[index])};
    }
}

const rr_length_code *rr_length_codes(void) {
    pthread_once(&length_codes_once, build_length_codes);
    return length_codes;
}

unsigned rr_length_symbol_extra_bits(unsigned symbol) {
    return symbol >= 257 && symbol <= 285 ? length_extra[symbol - 257] : 0;
}

/* Bit j set when data[i + j] == data[i + j - distance], for j in 0..15. */
RR_INLINE unsigned equal_mask_scalar(const uint8_t *data, size_t i, unsigned distance) {
    unsigned mask = 0;
    for (unsigned j = 0; j < 16; j++) mask |= (unsigned)(data[i + j] == data[i + j - distance]) << j;
    return mask;
}

#if RR_HAVE_SSE2
RR_INLINE unsigned equal_mask_sse2(const uint8_t *data, size_t i, unsigned distance) {
    const __m128i here = _mm_loadu_si128((const __m128i *)(data + i));
    const __m128i back = _mm_loadu_si128((const __m128i *)(data + i - distance));
    return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(here, back));
}
#endif

RR_INLINE unsigned equal_mask(const uint8_t *data, size_t i, unsigned distance, int simd) {
#if RR_HAVE_SSE2
    if (simd) return equal_mask_sse2(data, i, distance);
#endif
    (void)simd;
    return equal_mask_scalar(data, i, distance);
}

/* How many of the top bits of a 16-bit mask are set, counting down from bit 15. */
RR_INLINE unsigned equal_tail(unsigned mask) {
    const unsigned unequal = ~mask & 0xFFFFu;
    if (!unequal) return 16;
    return 15u - (31u - (unsigned)__builtin_clz(unequal));
}

/* The length of the match at i, known to be at least RR_MIN_MATCH: up to the first unequal
   byte, RR_MAX_MATCH or the end. Rendered rows are mostly runs of the longest length, so the
   SIMD path compares 64 bytes a step and finishes with one 16-byte comparison ending at the
   limit (overlapping bytes already known equal) rather than byte by byte. */
static size_t extend_match(const uint8_t *data, size_t size, size_t i, unsigned distance, int simd) {
    const size_t limit = size - i < RR_MAX_MATCH ? size - i : RR_MAX_MATCH;
    const uint8_t *here = data + i, *back = data + i - distance;
    size_t length = RR_MIN_MATCH;
#if RR_HAVE_SSE2
    if (simd) {
        for (; length + 64 <= limit; length += 64) {
            const __m128i e0 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(here + length)),
                                              _mm_loadu_si128((const __m128i *)(back + length)));
            const __m128i e1 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(here + length + 16)),
                                              _mm_loadu_si128((const __m128i *)(back + length + 16)));
            const __m128i e2 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(here + length + 32)),
                                              _mm_loadu_si128((const __m128i *)(back + length + 32)));
            const __m128i e3 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(here + length + 48)),
                                              _mm_loadu_si128((const __m128i *)(back + length + 48)));
            if (_mm_movemask_epi8(_mm_and_si128(_mm_and_si128(e0, e1), _mm_and_si128(e2, e3))) != 0xFFFF) break;
        }
        for (; length + 16 <= limit; length += 16) {
            const unsigned mask = equal_mask_sse2(data, i + length, distance);
            if (mask != 0xFFFFu) return length + (size_t)__builtin_ctz(~mask);
        }
        if (length == limit) return length;
        const unsigned unequal = ~equal_mask_sse2(data, i + limit - 16, distance) & 0xFFFFu;
        return unequal ? limit - 16 + (size_t)__builtin_ctz(unequal) : limit;
    }
#endif
    for (; length + 16 <= limit; length += 16) {
        const unsigned mask = equal_mask(data, i + length, distance, simd);
        if (mask != 0xFFFFu) return length + (size_t)__builtin_ctz(~mask);
    }
    while (length < limit && here[length] == back[length]) length++;
    return length;
}

/* A histogram of literal bytes: eight tables of 32-bit counts so runs of one byte value (the
   common case: zeros, ones) do not wait on one counter's load and store, folded into the
   64-bit counts every 2^30 bytes so none can overflow. */
static void count_literals(const uint8_t *data, size_t count, uint64_t *counts) {
    if (count < 64) { /* a few bytes: clearing the tables would cost more */
        for (size_t k = 0; k < count; k++) counts[data[k]]++;
        return;
    }
    uint32_t tables[8][256];
    while (count > 0) {
        memset(tables, 0, sizeof tables);
        const size_t piece = count < ((size_t)1 << 30) ? count : ((size_t)1 << 30);
        size_t k = 0;
        for (; k + 8 <= piece; k += 8)
            for (int t = 0; t < 8; t++) tables[t][data[k + t]]++;
        for (; k < piece; k++) tables[0][data[k]]++;
        for (int t = 0; t < 8; t++)
            for (int b = 0; b < 256; b++) counts[b] += tables[t][b];
        data += piece;
        count -= piece;
    }
}

/* Room for `more` literals, and 16 bytes of slack so a step's literals are copied with one
   16-byte store; 0 when out of memory. */
static int reserve_literals(rr_tokens *tokens, size_t more) {
    if (tokens->literal_count + more + 16 <= tokens->literal_capacity) return 1;
    size_t capacity = tokens->literal_capacity ? tokens->literal_capacity * 2 : 65536;
    while (capacity < tokens->literal_count + more + 16) capacity *= 2;
    uint8_t *grown = realloc(tokens->literals, capacity);
    if (!grown) return 0;
    tokens->literals = grown;
    tokens->literal_capacity = capacity;
    return 1;
}

/* Appends `count` bytes to the literal buffer; 0 when out of memory. */
static int append_literals(rr_tokens *tokens, const uint8_t *bytes, size_t count, int simd) {
    if (!reserve_literals(tokens, count)) return 0;
    uint8_t *out = tokens->literals + tokens->literal_count;
#if RR_HAVE_SSE2
    if (simd && count <= 16) {
        _mm_storeu_si128((__m128i *)out, _mm_loadu_si128((const __m128i *)bytes));
        tokens->literal_count += count;
        return 1;
    }
#endif
    (void)simd;
    memcpy(out, bytes, count);
    tokens->literal_count += count;
    return 1;
}

/* Room for `more` matches; 0 when out of memory. */
static int reserve_matches(rr_tokens *tokens, size_t more) {
    if (tokens->count + more <= tokens->capacity) return 1;
    size_t capacity = tokens->capacity ? tokens->capacity * 2 : 4096;
    while (capacity < tokens->count + more) capacity *= 2;
    rr_match *grown = realloc(tokens->matches, capacity * sizeof(rr_match));
    if (!grown) return 0;
    tokens->matches = grown;
    tokens->capacity = capacity;
    return 1;
}

/* At a step at i where the 17 bytes from i - 1 are zero (a distance-1 match): the steps that
   follow inside the run of zeros are each a distance-1 match of RR_MAX_MATCH bytes, as long as
   the run, the bytes there (`size`) and the end of the search (`end`: a step needs 16 bytes
   before it) allow. Takes those matches at once (the first after the pending literals, as a
   step would) and returns the bytes they cover: 0 when not even one fits (the step then goes
   as usual), SIZE_MAX when out of memory. Window bytes [zeros_from, zeros_to) are known to be
   zero (a clear row: a third of a list row's rows) and are not read again. */
static size_t take_zero_run(const uint8_t *window, size_t size, size_t i, size_t end, size_t zeros_from,
                            size_t zeros_to, rr_tokens *tokens, int simd) {
    /* Each match needs its 258 bytes there; the last step may begin at or before end - 16. */
    size_t steps = (size - i) / RR_MAX_MATCH;
    const size_t steps_to_end = (end - 16 - i) / RR_MAX_MATCH + 1;
    if (steps_to_end < steps) steps = steps_to_end;
    if (steps == 0) return 0;
    const size_t bound = i + steps * RR_MAX_MATCH;
    size_t from = i + 16;
    if (from >= zeros_from && from < zeros_to) from = zeros_to < bound ? zeros_to : bound;
    const size_t count = (rr_zero_run_end(window, from, bound, simd) - i) / RR_MAX_MATCH;
    if (count == 0) return 0;
    if (!reserve_matches(tokens, count)) return SIZE_MAX;
    rr_match *match = &tokens->matches[tokens->count];
    match[0] = (rr_match){tokens->literal_count - tokens->literals_before_match, RR_MAX_MATCH, 1};
    for (size_t k = 1; k < count; k++) match[k] = (rr_match){0, RR_MAX_MATCH, 1};
    tokens->count += count;
    tokens->literals_before_match = tokens->literal_count;
    return count * RR_MAX_MATCH;
}

void rr_tokenize_begin(rr_tokens *tokens) {
    tokens->count = 0;
    tokens->literal_count = 0;
    tokens->literals_before_match = 0;
}

/* The search stops where a match could reach past the bytes available (unless they are the
   whole stream), so the steps it takes are those of one search over the whole stream.
   Positions are stream offsets; window[k] is the stream's byte base + k, and the search's
   place is at least base + 4 unless it is the stream's start (whose first bytes are
   literals). */
int rr_tokenize_steps(const uint8_t *window, size_t base, size_t available, size_t total, rr_tokens *tokens,
                      int simd) {
    const size_t size = available - base;
    const size_t end = available == total ? size : (size > RR_MAX_MATCH ? size - RR_MAX_MATCH : 0);
    size_t i = tokens->position - base;
    /* The known zeros in window indices (none when they have left the window). */
    const size_t zeros_from = tokens->zeros_from > base ? tokens->zeros_from - base : 0;
    const size_t zeros_to = tokens->zeros_to > base ? tokens->zeros_to - base : 0;
    while (i + 16 <= end) {
        if (i < 4) { /* before any distance-4 comparison: the first bytes are literals */
            if (!append_literals(tokens, window + i, 4 - i, simd)) return -1;
            i = 4;
            continue;
        }
        const unsigned near = equal_mask(window, i, 1, simd);
        const unsigned far = near == 0xFFFFu ? 0 : equal_mask(window, i, 4, simd);
        if (near == 0xFFFFu && window[i] == 0) {
            const size_t taken = take_zero_run(window, size, i, end, zeros_from, zeros_to, tokens, simd);
            if (taken == SIZE_MAX) return -1;
            if (taken) {
                i += taken;
                continue;
            }
        }
        if (near == 0xFFFFu || far == 0xFFFFu) {
            const unsigned distance = near == 0xFFFFu ? 1 : 4;
            const size_t length = extend_match(window, size, i, distance, simd);
            if (!reserve_matches(tokens, 1)) return -1;
            rr_match *match = &tokens->matches[tokens->count++];
            match->literals = tokens->literal_count - tokens->literals_before_match;
            match->length = (uint16_t)length;
            match->distance = (uint8_t)distance;
            tokens->literals_before_match = tokens->literal_count;
            i += length;
        } else {
            const unsigned tail_near = equal_tail(near), tail_far = equal_tail(far);
            const size_t step = 16 - (tail_near > tail_far ? tail_near : tail_far);
            if (!append_literals(tokens, window + i, step, simd)) return -1;
            i += step;
        }
    }
    tokens->position = base + i;
    return 0;
}

int rr_tokenize_finish(const uint8_t *window, size_t base, size_t total, rr_tokens *tokens, int simd) {
    if (tokens->position < total &&
        !append_literals(tokens, window + (tokens->position - base), total - tokens->position, simd))
        return -1;
    tokens->position = total;
    return 0;
}

/* Counts the `count` matches by length and distance. Long runs of matches have one length (the
   longest, through flat areas), and adding each into one counter waited on the add before
   it: four tables of 32-bit counts take turns, folded every 2^30 matches so none can
   overflow. */
static void tally_matches(const rr_match *matches, size_t count, uint64_t *length_counts, uint64_t *near,
                          uint64_t *far) {
    size_t from = 0;
    const size_t to = count;
    if (to - from < 256) { /* a few: clearing the tables would cost more */
        for (size_t m = from; m < to; m++) {
            length_counts[matches[m].length]++;
            *near += matches[m].distance == 1;
            *far += matches[m].distance != 1;
        }
        return;
    }
    uint32_t tables[4][RR_MAX_MATCH + 1];
    while (from < to) {
        const size_t end = to - from < ((size_t)1 << 30) ? to : from + ((size_t)1 << 30);
        memset(tables, 0, sizeof tables);
        uint64_t distance1 = 0;
        size_t m = from;
        for (; m + 4 <= end; m += 4)
            for (int t = 0; t < 4; t++) {
                tables[t][matches[m + t].length]++;
                distance1 += matches[m + t].distance == 1;
            }
        for (; m < end; m++) {
            tables[0][matches[m].length]++;
            distance1 += matches[m].distance == 1;
        }
        for (unsigned l = RR_MIN_MATCH; l <= RR_MAX_MATCH; l++)
            length_counts[l] += (uint64_t)tables[0][l] + tables[1][l] + tables[2][l] + tables[3][l];
        *near += distance1;
        *far += end - from - distance1;
        from = end;
    }
}

void rr_tokens_count(rr_tokens *tokens) {
    uint64_t length_counts[RR_MAX_MATCH + 1] = {0}, near = 0, far = 0;
    memset(tokens->litlen_counts, 0, sizeof tokens->litlen_counts);
    memset(tokens->dist_counts, 0, sizeof tokens->dist_counts);
    count_literals(tokens->literals, tokens->literal_count, tokens->litlen_counts);
    tally_matches(tokens->matches, tokens->count, length_counts, &near, &far);
    const rr_length_code *codes = rr_length_codes();
    for (unsigned length = RR_MIN_MATCH; length <= RR_MAX_MATCH; length++)
        tokens->litlen_counts[codes[length].symbol] += length_counts[length];
    tokens->litlen_counts[256] = 1; /* end of block */
    tokens->dist_counts[RR_DIST1_SYMBOL] = near;
    tokens->dist_counts[RR_DIST4_SYMBOL] = far;
}
