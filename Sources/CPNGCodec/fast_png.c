/* RowRaster's PNG encoder: the pieces of fast_png_internal.h in order, and the PNG framing.
 *
 * The file is canonical: signature, IHDR (RGBA, 8 bits, not interlaced), sRGB (perceptual),
 * the zlib stream in IDAT chunks of at most 2^30 bytes, IEND. Nothing depends on the time, the
 * machine or the SIMD path taken, so equal pixels give equal bytes. The chunk framing is
 * hand-written (four fixed chunks) rather than libpng's, which would copy the stream again and
 * cut it into 8 KB chunks; libpng still decodes everything, and the tests check it does. */

#include "png_codec.h"
#include "fast_png_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void set_error(char *error, size_t error_size, const char *message) {
    if (error && error_size > 0) snprintf(error, error_size, "%s", message);
}

static uint8_t *put_u32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
    return p + 4;
}

/* Length, type, data and CRC of one chunk (at a SIMD level); returns the byte after it. A NULL
   `data` means the chunk's data is already in place after its type. */
static uint8_t *put_chunk(uint8_t *p, const char type[4], const uint8_t *data, size_t length, int simd) {
    p = put_u32(p, (uint32_t)length);
    memcpy(p, type, 4);
    if (data && length) memcpy(p + 4, data, length);
    return put_u32(p + 4 + length, rr_crc32(0, p, 4 + length, simd));
}

enum { IDAT_PIECE = 1 << 30 };

/* Per-thread scratch, kept between encodes: a window of the filtered stream (a row and what
   the run search still needs before it), two converted rows, and the tokens' matches and
   literals. Fresh memory from malloc is fresh pages from the kernel, and faulting them in per
   encode cost as much as the encode. Buffers above RETAINED_BYTES are freed after use. */
typedef struct {
    uint8_t *window;
    size_t window_capacity;
    uint8_t *stream;        /* on several cores: the chunks' regions, then two rows */
    size_t stream_capacity;
    uint8_t *chunk_state;   /* on several cores: per chunk its Adler-32 and done flag */
    size_t chunk_state_capacity;
    uint8_t *pieces;        /* the deflate block's pieces after the first, written apart */
    size_t pieces_capacity;
    rr_segment *segments;   /* on several cores: per chunk its own search */
    size_t segment_count;
    rr_tokens tokens;
} rr_scratch;

enum { RETAINED_BYTES = 16 << 20 };

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void free_segments(rr_scratch *scratch) {
    for (size_t k = 0; k < scratch->segment_count; k++) {
        free(scratch->segments[k].tokens.matches);
        free(scratch->segments[k].tokens.literals);
        free(scratch->segments[k].log.steps);
    }
    free(scratch->segments);
    scratch->segments = NULL;
    scratch->segment_count = 0;
}

/* Bytes held by the segments' buffers. */
static size_t segment_bytes(const rr_scratch *scratch) {
    size_t bytes = scratch->segment_count * sizeof(rr_segment);
    for (size_t k = 0; k < scratch->segment_count; k++) {
        const rr_segment *segment = &scratch->segments[k];
        bytes += segment->tokens.capacity * sizeof(rr_match) + segment->tokens.literal_capacity +
                 segment->log.capacity * sizeof(rr_step);
    }
    return bytes;
}

/* At least `count` segments (new ones empty); 0 when out of memory. */
static int reserve_segments(rr_scratch *scratch, size_t count) {
    if (scratch->segment_count >= count) return 1;
    rr_segment *grown = realloc(scratch->segments, count * sizeof(rr_segment));
    if (!grown) return 0;
    memset(grown + scratch->segment_count, 0, (count - scratch->segment_count) * sizeof(rr_segment));
    scratch->segments = grown;
    scratch->segment_count = count;
    return 1;
}

static void free_scratch(void *pointer) {
    rr_scratch *scratch = pointer;
    if (!scratch) return;
    free_segments(scratch);
    free(scratch->window);
    free(scratch->stream);
    free(scratch->chunk_state);
    free(scratch->pieces);
    free(scratch->tokens.matches);
    free(scratch->tokens.literals);
    free(scratch);
}

static void make_scratch_key(void) { pthread_key_create(&scratch_key, free_scratch); }

/* This thread's scratch; NULL when out of memory. */
static rr_scratch *this_threads_scratch(void) {
    pthread_once(&scratch_once, make_scratch_key);
    rr_scratch *scratch = pthread_getspecific(scratch_key);
    if (!scratch) {
        scratch = calloc(1, sizeof *scratch);
        if (!scratch || pthread_setspecific(scratch_key, scratch) != 0) {
            free(scratch);
            return NULL;
        }
    }
    return scratch;
}

