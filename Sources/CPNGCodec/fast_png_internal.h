#ifndef ROWRASTER_FAST_PNG_INTERNAL_H
#define ROWRASTER_FAST_PNG_INTERNAL_H

/* The pieces of RowRaster's own PNG encoder (fast_png.c puts them together):
   row filtering → run-length tokens and histograms → one per-image Huffman code →
   one dynamic deflate block → zlib and PNG framing.

   Every piece has a SIMD path (SSE2, the x86-64 baseline; the hottest also AVX2 and some
   AVX-512, taken when the CPU has them) and a scalar path that define the same result. `simd`
   is a level from rr_simd_level (raster_kernels.h: RR_SIMD_NONE, _SSE2, _AVX2, _AVX512),
   resolved once per encode;
   lower levels are there so tests can prove the bytes equal. Without SSE2 at compile time the
   scalar path is the only one. */

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__SSE2__)
#define RR_HAVE_SSE2 1
#else
#define RR_HAVE_SSE2 0
#endif

/* For the helpers of the inner loops: clang (which SwiftPM compiles C with) otherwise leaves
   some as calls, which cost 15 % of an encode. */
#if defined(__GNUC__) || defined(__clang__)
#define RR_INLINE static inline __attribute__((always_inline))
#else
#define RR_INLINE static inline
#endif

/* Functions compiled for AVX2 or AVX-512, called only when rr_simd_level grants the level. */
#if RR_HAVE_SSE2
#define RR_AVX2 __attribute__((target("avx2")))
#define RR_AVX512 __attribute__((target("avx512f,avx512bw")))
#endif

/* Deflate's alphabets: 286 literal/length symbols (0-255 bytes, 256 end of block, 257-285
   lengths), 30 distance symbols, 19 code-length symbols. */
enum { RR_LITLEN_SYMBOLS = 286, RR_DIST_SYMBOLS = 30, RR_CODELEN_SYMBOLS = 19 };

/* Matches are runs only: the byte before (distance 1) or the pixel before (distance 4). A run
   must be at least RR_MIN_MATCH bytes to be taken, which keeps the search to one 16-byte
   comparison per step; deflate allows up to 258 bytes per match. */
enum { RR_MIN_MATCH = 16, RR_MAX_MATCH = 258 };

/* The PNG filter types used. */
enum { RR_FILTER_NONE = 0, RR_FILTER_SUB = 1, RR_FILTER_UP = 2 };

/* Rows of premultiplied ARGB32 become straight RGBA8 through CRasterKernels'
   rr_unpremultiply_row (raster_kernels.h), the conversion Bitmap uses too. */
#include "raster_kernels.h"

/* The image as the encoder sees it, checked (fast_png.c): `width` × `height` pixels, rows
   `stride` bytes apart, of straight RGBA8 or, when `premultiplied`, Cairo's premultiplied
   ARGB32; `row_bytes` = 4 × width, and each `line` of the filtered stream is a filter type
   byte and a row. */
typedef struct {
    const uint8_t *pixels;
    int premultiplied;
    uint32_t width, height;
    size_t stride, row_bytes, line;
    int simd;
} rr_image;

/* ---- png_filter.c ---- */

/* Writes the filter type byte and the filtered bytes of one row of `row_bytes` bytes (4 per
   pixel) to `out` (row_bytes + 1 bytes): SUB or UP, whichever has the smaller sum of
   |filtered byte| as a signed value (SUB on a tie). `prior` is the row above, NULL for the first.
   `guess` (the filter the row above took) changes no byte, only the time: a right guess saves
   a pass over the row. Returns the filter taken. */
int rr_filter_row(const uint8_t *row, const uint8_t *prior, size_t row_bytes, uint8_t *out, int guess, int simd);

/* Row y of the image as one line of the stream, into `out` (line bytes), added to `*adler`
   unless `adler` is NULL: converted first when premultiplied, into rows[y & 1] (rows[(y − 1) & 1]
   holds row y − 1 converted; `rows` is unused for straight RGBA8), then rr_filter_row'ed
   (`guess` likewise). Returns the filter taken. */
int rr_filter_image_row(const rr_image *image, uint32_t y, uint8_t *const rows[2], uint8_t *out, int guess,
                        uint32_t *adler);

/* ---- deflate_tokens.c ---- */

