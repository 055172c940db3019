#ifndef ROWRASTER_FAST_PNG_INTERNAL_H
#define ROWRASTER_FAST_PNG_INTERNAL_H

/* The pieces of RowRaster's own PNG encoder (fast_png.c puts them together):
   one per-image Huffman code from a sample of rows → the rows cut into chunks, each filtered,
   searched for runs and written in that code on whichever core takes it → the chunks' bits
   joined into one dynamic deflate block → zlib and PNG framing.

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
   (`guess` likewise). Returns the filter taken; `*clear` tells whether the row's pixels were
   all clear (its line is then the filter byte and zeros). */
int rr_filter_image_row(const rr_image *image, uint32_t y, uint8_t *const rows[2], uint8_t *out, int guess,
                        uint32_t *adler, int *clear);

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
    /* Stream bytes [zeros_from, zeros_to) are known to be zero (a clear row's), so a search
       through a run of zeros need not read them again; empty when equal. */
    size_t zeros_from, zeros_to;
    /* By rr_tokens_count: how often each symbol occurs. */
    uint64_t litlen_counts[RR_LITLEN_SYMBOLS];
    uint64_t dist_counts[RR_DIST_SYMBOLS];
} rr_tokens;

/* Empties the tokens (keeping the buffers); the search's place is set by whoever starts it
   (rr_search_rows). */
void rr_tokenize_begin(rr_tokens *tokens);

/* Goes on with the search, step by step, while the bytes a step needs are there: the stream
   is `total` bytes, of which `available` are known, and those from offset `base` on are in
   `window`. Called as rows are filtered, while they are in cache; the tokens are the same
   however the stream is cut. Returns 0, or -1 when out of memory. */
int rr_tokenize_steps(const uint8_t *window, size_t base, size_t available, size_t total, rr_tokens *tokens,
                      int simd);

/* After the last step: the bytes left at the end of the stream are literals. */
int rr_tokenize_finish(const uint8_t *window, size_t base, size_t total, rr_tokens *tokens, int simd);

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

/* The Huffman code of one image, ready for writing: the codes of the literals and lengths, and
   per distance (index 0: distance 1, 1: distance 4) and match length the whole match's bits
   (length code, extra bits, distance code: at most 35) and their count. */
typedef struct {
    uint16_t litlen_codes[RR_LITLEN_SYMBOLS];
    uint8_t litlen_lengths[RR_LITLEN_SYMBOLS], dist_lengths[RR_DIST_SYMBOLS];
    uint64_t match_bits[2][RR_MAX_MATCH + 1];
    uint8_t match_count[2][RR_MAX_MATCH + 1];
} rr_deflate_code;

/* Builds the code, with the matches' bits for every length the search takes (16-258). */
void rr_deflate_code_build(const uint8_t *litlen_lengths, const uint8_t *dist_lengths, rr_deflate_code *code);

/* Writes the block header (final block, dynamic codes, the code lengths) from bit 0 of `out`;
   returns its length in bits. */
uint64_t rr_deflate_header(const uint8_t *litlen_lengths, const uint8_t *dist_lengths, uint8_t *out);

/* Writes all the tokens (the matches with the literals before each, then the literals after
   the last) from bit 0 of `out`, and the end-of-block code after them when `last`; returns
   the bits written. The last byte's higher bits are zero; up to 8 bytes past it may be
   overwritten. */
uint64_t rr_deflate_tokens(const rr_tokens *tokens, const rr_deflate_code *code, int last, uint8_t *out);

/* An upper bound of the bytes rr_deflate_tokens writes for the tokens (its stores ahead too). */
size_t rr_deflate_tokens_bound(const rr_tokens *tokens);

/* Puts the `bits` bits of `piece` (from its bit 0) into `out` from bit `at` on, keeping the
   bits of out before `at`: the chunks of a block written apart, joined at bit level (at a
   SIMD level; every level gives the same bytes). */