int rr_reserve(uint8_t **buffer, size_t *capacity, size_t size) {
    if (*capacity >= size) return 1;
    free(*buffer);
    *buffer = malloc(size);
    *capacity = *buffer ? size : 0;
    return *buffer != NULL;
}

static void release_large_scratch(rr_scratch *scratch) {
    rr_tokens *tokens = &scratch->tokens;
    if (scratch->window_capacity + scratch->stream_capacity + scratch->chunk_state_capacity + segment_bytes(scratch) +
            scratch->pieces_capacity + tokens->capacity * sizeof(rr_match) + tokens->literal_capacity <= RETAINED_BYTES)
        return;
    free_segments(scratch);
    free(scratch->window);
    free(scratch->stream);
    free(scratch->chunk_state);
    free(scratch->pieces);
    scratch->pieces = NULL;
    scratch->pieces_capacity = 0;
    free(tokens->matches);
    free(tokens->literals);
    scratch->window = scratch->stream = scratch->chunk_state = NULL;
    tokens->matches = NULL;
    tokens->literals = NULL;
    scratch->window_capacity = scratch->stream_capacity = scratch->chunk_state_capacity = 0;
    tokens->capacity = tokens->literal_capacity = 0;
}

/* Header bytes before the first IDAT's data: signature, IHDR, sRGB, IDAT length and type. */
enum { PNG_PREFIX = 8 + 25 + 13 + 8 };

static void write_prefix(uint8_t *png, uint32_t width, uint32_t height) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(png, signature, 8);
    uint8_t header[13];
    put_u32(header, width);
    put_u32(header + 4, height);
    header[8] = 8;  /* bit depth */
    header[9] = 6;  /* colour type: RGB with alpha */
    header[10] = 0; /* compression: deflate */
    header[11] = 0; /* filter method: adaptive, five types */
    header[12] = 0; /* not interlaced */
    uint8_t *p = put_chunk(png + 8, "IHDR", header, 13, 0);
    const uint8_t intent = 0; /* perceptual, as libpng's png_set_sRGB wrote for the old encoder */
    put_chunk(p, "sRGB", &intent, 1, 0);
}

/* The PNG around a stream of more than one IDAT piece (over 1 GB): copied into its chunks. */
static uint8_t *frame_pieces(const uint8_t *prefix, const uint8_t *stream, size_t stream_size, int simd,
                             size_t *png_size) {
    const size_t pieces = (stream_size + IDAT_PIECE - 1) / IDAT_PIECE;
    uint8_t *png = malloc(PNG_PREFIX - 8 + 12 * pieces + stream_size + 12);
    if (!png) return NULL;
    memcpy(png, prefix, PNG_PREFIX - 8);
    uint8_t *p = png + PNG_PREFIX - 8;
    for (size_t offset = 0; offset < stream_size; offset += IDAT_PIECE) {
        const size_t length = stream_size - offset < IDAT_PIECE ? stream_size - offset : IDAT_PIECE;
        p = put_chunk(p, "IDAT", stream + offset, length, simd);
    }
    p = put_chunk(p, "IEND", NULL, 0, 0);
    *png_size = (size_t)(p - png);
    return png;
}

static int fail(char *error, size_t error_size, const char *message) {
    set_error(error, error_size, message);
    return -1;
}

/* On this thread alone: each row (converted first when premultiplied, into two row buffers
   after the window: this row, the one above) is filtered into the window, summed into the
   Adler-32 and searched for runs while it is in cache; the window then slides, keeping only
   what the search has not passed (and the 4 bytes before it). Returns 0, -1 out of memory. */
static int tokenize_alone(const rr_image *image, rr_scratch *scratch, uint32_t *adler_out) {
    const size_t row_bytes = image->row_bytes, line = image->line;
    /* A search that has not passed the last RR_MAX_MATCH + 16 bytes (or not started: the
       first 16 + RR_MAX_MATCH) keeps under 1024 bytes behind; one more line must fit. */
    const size_t window_capacity = 2 * line + 1024;
    if (!rr_reserve(&scratch->window, &scratch->window_capacity,
                 window_capacity + (image->premultiplied ? 2 * row_bytes : 0)))
        return -1;
    uint8_t *window = scratch->window;
    uint8_t *const rows[2] = {window + window_capacity, window + window_capacity + row_bytes};
    size_t base = 0, used = 0; /* the window holds stream bytes base ..< base + used */
    rr_tokens *tokens = &scratch->tokens;
    uint32_t adler = 1;
    int filter = RR_FILTER_SUB;
    for (uint32_t y = 0; y < image->height; y++) {
        if (used + line > window_capacity) {
            const size_t keep_from = tokens->position >= base + 4 ? tokens->position - 4 - base : 0;
            memmove(window, window + keep_from, used - keep_from);
            base += keep_from;
            used -= keep_from;
        }
        filter = rr_filter_image_row(image, y, rows, window + used, filter, &adler);
        used += line;
        if (rr_tokenize_steps(window, base, base + used, (size_t)image->height * line, SIZE_MAX, tokens, NULL, image->simd) != 0)
            return -1;
    }
    *adler_out = adler;
    return rr_tokenize_finish(window, base, (size_t)image->height * line, tokens, image->simd);
}

