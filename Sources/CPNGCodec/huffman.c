/* Length-limited Huffman codes, built the same way on every machine: integer arithmetic only,
 * symbols sorted by (frequency, symbol number), so equal histograms give equal codes.
 *
 * Optimal lengths come from Moffat and Katajainen's in-place algorithm over the sorted
 * frequencies; lengths beyond the limit are folded back with the usual Kraft-sum repair (move
 * the overlong codes to the limit, then lengthen the longest shorter codes until the sum of
 * 2^-length is exactly one). The code stays complete, which zlib's inflate requires. */

#include "fast_png_internal.h"

#include <string.h>

typedef struct {
    uint64_t frequency;
    uint16_t symbol;
} rr_symbol_weight;

RR_INLINE int before(rr_symbol_weight x, rr_symbol_weight y) {
    return x.frequency != y.frequency ? x.frequency < y.frequency : x.symbol < y.symbol;
}

/* Sorts by (frequency, symbol): runs of 8 by insertion, then merged bottom-up through
   `spare`. qsort's calls of a comparison function cost more than the rest of building a code
   (2-3 % of an encode); the order is total, so any correct sort gives the same result. */
static void sort_weights(rr_symbol_weight *a, unsigned n, rr_symbol_weight *spare) {
    for (unsigned start = 0; start < n; start += 8) {
        const unsigned end = start + 8 < n ? start + 8 : n;
        for (unsigned k = start + 1; k < end; k++) {
            const rr_symbol_weight v = a[k];
            unsigned j = k;
            for (; j > start && before(v, a[j - 1]); j--) a[j] = a[j - 1];
            a[j] = v;
        }
    }
    rr_symbol_weight *from = a, *to = spare;
    for (unsigned width = 8; width < n; width *= 2) {
        for (unsigned left = 0; left < n; left += 2 * width) {
            const unsigned middle = left + width < n ? left + width : n;
            const unsigned right = left + 2 * width < n ? left + 2 * width : n;
            unsigned i = left, j = middle, k = left;
            while (i < middle && j < right) to[k++] = before(from[j], from[i]) ? from[j++] : from[i++];
            while (i < middle) to[k++] = from[i++];
            while (j < right) to[k++] = from[j++];
        }
        rr_symbol_weight *swap = from;
        from = to;
        to = swap;
    }
    if (from != a) memcpy(a, from, n * sizeof *a);
}

/* Moffat–Katajainen: on entry a[0..n) are weights in ascending order; on exit the code
   length of each. n ≥ 2. */
static void minimum_redundancy(uint64_t *a, size_t n) {
    size_t root = 0, leaf = 2;
    a[0] += a[1];
    for (size_t next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root] < a[leaf]) {
            a[next] = a[root];
            a[root++] = next;
        } else {
            a[next] = a[leaf++];
        }
        if (leaf >= n || (root < next && a[root] < a[leaf])) {
            a[next] += a[root];
            a[root++] = next;
        } else {
            a[next] += a[leaf++];
        }
    }
    a[n - 2] = 0;
    for (size_t k = n - 2; k-- > 0;) a[k] = a[a[k]] + 1;
    size_t available = 1, used = 0, depth = 0;
    ptrdiff_t r = (ptrdiff_t)n - 2, next = (ptrdiff_t)n - 1;
    while (available > 0) {
        while (r >= 0 && a[r] == depth) {
            used++;
            r--;
        }
        while (available > used) {
            a[next--] = depth;
            available--;
        }
        available = 2 * used;
        depth++;
        used = 0;
    }
}

void rr_huffman_lengths(const uint64_t *frequencies, unsigned count, unsigned max_length, uint8_t *lengths) {
    rr_symbol_weight sorted[RR_LITLEN_SYMBOLS], spare[RR_LITLEN_SYMBOLS];
    uint64_t weights[RR_LITLEN_SYMBOLS];
    unsigned used = 0;
    memset(lengths, 0, count);
    for (unsigned s = 0; s < count; s++)
        if (frequencies[s]) sorted[used++] = (rr_symbol_weight){frequencies[s], (uint16_t)s};
    /* A single-symbol code would be incomplete: give the lowest unused symbols a code too. */
    for (unsigned s = 0; used < 2 && s < count; s++)
        if (!frequencies[s]) sorted[used++] = (rr_symbol_weight){0, (uint16_t)s};
    if (used < 2) { /* an alphabet of one symbol: callers never pass one */
        for (unsigned k = 0; k < used; k++) lengths[sorted[k].symbol] = 1;
        return;
    }
    sort_weights(sorted, used, spare);
    for (unsigned k = 0; k < used; k++) weights[k] = sorted[k].frequency;
    minimum_redundancy(weights, used);

    unsigned per_length[64] = {0};
    for (unsigned k = 0; k < used; k++) per_length[weights[k] < 63 ? weights[k] : 63]++;
    for (unsigned l = max_length + 1; l < 64; l++) {
        per_length[max_length] += per_length[l];
        per_length[l] = 0;
    }
    /* Kraft sum in units of 2^-max_length; it is at least one after the folding above. */
    uint64_t kraft = 0;
    for (unsigned l = 1; l <= max_length; l++) kraft += (uint64_t)per_length[l] << (max_length - l);
    while (kraft > ((uint64_t)1 << max_length)) {
        per_length[max_length]--;
        for (unsigned l = max_length - 1; l > 0; l--)
            if (per_length[l]) {
                per_length[l]--;
                per_length[l + 1] += 2;
                break;
            }
        kraft--;
    }
    /* The rarest symbols (first in `sorted`) get the longest codes. */
    unsigned k = used;
    for (unsigned l = 1; l <= max_length; l++)
        for (unsigned c = per_length[l]; c > 0; c--) lengths[sorted[--k].symbol] = (uint8_t)l;
}

/* The 16 bits of v in reverse order, in four swaps rather than a loop per bit. */
RR_INLINE unsigned reverse16(unsigned v) {
    v = (v >> 1 & 0x5555u) | (v & 0x5555u) << 1;
    v = (v >> 2 & 0x3333u) | (v & 0x3333u) << 2;
    v = (v >> 4 & 0x0F0Fu) | (v & 0x0F0Fu) << 4;
    return (v >> 8 & 0x00FFu) | (v & 0x00FFu) << 8;
}

void rr_huffman_codes(const uint8_t *lengths, unsigned count, uint16_t *codes) {
    unsigned per_length[16] = {0}, next_code[16] = {0};
    for (unsigned s = 0; s < count; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    unsigned code = 0;
    for (unsigned l = 1; l < 16; l++) {
        code = (code + per_length[l - 1]) << 1;
        next_code[l] = code;
    }
    for (unsigned s = 0; s < count; s++) {
        const unsigned l = lengths[s];
        if (!l) {
            codes[s] = 0;
            continue;
        }
        codes[s] = (uint16_t)(reverse16(next_code[l]++) >> (16 - l));
    }
}
