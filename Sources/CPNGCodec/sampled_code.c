/* One Huffman code for the whole image, from a sample of its rows, known before any chunk is
 * written.
 *
 * A code from the exact counts of every token can only be built once the whole image has been
 * searched, and writing the block is then a second pass over all the tokens: a fifth of a
 * two-thread encode of the contact row, with the other core waiting through the count and the
 * code. With the code known first, each chunk is written by the thread that searched it,
 * while its tokens are in cache, and no token outlives its chunk. The sample is a row from the
 * middle of every band of sixteen (more bands in an image under 256 rows, so that sixteen rows
 * are sampled), each searched on its own. Against the exact counts that made files 1.5 % larger
 * for the contact row and 1.35 % for the 181 goldens together (13.5 % for the worst, a 3 KB
 * rectangle). Every symbol the search can write gets a code whether the sample met it or
 * not: all 256 bytes, the end of the block, the lengths 16-258 and both distances. */

#include "fast_png_internal.h"

enum { SAMPLE_EVERY = 16, SAMPLE_AT_LEAST = 16 };

int rr_sampled_code(const rr_image *image, rr_search_scratch *scratch, uint8_t *litlen_lengths, uint8_t *dist_lengths) {
    rr_tokens *tokens = &scratch->tokens;
    rr_tokenize_begin(tokens);
    uint32_t step = image->height / SAMPLE_AT_LEAST;
    step = step < 1 ? 1 : step > SAMPLE_EVERY ? SAMPLE_EVERY : step;
    for (uint32_t y = step / 2; y < image->height; y += step)
        if (rr_search_rows(image, y, y + 1, scratch, NULL) != 0) return -1;
    rr_tokens_count(tokens);
    const rr_length_code *lengths = rr_length_codes();
    for (unsigned s = 0; s <= 256; s++) tokens->litlen_counts[s]++;
    for (unsigned s = lengths[RR_MIN_MATCH].symbol; s <= lengths[RR_MAX_MATCH].symbol; s++) tokens->litlen_counts[s]++;
    tokens->dist_counts[RR_DIST1_SYMBOL]++;
    tokens->dist_counts[RR_DIST4_SYMBOL]++;
    rr_huffman_lengths(tokens->litlen_counts, RR_LITLEN_SYMBOLS, 15, litlen_lengths);
    rr_huffman_lengths(tokens->dist_counts, RR_DIST_SYMBOLS, 15, dist_lengths);
    return 0;
}