/* Rows are cut into chunks of about this many pixel bytes: small enough that the cores share
   the work evenly, large enough that each chunk's extra rows (the one above it converted
   again, those after it filtered again) and the joining of its search cost little. With the
   block also written on the cores, 96 KB took 2-4 % less time than 64 KB on four goldens
   (1170 px wide, 192-601 rows), 32 KB 8 % more. */
enum { CHUNK_BYTES = 96 << 10 };

/* Images whose chunks' regions would exceed this are encoded on one thread, in a window,
   rather than double their memory. */
enum { LARGEST_WHOLE_STREAM = 64 << 20 };

/* On several cores (row_pipeline.c): chunks of rows are filtered, summed and searched by
   whichever thread claims them; this thread joins their searches in order, so the tokens are
   exactly those of tokenize_alone, and marks where each join left them. The job stays offered
   (`*offered`) for the pieces of the deflate block. Returns 0, -1 out of memory. */
static int tokenize_on_cores(const rr_image *image, uint32_t rows_per_chunk, int helpers, rr_scratch *scratch,
                             rr_row_job *job, int *offered, rr_token_mark **marks, uint32_t *adler_out) {
    const uint32_t chunks = (image->height + rows_per_chunk - 1) / rows_per_chunk;
    const uint32_t extra_rows = (uint32_t)((RR_MAX_MATCH + 16 + 4 + image->line - 1) / image->line);
    /* + 16: literals are copied 16 bytes at a time, reading past the last byte taken. */
    const size_t region_size = (size_t)(rows_per_chunk + extra_rows) * image->line + 16;
    *offered = 0;
    /* Per chunk: its mark, its Adler-32, its done flag. */
    if (!rr_reserve(&scratch->stream, &scratch->stream_capacity, chunks * region_size + 2 * image->row_bytes) ||
        !rr_reserve(&scratch->chunk_state, &scratch->chunk_state_capacity,
                 (size_t)chunks * (sizeof(rr_token_mark) + sizeof(uint32_t) + sizeof(_Atomic uint8_t))) ||
        !reserve_segments(scratch, chunks))
        return -1;
    *marks = (rr_token_mark *)(void *)scratch->chunk_state;
    uint8_t *state = scratch->chunk_state + (size_t)chunks * sizeof(rr_token_mark);
    *job = (rr_row_job){
        .image = *image, .regions = scratch->stream, .region_size = region_size,
        .rows_per_chunk = rows_per_chunk, .extra_rows = extra_rows, .chunks = chunks, .segments = scratch->segments,
        .chunk_adler = (uint32_t *)(void *)state,
        .done = (_Atomic uint8_t *)(void *)(state + (size_t)chunks * sizeof(uint32_t)),
    };
    uint8_t *rows = scratch->stream + chunks * region_size;
    *offered = rr_rows_begin(job, helpers);
    rr_tokens *tokens = &scratch->tokens;
    uLong adler = 1;
    int status = 0;
    for (uint32_t c = 0; c < chunks; c++) {
        rr_rows_wait(job, c, rows);
        const uint32_t rows_here = c + 1 == chunks ? image->height - c * rows_per_chunk : rows_per_chunk;
        adler = adler32_combine(adler, job->chunk_adler[c], (z_off_t)((size_t)rows_here * image->line));
        /* After a failure the remaining chunks are still waited for: workers may hold them. */
        if (status == 0 && (job->segments[c].failed || rr_rows_join(job, c, tokens) != 0)) status = -1;
        (*marks)[c] = (rr_token_mark){tokens->count, tokens->literals_before_match};
    }
    *adler_out = (uint32_t)adler;
    return status;
}

/* Both entry points: the tokens of the image (on this thread or on several), then one
   Huffman code, the deflate block (in pieces on the same threads) and the PNG around it.
   `threads` 1 is this thread alone; 0 every pooled worker; n up to n − 1 workers beside this
   thread. Small images and very large ones are always encoded alone. */
