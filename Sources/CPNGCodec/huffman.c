/* Length-limited Huffman codes, built the same way on every machine: integer arithmetic only,
 * symbols sorted by (frequency, symbol number), so equal histograms give equal codes.
 *
 * Optimal lengths come from Moffat and Katajainen's in-place algorithm over the sorted
 * frequencies; lengths beyond the limit are folded back with the usual Kraft-sum repair (move
 * the overlong codes to the limit, then lengthen the longest shorter codes until the sum of
 * 2^-length is exactly one). The code stays complete, which zlib's inflate requires. */

#include "fast_png_internal.h"

#include <string.h>

/* Sorts the symbols (given in ascending order) by frequency, a byte of it per pass from the
   lowest: each pass is stable, so equal frequencies stay in symbol order. qsort with a
   comparison function, and then a merge sort (whose every step mispredicts half the time),
   cost more than the rest of building a code (2-3 % of an encode). */
static void sort_by_frequency(uint16_t *symbols, unsigned n, const uint64_t *frequencies, uint16_t *spare) {
    uint64_t highest = 0;
    for (unsigned k = 0; k < n; k++) highest |= frequencies[symbols[k]];
    uint16_t *from = symbols, *to = spare;
    for (unsigned shift = 0; shift < 64 && (highest >> shift) != 0; shift += 8) {
        unsigned start[256] = {0};
        for (unsigned k = 0; k < n; k++) start[(frequencies[from[k]] >> shift) & 0xFF]++;
        unsigned sum = 0;
        for (unsigned d = 0; d < 256; d++) {
            const unsigned count = start[d];
            start[d] = sum;
            sum += count;
        }
        for (unsigned k = 0; k < n; k++) to[start[(frequencies[from[k]] >> shift) & 0xFF]++] = from[k];
        uint16_t *swap = from;
        from = to;
        to = swap;
    }
    if (from != symbols) memcpy(symbols, from, n * sizeof *symbols);
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
    uint16_t sorted[RR_LITLEN_SYMBOLS], spare[RR_LITLEN_SYMBOLS];
    uint64_t weights[RR_LITLEN_SYMBOLS];
    unsigned used = 0;
    memset(lengths, 0, count);
    for (unsigned s = 0; s < count; s++)
        if (frequencies[s]) sorted[used++] = (uint16_t)s;
    /* A single-symbol code would be incomplete: give the lowest unused symbols a code too. */
    for (unsigned s = 0; used < 2 && s < count; s++)
        if (!frequencies[s]) sorted[used++] = (uint16_t)s;
    if (used < 2) { /* an alphabet of one symbol: callers never pass one */
        for (unsigned k = 0; k < used; k++) lengths[sorted[k]] = 1;
        return;
    }
    /* Equal frequencies are in symbol order (the symbols given a code at frequency 0 too). */
    sort_by_frequency(sorted, used, frequencies, spare);
    for (unsigned k = 0; k < used; k++) weights[k] = frequencies[sorted[k]];
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
        for (unsigned c = per_length[l]; c > 0; c--) lengths[sorted[--k]] = (uint8_t)l;
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