typedef struct {
    size_t literals;   /* literal bytes between the previous match (or the start) and this one */
    uint16_t length;   /* RR_MIN_MATCH ... RR_MAX_MATCH */
    uint8_t distance;  /* 1 or 4 */
} rr_match;

/* The stream as deflate will code it: the matches, and every literal byte in order in one
   compact buffer, so the filtered image itself need not be kept (only a window of it). */
typedef struct {
    rr_match *matches;   /* grown (realloc) as matches are found; kept between images */
    size_t capacity;
    size_t count;
    uint8_t *literals;   /* likewise */
    size_t literal_capacity;
    size_t literal_count;
    size_t literals_before_match; /* literal_count at the last match */
    size_t position; /* the search's place in the stream, between calls of rr_tokenize_steps */
    /* Tallies of the tokens up to `tallied_*` (rr_tokens_tally): literal bytes, match lengths,
       distances 1 and 4. Each search tallies its own, so the joining thread only adds. */
    uint64_t byte_counts[256], length_counts[RR_MAX_MATCH + 1], near_count, far_count;
    size_t tallied_literals, tallied_matches;
    uint64_t litlen_counts[RR_LITLEN_SYMBOLS]; /* by rr_tokens_count, from the tallies */
    uint64_t dist_counts[RR_DIST_SYMBOLS];
} rr_tokens;

/* Where one step of a search began, and the tokens before it: a search of a later part of
   the stream, begun on its own, can be joined to the search from the start at any step both
   took (from there on they take the same steps). */
typedef struct {
    size_t position;
    size_t matches, literals; /* tokens->count and literal_count at the step */
    size_t pending;           /* literals since the last match at the step */
} rr_step;

typedef struct {
    rr_step *steps;   /* grown as needed; kept between images */
    size_t count, capacity;
    size_t until;     /* steps from this stream offset on are not logged */
    size_t max_steps; /* nor any after this many (then `until` becomes 0) */
} rr_step_log;

/* Starts a search at stream offset `position` (keeping the buffers). */
void rr_tokenize_begin(rr_tokens *tokens, size_t position);

/* Goes on with the search, step by step, while its place is before `stop` and the bytes
   a step needs are there: the stream is `total` bytes, of which `available` are known, and
   those from offset `base` on are in `window`. Logs each step's start into `log` when one is
   given. Called as rows are filtered, while they are in cache; the tokens are the same however
   the stream is cut. Returns 0, or -1 when out of memory. */
int rr_tokenize_steps(const uint8_t *window, size_t base, size_t available, size_t total, size_t stop,
                      rr_tokens *tokens, rr_step_log *log, int simd);

/* After the last step: the bytes left at the end of the stream are literals. */
int rr_tokenize_finish(const uint8_t *window, size_t base, size_t total, rr_tokens *tokens, int simd);

/* Appends the tokens `segment` found from its logged step `from` on, when the search of
   `out` has come to that step's position; `out` then stands where `segment` stopped.
   Returns 0, or -1 when out of memory. */
int rr_tokens_append(rr_tokens *out, const rr_tokens *segment, const rr_step *from);

/* Room for one more logged step; 0 when out of memory. */
int rr_step_log_grow(rr_step_log *log);

/* Tallies the tokens found since the last tally. */
void rr_tokens_tally(rr_tokens *tokens);

/* Counts every symbol the deflate stream will hold (the end of block too) into the
   histograms, once the search is done. */
void rr_tokens_count(rr_tokens *tokens);

/* The length symbol (257-285), its extra bit count and extra value, for a match length. */
typedef struct { uint16_t symbol; uint8_t extra_bits; uint8_t extra_value; } rr_length_code;
/* The codes of every length 3-258 (indexed by length). */
const rr_length_code *rr_length_codes(void);
unsigned rr_length_symbol_extra_bits(unsigned symbol);

/* The distance symbol of distance 1 and of distance 4 (neither has extra bits). */
enum { RR_DIST1_SYMBOL = 0, RR_DIST4_SYMBOL = 3 };

/* ---- zero_runs.c ---- */

/* The first k in [from, bound) with data[k] ≠ 0, or `bound` when there is none. */
size_t rr_zero_run_end(const uint8_t *data, size_t from, size_t bound, int simd);

/* ---- huffman.c ---- */