static int encode(const uint8_t *pixels, int premultiplied, uint32_t width, uint32_t height, size_t stride,
                  int simd, int threads, rr_png_buffer *out, char *error, size_t error_size) {
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    if (width == 0 || height == 0) return fail(error, error_size, "image has no pixels");
    if (width > 0x7FFFFFFFu || height > 0x7FFFFFFFu || (uint64_t)width * 4 > stride ||
        (uint64_t)height * ((uint64_t)width * 4 + 1) > (uint64_t)(SIZE_MAX / 4))
        return fail(error, error_size, "image too large for PNG");
    const rr_image image = {pixels, premultiplied, width, height, stride, (size_t)width * 4, (size_t)width * 4 + 1,
                            rr_simd_level(simd)};
    rr_scratch *scratch = this_threads_scratch();
    if (!scratch) return fail(error, error_size, "out of memory while encoding PNG");
    rr_tokens *tokens = &scratch->tokens;
    rr_tokenize_begin(tokens, 0);
    const size_t rows_per_chunk = (CHUNK_BYTES + image.row_bytes - 1) / image.row_bytes;
    /* `threads` 0 adapts (above); n > 1 always takes the cores, so tests cover that path. */
    const int eligible = threads != 1 && height >= 2 * rows_per_chunk &&
                         (uint64_t)height * image.line <= LARGEST_WHOLE_STREAM;
    const int on_cores = eligible && (threads > 1 || rr_cores_pay());
    const int helpers = threads > 1 ? (threads - 1 < RR_MAX_PIECES - 1 ? threads - 1 : RR_MAX_PIECES - 1) : 3;
    uint32_t adler = 1;
    const uint64_t began = eligible && threads == 0 ? rr_monotonic_nanoseconds() : 0;
    rr_row_job job;
    rr_token_mark *marks = NULL;
    int offered = 0;
    int status = on_cores ? tokenize_on_cores(&image, (uint32_t)rows_per_chunk, helpers, scratch, &job, &offered,
                                              &marks, &adler)
                          : tokenize_alone(&image, scratch, &adler);
    uint8_t *png = NULL;
    size_t capacity = 0, stream_size = 0;
    if (status == 0) {
        rr_tokens_count(tokens);
        uint8_t litlen_lengths[RR_LITLEN_SYMBOLS], dist_lengths[RR_DIST_SYMBOLS];
        rr_huffman_lengths(tokens->litlen_counts, RR_LITLEN_SYMBOLS, 15, litlen_lengths);
        rr_huffman_lengths(tokens->dist_counts, RR_DIST_SYMBOLS, 15, dist_lengths);
        /* One piece per thread (as many as asked for, so tests cut the block into up to four
           on any machine); where it is cut changes no byte. */
        rr_token_range ranges[RR_MAX_PIECES];
        const uint32_t count =
            on_cores ? rr_token_ranges(tokens, marks, job.chunks - 1,
                                       threads > 1 ? (uint32_t)helpers + 1 : (uint32_t)job.workers + 1, ranges)
                     : rr_token_ranges(tokens, NULL, 0, 1, ranges);
        /* The stream is written in place after the prefix when it fits one IDAT chunk. */
        capacity = PNG_PREFIX + 6 + rr_deflate_bound(tokens, litlen_lengths, dist_lengths) + 4 + 12;
        png = malloc(capacity);
        if (png) {
            write_prefix(png, width, height);
            stream_size = rr_write_zlib_stream(tokens, ranges, count, litlen_lengths, dist_lengths,
                                               on_cores ? &job : NULL, &scratch->pieces, &scratch->pieces_capacity,
                                               adler, png + PNG_PREFIX);
        }
        if (!stream_size) status = -1;
    }
    if (on_cores) rr_rows_end(&job, offered);
    if (began && status == 0) rr_cores_record(on_cores, rr_monotonic_nanoseconds() - began, (size_t)height * image.line);
    release_large_scratch(scratch);
    if (status != 0) {
        free(png);
        return fail(error, error_size, "out of memory while encoding PNG");
    }
    if (stream_size <= IDAT_PIECE) {
        uint8_t *p = put_chunk(png + PNG_PREFIX - 8, "IDAT", NULL, stream_size, image.simd);
        p = put_chunk(p, "IEND", NULL, 0, 0);
        out->size = (size_t)(p - png);
    } else {
        uint8_t *framed = frame_pieces(png, png + PNG_PREFIX, stream_size, image.simd, &out->size);
        free(png);
        if (!framed) return fail(error, error_size, "out of memory while encoding PNG");
        png = framed;
    }
    out->data = png;
    out->capacity = capacity;
    return 0;
}

int rr_png_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int simd, int threads,
                       rr_png_buffer *out, char *error, size_t error_size) {
    return encode(rgba, 0, width, height, stride, simd, threads, out, error, error_size);
}

int rr_png_encode_fast_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride, int simd,
                              int threads, rr_png_buffer *out, char *error, size_t error_size) {
    return encode(argb, 1, width, height, stride, simd, threads, out, error, error_size);
}

int rr_png_fast_simd_level(void) { return rr_simd_level(RR_SIMD_BEST); }
