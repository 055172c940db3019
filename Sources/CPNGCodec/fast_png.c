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

/* Per-thread scratch, kept between encodes: this thread's search (its window, two converted
   rows, the tokens of a chunk) and, per chunk of the encode, its bits and its done flag. Fresh
   memory from malloc is fresh pages from the kernel, and faulting them in per encode cost as
   much as the encode. Buffers above RETAINED_BYTES in all are freed after use. */
typedef struct {
    rr_search_scratch search;
    rr_chunk_output *outputs;
    size_t output_count;
    uint8_t *done;          /* per chunk, the job's done flags */
    size_t done_capacity;
} rr_scratch;

enum { RETAINED_BYTES = 16 << 20 };

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void free_outputs(rr_scratch *scratch) {
    for (size_t k = 0; k < scratch->output_count; k++) free(scratch->outputs[k].bits);
    free(scratch->outputs);
    scratch->outputs = NULL;
    scratch->output_count = 0;
}

/* At least `count` chunk outputs (new ones empty); 0 when out of memory. */
static int reserve_outputs(rr_scratch *scratch, size_t count) {
    if (scratch->output_count >= count) return 1;
    rr_chunk_output *grown = realloc(scratch->outputs, count * sizeof(rr_chunk_output));
    if (!grown) return 0;
    memset(grown + scratch->output_count, 0, (count - scratch->output_count) * sizeof(rr_chunk_output));
    scratch->outputs = grown;
    scratch->output_count = count;
    return 1;
}

static void free_scratch(void *pointer) {
    rr_scratch *scratch = pointer;
    if (!scratch) return;
    free_outputs(scratch);
    rr_search_scratch_free(&scratch->search);
    free(scratch->done);
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
    const rr_tokens *tokens = &scratch->search.tokens;
    size_t bytes = scratch->search.window_capacity + tokens->capacity * sizeof(rr_match) + tokens->literal_capacity +
                   scratch->output_count * sizeof(rr_chunk_output) + scratch->done_capacity;
    for (size_t k = 0; k < scratch->output_count; k++) bytes += scratch->outputs[k].capacity;
    if (bytes <= RETAINED_BYTES) return;
    free_outputs(scratch);
    rr_search_scratch_free(&scratch->search);
    free(scratch->done);
    scratch->done = NULL;
    scratch->done_capacity = 0;
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

/* Rows are cut into chunks of about this many pixel bytes: small enough that the cores share
   the work evenly, large enough that each chunk's first bytes (literals: its search starts
   there) and its runs cut at its end cost little. The chunks are the same whatever the number
   of threads, so the bytes are too, and another size is another format. On two threads, three
   times each: the contact row (1170×192) took 87-93 µs with 96 KB, 93-94 µs with 64 KB and
   100-102 µs with 128 KB; the 1170×2532 screen 912-941, 947-1,026 and 869-902 µs. */
enum { CHUNK_BYTES = 96 << 10 };

/* The zlib stream (header, the deflate block: its header, then the chunks' bits in order, the
   last ending the block; the Adler-32 of the filtered image) at `stream`; returns its size. */
static size_t write_zlib_stream(const uint8_t *litlen_lengths, const uint8_t *dist_lengths,
                                const rr_chunk_output *outputs, uint32_t chunks, uint32_t adler, int simd,
                                uint8_t *stream) {
    /* CMF 0x78: deflate with a 32 KB window; FLG 0x01: fastest level, no dictionary, and
       (0x78 << 8 | 0x01) is a multiple of 31 as the check bits require. */
    stream[0] = 0x78;
    stream[1] = 0x01;
    uint64_t at = rr_deflate_header(litlen_lengths, dist_lengths, stream + 2);
    for (uint32_t c = 0; c < chunks; c++) {
        rr_splice_bits(stream + 2, at, outputs[c].bits, outputs[c].bit_count, simd);
        at += outputs[c].bit_count;
    }
    uint8_t *end = stream + 2 + (at + 7) / 8;
    for (int k = 0; k < 4; k++) end[k] = (uint8_t)(adler >> (24 - 8 * k)); /* big-endian */
    return (size_t)(end + 4 - stream);
}

/* Both entry points: the image's code from a sample of rows, the chunks searched and written
   (on this thread or on several), and the PNG around their bits. `threads` 1 is this thread
   alone; 0 every pooled worker; n up to n − 1 workers beside this thread. Images of one chunk
   are always encoded alone. */
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
    const size_t rows_per_chunk = (CHUNK_BYTES + image.row_bytes - 1) / image.row_bytes;
    const uint32_t chunks = (uint32_t)((height + rows_per_chunk - 1) / rows_per_chunk);
    if (!reserve_outputs(scratch, chunks) || !rr_reserve(&scratch->done, &scratch->done_capacity, chunks)) {
        release_large_scratch(scratch);
        return fail(error, error_size, "out of memory while encoding PNG");
    }
    /* `threads` 0 adapts (row_pipeline.c); n > 1 always takes the cores, so tests cover that path. */
    const int eligible = threads != 1 && chunks >= 2;
    const int on_cores = eligible && (threads > 1 || rr_cores_pay());
    const int helpers = threads > 1 ? (threads - 1 < RR_MAX_THREADS - 1 ? threads - 1 : RR_MAX_THREADS - 1)
                                    : RR_MAX_THREADS - 1;
    const uint64_t began = eligible && threads == 0 ? rr_monotonic_nanoseconds() : 0;
    rr_row_job job = {
        .image = image, .rows_per_chunk = (uint32_t)rows_per_chunk, .chunks = chunks, .outputs = scratch->outputs,
        .done = (_Atomic uint8_t *)(void *)scratch->done,
    };
    const int offered = rr_rows_begin(&job, on_cores ? helpers : 0);
    /* The workers start on the first chunks while this thread builds the code they write in. */
    uint8_t litlen_lengths[RR_LITLEN_SYMBOLS], dist_lengths[RR_DIST_SYMBOLS];
    rr_deflate_code code;
    int status = rr_sampled_code(&image, &scratch->search, litlen_lengths, dist_lengths);
    if (status == 0) rr_deflate_code_build(litlen_lengths, dist_lengths, &code);
    rr_rows_publish_code(&job, status == 0 ? &code : NULL);
    size_t stream_bound = PNG_PREFIX + 2 + 316 + 6 + 12 + 8; /* the block header: 316 lengths of 7 bits at most */
    uLong adler = 1;
    for (uint32_t c = 0; c < chunks; c++) {
        rr_rows_wait(&job, c, &scratch->search);
        const rr_chunk_output *output = &scratch->outputs[c];
        if (output->failed) status = -1; /* the others are still waited for: workers may hold them */
        stream_bound += (size_t)(output->bit_count + 7) / 8;
        uint32_t y0, y1;
        rr_chunk_rows(&job, c, &y0, &y1);
        adler = adler32_combine(adler, output->adler, (z_off_t)((size_t)(y1 - y0) * image.line));
    }
    rr_rows_end(&job, offered);
    if (began && status == 0) rr_cores_record(on_cores, rr_monotonic_nanoseconds() - began, (size_t)height * image.line);
    uint8_t *png = status == 0 ? malloc(stream_bound) : NULL;
    size_t stream_size = 0;
    if (png) {
        write_prefix(png, width, height);
        stream_size = write_zlib_stream(litlen_lengths, dist_lengths, scratch->outputs, chunks, (uint32_t)adler,
                                        image.simd, png + PNG_PREFIX);
    }
    release_large_scratch(scratch);
    if (!png) return fail(error, error_size, "out of memory while encoding PNG");
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
    out->capacity = stream_bound;
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