/* Code lengths (≤ max_length) for `count` symbols with the given frequencies, deterministic:
   ties are broken by symbol number. At least two symbols get a code, so every code is
   complete, as zlib requires. */
void rr_huffman_lengths(const uint64_t *frequencies, unsigned count, unsigned max_length, uint8_t *lengths);

/* The canonical codes of RFC 1951 for those lengths, bit-reversed for LSB-first output. */
void rr_huffman_codes(const uint8_t *lengths, unsigned count, uint16_t *codes);

/* ---- deflate_writer.c ---- */

/* An upper bound of the bytes of the whole block (header, tokens, end) for these tokens and code
   lengths, with 8 to spare for the writer's stores ahead. */
size_t rr_deflate_bound(const rr_tokens *tokens, const uint8_t *litlen_lengths, const uint8_t *dist_lengths);

/* The Huffman code of one image, ready for writing: the codes of the literals and lengths, and
   per distance (index 0: distance 1, 1: distance 4) and match length the whole match's bits
   (length code, extra bits, distance code: at most 35) and their count. */
typedef struct {
    uint16_t litlen_codes[RR_LITLEN_SYMBOLS];
    uint8_t litlen_lengths[RR_LITLEN_SYMBOLS], dist_lengths[RR_DIST_SYMBOLS];
    uint64_t match_bits[2][RR_MAX_MATCH + 1];
    uint8_t match_count[2][RR_MAX_MATCH + 1];
} rr_deflate_code;

/* Builds the code; the matches' bits only for the lengths the tokens hold (`length_counts`,
   as in rr_tokens), the others are not set. */
void rr_deflate_code_build(const uint8_t *litlen_lengths, const uint8_t *dist_lengths, const uint64_t *length_counts,
                           rr_deflate_code *code);

/* A stretch of the tokens, written as one piece of the block: the matches [match_start,
   match_end) with the literals before each (from literal_start on), then the literals up to
   literal_end (only the last piece has literals after its last match). The last piece ends
   with the end-of-block code. */
typedef struct {
    size_t match_start, match_end, literal_start, literal_end;
    int last;
} rr_token_range;

/* Writes the block header (final block, dynamic codes, the code lengths) from bit 0 of `out`;
   returns its length in bits. */
uint64_t rr_deflate_header(const uint8_t *litlen_lengths, const uint8_t *dist_lengths, uint8_t *out);

/* Writes the tokens of `range` from bit `phase` (0-7) of out[0], whose lower bits are kept;
   returns the bits from out's bit 0 to the end (phase included). The last byte's higher bits
   are zero; up to 8 bytes past it may be overwritten. */
uint64_t rr_deflate_tokens(const rr_tokens *tokens, const rr_token_range *range, const rr_deflate_code *code,
                           uint8_t *out, unsigned phase);

/* An upper bound of the bytes rr_deflate_tokens writes for the range (its stores ahead too). */
size_t rr_deflate_range_bound(const rr_token_range *range);

/* Puts the `bits` bits of `piece` (from its bit 0) into `out` from bit `at` on, keeping the
   bits of out before `at`: the pieces of a block written apart, joined at bit level. */
void rr_splice_bits(uint8_t *out, uint64_t at, const uint8_t *piece, uint64_t bits);

/* ---- fast_png.c ---- */

/* Makes `*buffer` hold at least `size` bytes of scratch kept between encodes (its contents are
   not kept); 0 when out of memory. */
int rr_reserve(uint8_t **buffer, size_t *capacity, size_t size);

/* ---- checksums.c ---- */

/* zlib's Adler-32 of `data`, continuing from `adler` (1 to start). */
uint32_t rr_adler32(uint32_t adler, const uint8_t *data, size_t size, int simd);

/* The same for `size` zero bytes, without reading them. */
uint32_t rr_adler32_zeros(uint32_t adler, size_t size);

/* zlib's CRC-32 of `data`, continuing from `crc` (0 to start); with PCLMULQDQ where the CPU
   has it and `simd` allows. */
uint32_t rr_crc32(uint32_t crc, const uint8_t *data, size_t size, int simd);

/* ---- row_pipeline.c ---- */

/* The search of one chunk's part of the stream, begun on its own at the chunk's start (+4, so
   its comparisons stay inside the chunk), with the steps of its first bytes logged. */
