/* The deflate block in pieces, each written on whichever core is free, joined at bit level.
 *
 * With one Huffman code for the image, a stretch of tokens has the same bits wherever in the
 * block it is written; only where it starts within a byte differs. So once the code is built,
 * the block is cut into pieces at the places the chunks' searches were joined (where the tokens
 * before are known without a pass over them), the first piece is written in place after the
 * block header and each later one from bit 0 of a buffer of its own, and then each is shifted
 * onto the end of the one before (rr_splice_bits, at memory speed). The bytes are those of one
 * writer over the whole block, however many pieces there are and whoever wrote them. */

#include "fast_png_internal.h"

/* The work of writing the tokens before a cut: a literal costs about a third of a match (the
   writer puts three at a time). */
static uint64_t work(size_t literals, size_t matches) { return literals + 3 * (uint64_t)matches; }

/* Cuts fall before a match's literals: from the last mark before the target (where the literals
   of its next match begin is known), the matches are walked to the first cut at or past it. */
uint32_t rr_token_ranges(const rr_tokens *tokens, const rr_token_mark *marks, uint32_t mark_count, uint32_t pieces,
                         rr_token_range *ranges) {
    const uint64_t total = work(tokens->literal_count, tokens->count);
    size_t match_start = 0, literal_start = 0;
    uint32_t n = 0, next = 0;
    for (uint32_t k = 1; k < pieces; k++) {
        const uint64_t target = total * k / pieces;
        while (next < mark_count && work(marks[next].before_match, marks[next].matches) < target) next++;
        /* From the mark before (or the start of this piece) on. */
        size_t m = match_start, literal = literal_start;
        if (next > 0 && marks[next - 1].matches > m) {
            m = marks[next - 1].matches;
            literal = marks[next - 1].before_match;
        }
        while (m < tokens->count && work(literal, m) < target) literal += tokens->matches[m++].literals;
        if (m == tokens->count || m == match_start) continue; /* no match to cut before */
        ranges[n++] = (rr_token_range){match_start, m, literal_start, literal, 0};
        match_start = m;
        literal_start = literal;
    }
    ranges[n++] = (rr_token_range){match_start, tokens->count, literal_start, tokens->literal_count, 1};
    return n;
}

typedef struct {
    const rr_tokens *tokens;
    const uint8_t *litlen_lengths, *dist_lengths;
    const rr_token_range *ranges;
    uint8_t *outputs[RR_MAX_PIECES];
    unsigned phases[RR_MAX_PIECES];
    uint64_t bits[RR_MAX_PIECES];
} rr_pieces;

/* Each piece's thread builds the code for itself (a microsecond): built once before the pieces
   were offered, it kept the other threads waiting. */
static void write_piece(void *context, uint32_t p) {
    rr_pieces *pieces = context;
    rr_deflate_code code;
    rr_deflate_code_build(pieces->litlen_lengths, pieces->dist_lengths, pieces->tokens->length_counts, &code);
    pieces->bits[p] = rr_deflate_tokens(pieces->tokens, &pieces->ranges[p], &code, pieces->outputs[p],
                                        pieces->phases[p]);
}

/* Writes the block (header and the ranges, in order) at `out`; returns the bytes written, 0
   when out of memory. */
static size_t write_block(const rr_tokens *tokens, const rr_token_range *ranges, uint32_t count,
                          const uint8_t *litlen_lengths, const uint8_t *dist_lengths, rr_row_job *job,
                          uint8_t **buffer, size_t *capacity, uint8_t *out) {
    const uint64_t header = rr_deflate_header(litlen_lengths, dist_lengths, out);
    rr_pieces pieces = {tokens, litlen_lengths, dist_lengths, ranges, {out + header / 8}, {(unsigned)(header % 8)}, {0}};
    size_t needed = 0;
    for (uint32_t p = 1; p < count; p++) needed += rr_deflate_range_bound(&ranges[p]);
    if (!rr_reserve(buffer, capacity, needed)) count = 0; /* out of memory: see below */
    if (count == 0) {
        if (job) rr_rows_pieces(job, write_piece, &pieces, 0);
        return 0;
    }
    size_t offset = 0;
    for (uint32_t p = 1; p < count; p++) {
        pieces.outputs[p] = *buffer + offset;
        offset += rr_deflate_range_bound(&ranges[p]);
    }
    if (job && count > 1) rr_rows_pieces(job, write_piece, &pieces, count);
    else {
        if (job) rr_rows_pieces(job, write_piece, &pieces, 0);
        for (uint32_t p = 0; p < count; p++) write_piece(&pieces, p);
    }
    uint64_t at = pieces.bits[0];
    for (uint32_t p = 1; p < count; p++) {
        rr_splice_bits(pieces.outputs[0], at, pieces.outputs[p], pieces.bits[p]);
        at += pieces.bits[p];
    }
    return (size_t)(header / 8 + (at + 7) / 8);
}

size_t rr_write_zlib_stream(const rr_tokens *tokens, const rr_token_range *ranges, uint32_t count,
                            const uint8_t *litlen_lengths, const uint8_t *dist_lengths, rr_row_job *job,
                            uint8_t **buffer, size_t *capacity, uint32_t adler, uint8_t *stream) {
    /* CMF 0x78: deflate with a 32 KB window; FLG 0x01: fastest level, no dictionary, and
       (0x78 << 8 | 0x01) is a multiple of 31 as the check bits require. */
    stream[0] = 0x78;
    stream[1] = 0x01;
    const size_t block = write_block(tokens, ranges, count, litlen_lengths, dist_lengths, job, buffer, capacity,
                                     stream + 2);
    if (!block) return 0;
    uint8_t *end = stream + 2 + block;
    for (int k = 0; k < 4; k++) end[k] = (uint8_t)(adler >> (24 - 8 * k)); /* big-endian */
    return 2 + block + 4;
}
