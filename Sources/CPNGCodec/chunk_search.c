/* The rows of one chunk filtered and searched as a stream of their own.
 *
 * Each row is converted (when premultiplied), filtered into a small window, summed into the
 * Adler-32 and searched for runs while it is in cache; the window then slides, keeping only
 * what the search has not passed (and the 4 bytes before it). A chunk's search starts at its
 * first byte and stops at its last, so a chunk's tokens depend only on its own rows, and any
 * thread can take any chunk: who did which changes no byte. */

#include "fast_png_internal.h"

#include <stdlib.h>
#include <string.h>

int rr_search_rows(const rr_image *image, uint32_t y0, uint32_t y1, rr_search_scratch *scratch, uint32_t *adler) {
    const size_t row_bytes = image->row_bytes, line = image->line;
    /* A search that has not passed the last RR_MAX_MATCH + 16 bytes (or not started: the
       first 16 + RR_MAX_MATCH) keeps under 1024 bytes behind; one more line must fit. */
    const size_t window_capacity = 2 * line + 1024;
    /* A chunk's last literals are copied with one 16-byte load (append_literals), and they can
       end at the window's last byte: three rows of 253 straight-RGBA pixels fill it to 11 bytes
       of its end, and AddressSanitizer saw the load pass the allocation by up to 4 bytes
       (Fuzz/C/fuzz_png_window.c). The slack keeps every such load inside it; the bytes it
       reads past the chunk are never copied on. */
    const size_t load_slack = 16;
    if (!rr_reserve(&scratch->window, &scratch->window_capacity,
                    window_capacity + (image->premultiplied ? 2 * row_bytes : 0) + load_slack))
        return -1;
    uint8_t *window = scratch->window;
    uint8_t *const rows[2] = {window + window_capacity, window + window_capacity + row_bytes};
    /* The first row's filter compares it with the row above, converted. */
    if (image->premultiplied && y0 > 0)
        rr_unpremultiply_row(image->pixels + (size_t)(y0 - 1) * image->stride, image->width, rows[(y0 - 1) & 1],
                             image->simd);
    const size_t start = (size_t)y0 * line, end = (size_t)y1 * line;
    rr_tokens *tokens = &scratch->tokens;
    tokens->position = start;
    tokens->zeros_from = tokens->zeros_to = 0;
    size_t base = start, used = 0; /* the window holds stream bytes base ..< base + used */
    int filter = RR_FILTER_SUB;
    for (uint32_t y = y0; y < y1; y++) {
        if (used + line > window_capacity) {
            const size_t keep_from = tokens->position >= base + 4 ? tokens->position - 4 - base : 0;
            memmove(window, window + keep_from, used - keep_from);
            base += keep_from;
            used -= keep_from;
        }
        int clear;
        filter = rr_filter_image_row(image, y, rows, window + used, filter, adler, &clear);
        if (clear) {
            tokens->zeros_from = base + used + 1; /* after the row's filter byte */
            tokens->zeros_to = base + used + line;
        }
        used += line;
        if (rr_tokenize_steps(window, base, base + used, end, tokens, image->simd) != 0) return -1;
    }
    return rr_tokenize_finish(window, base, end, tokens, image->simd);
}

void rr_search_scratch_free(rr_search_scratch *scratch) {
    free(scratch->window);
    free(scratch->tokens.matches);
    free(scratch->tokens.literals);
    memset(scratch, 0, sizeof *scratch);
}