void rr_splice_bits(uint8_t *out, uint64_t at, const uint8_t *piece, uint64_t bits, int simd);

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

/* ---- chunk_search.c ---- */

/* What one thread keeps between the chunks it searches: the window the rows are filtered into
   (and, after it, two converted rows) and the tokens. */
typedef struct {
    uint8_t *window;
    size_t window_capacity;
    rr_tokens tokens;
} rr_search_scratch;

/* Filters rows [y0, y1) (converted first when premultiplied) into the window, sums them into
   `*adler` (from 1; NULL: not summed) and searches them as a stream of their own, each row
   while it is in cache, appending their tokens to `scratch->tokens` (begun by the caller).
   Returns 0, -1 out of memory. */
int rr_search_rows(const rr_image *image, uint32_t y0, uint32_t y1, rr_search_scratch *scratch, uint32_t *adler);

void rr_search_scratch_free(rr_search_scratch *scratch);

/* ---- sampled_code.c ---- */

/* The image's Huffman code lengths, from the tokens of a sample of its rows (each searched on
   its own), every symbol the search can write given a code. Returns 0, -1 out of memory. */
int rr_sampled_code(const rr_image *image, rr_search_scratch *scratch, uint8_t *litlen_lengths, uint8_t *dist_lengths);

/* ---- row_pipeline.c ---- */

/* What a chunk leaves for the calling thread: its bits in the image's code, their count and
   the Adler-32 of its filtered lines. Kept between encodes (the buffer is reused). */
typedef struct {
    uint8_t *bits;
    size_t capacity;
    uint64_t bit_count;
    uint32_t adler;
    int failed; /* out of memory */
} rr_chunk_output;

/* One encode's rows cut into chunks that any thread converts, filters, sums, searches and
   writes in the image's code; `code` may be published after the job is offered (a thread
   that has searched a chunk waits for it before writing). */
typedef struct rr_row_job {
    rr_image image;
    uint32_t rows_per_chunk, chunks;
    rr_chunk_output *outputs; /* per chunk */
    const rr_deflate_code *code;
    _Atomic int code_state;   /* 0 not yet, 1 ready (release), 2 none: the encode failed */
    _Atomic uint8_t *done;    /* per chunk: 1 once written (release) */
    _Atomic uint32_t next_claim;
    _Atomic int helpers_left, active;
} rr_row_job;

/* The rows [*y0, *y1) of chunk c. */
static inline void rr_chunk_rows(const rr_row_job *job, uint32_t c, uint32_t *y0, uint32_t *y1) {
    *y0 = c * job->rows_per_chunk;
    *y1 = *y0 + job->rows_per_chunk < job->image.height ? *y0 + job->rows_per_chunk : job->image.height;
}

/* Readies the job (its fields above set) and offers it to at most `helpers` pooled workers;
   returns 1 when offered (pass it to rr_rows_end), 0 when the caller works alone. */
int rr_rows_begin(rr_row_job *job, int helpers);

/* Publishes the code (NULL: none, the chunks are dropped unwritten). */
void rr_rows_publish_code(rr_row_job *job, const rr_deflate_code *code);

/* Returns once chunk `c` is done, doing unclaimed chunks meanwhile with `scratch`. */
void rr_rows_wait(rr_row_job *job, uint32_t c, rr_search_scratch *scratch);

/* Withdraws the job and waits until no worker touches it any more. */
void rr_rows_end(rr_row_job *job, int offered);

/* Whether the next encode that may use the pool should (the faster way lately), and the
   time an encode took on the cores or alone for `bytes` of filtered stream. */
int rr_cores_pay(void);
void rr_cores_record(int cores, uint64_t nanoseconds, size_t bytes);
uint64_t rr_monotonic_nanoseconds(void);

/* At most this many threads share an encode: the caller and three pooled workers. */
enum { RR_MAX_THREADS = 4 };

#endif