typedef struct {
    rr_tokens tokens;
    rr_step_log log;
    int failed; /* out of memory */
} rr_segment;

/* One encode's rows cut into chunks that any thread converts, filters, sums and searches.
   Chunk c's filtered lines, and after them the next `extra_rows` lines (enough for a match
   begun in the chunk to run its full length), are at `regions` + c × region_size. */
typedef struct rr_row_job {
    rr_image image;
    uint8_t *regions;
    size_t region_size;
    uint32_t rows_per_chunk, extra_rows, chunks;
    rr_segment *segments;   /* per chunk */
    uint32_t *chunk_adler;  /* per chunk: Adler-32 (from 1) of its filtered lines */
    _Atomic uint8_t *done;  /* per chunk: 1 once filtered, summed and searched (release) */
    _Atomic uint32_t next_claim;
    _Atomic int helpers_left, active;
    int workers;            /* how many workers it was offered to */
    /* Then the pieces of the deflate block (rr_rows_pieces), for the threads still there. */
    void (*piece)(void *context, uint32_t piece);
    void *piece_context;
    uint32_t pieces;
    _Atomic int pieces_state;   /* 0 not yet, 1 offered, 2 none: the workers may leave */
    _Atomic uint32_t next_piece, pieces_left;
} rr_row_job;

/* Where the search of chunk c begins: 0 for the first, else 4 bytes into the chunk. */
size_t rr_segment_start(const rr_row_job *job, uint32_t c);

/* Readies the job (its fields above set) and offers it to at most `helpers` pooled workers;
   returns 1 when offered (pass it to rr_rows_end), 0 when the caller works alone. */
int rr_rows_begin(rr_row_job *job, int helpers);

/* Returns once chunk `c` is done, doing unclaimed chunks meanwhile (`rows`: two rows of
   scratch for the conversion). */
void rr_rows_wait(rr_row_job *job, uint32_t c, uint8_t *rows);

/* Offers `count` pieces (0: none) to the job's workers, writes unclaimed ones on this thread,
   and returns once every piece is written. Called at most once, before rr_rows_end. */
void rr_rows_pieces(rr_row_job *job, void (*piece)(void *context, uint32_t piece), void *context, uint32_t count);

/* Withdraws the job and waits until no worker touches it any more. */
void rr_rows_end(rr_row_job *job, int offered);

/* Joins chunk c's own search (done) to the search from the start of the stream, `out`,
   which stands at or past the chunk's start. Returns 0, -1 out of memory. */
int rr_rows_join(const rr_row_job *job, uint32_t c, rr_tokens *out);

/* Whether the next encode that may use the pool should (the faster way lately), and the
   time an encode took on the cores or alone for `bytes` of filtered stream. */
int rr_cores_pay(void);
void rr_cores_record(int cores, uint64_t nanoseconds, size_t bytes);
uint64_t rr_monotonic_nanoseconds(void);

/* ---- deflate_pieces.c ---- */

/* At most this many pieces of the block are written apart: one per thread of the pool. */
enum { RR_MAX_PIECES = 4 };

/* The tokens found when a chunk's search was joined: where the literals of match `matches`
   (the next one found) begin is known there without a pass over those before. */
typedef struct {
    size_t matches, before_match; /* count and literals_before_match at the join */
} rr_token_mark;

/* Cuts the tokens into at most `pieces` ranges at marks, about equal in writing work;
   returns how many. */
uint32_t rr_token_ranges(const rr_tokens *tokens, const rr_token_mark *marks, uint32_t mark_count, uint32_t pieces,
                         rr_token_range *ranges);

/* Writes the zlib stream (header, the deflate block: its header and the ranges in order, in the
   code of those lengths, the Adler-32 of the filtered image) at `stream`, which holds
   rr_deflate_bound + 6 bytes. The ranges after the first are written on the job's threads when
   `job` is not NULL (its pieces phase is then ended either way), into `*buffer` (grown as
   needed), and joined. Returns the stream's size; 0 when out of memory. */
size_t rr_write_zlib_stream(const rr_tokens *tokens, const rr_token_range *ranges, uint32_t count,
                            const uint8_t *litlen_lengths, const uint8_t *dist_lengths, rr_row_job *job,
                            uint8_t **buffer, size_t *capacity, uint32_t adler, uint8_t *stream);

#endif

