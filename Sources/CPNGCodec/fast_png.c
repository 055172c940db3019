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

/* Length, type, data and CRC of one chunk; returns the byte after it. A NULL `data` means
   the chunk's data is already in place after its type. */
static uint8_t *put_chunk(uint8_t *p, const char type[4], const uint8_t *data, size_t length) {
    p = put_u32(p, (uint32_t)length);
    memcpy(p, type, 4);
    if (data && length) memcpy(p + 4, data, length);
    uLong crc = crc32(0L, p, (uInt)(4 + length));
    return put_u32(p + 4 + length, (uint32_t)crc);
}

enum { IDAT_PIECE = 1 << 30 };

/* Per-thread scratch for the filtered image and its matches, kept between encodes: a fresh
   megabyte from malloc is fresh pages from the kernel, and faulting them in cost as much as
   the whole encode of a 1170×246 row. Buffers above RETAINED_BYTES are freed after use. */
typedef struct {
    uint8_t *filtered;
    size_t filtered_capacity;
    rr_tokens tokens; /* its match array is kept */
} rr_scratch;

enum { RETAINED_BYTES = 16 << 20 };

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void free_scratch(void *pointer) {
    rr_scratch *scratch = pointer;
    if (!scratch) return;
    free(scratch->filtered);
    free(scratch->tokens.matches);
    free(scratch);
}

static void make_scratch_key(void) { pthread_key_create(&scratch_key, free_scratch); }

/* This thread's scratch with room for `filtered_size` bytes; NULL when out of memory. */
static rr_scratch *scratch_for(size_t filtered_size) {
    pthread_once(&scratch_once, make_scratch_key);
    rr_scratch *scratch = pthread_getspecific(scratch_key);
    if (!scratch) {
        scratch = calloc(1, sizeof *scratch);
        if (!scratch || pthread_setspecific(scratch_key, scratch) != 0) {
            free(scratch);
            return NULL;
        }
    }
    if (scratch->filtered_capacity < filtered_size) {
        free(scratch->filtered);
        scratch->filtered = malloc(filtered_size);
        scratch->filtered_capacity = scratch->filtered ? filtered_size : 0;
    }
    return scratch->filtered ? scratch : NULL;
}

static void release_large_scratch(rr_scratch *scratch) {
    if (scratch->filtered_capacity + scratch->tokens.capacity * sizeof(rr_match) <= RETAINED_BYTES) return;
    free(scratch->filtered);
    free(scratch->tokens.matches);
    scratch->filtered = NULL;
    scratch->tokens.matches = NULL;
    scratch->filtered_capacity = scratch->tokens.capacity = 0;
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
    uint8_t *p = put_chunk(png + 8, "IHDR", header, 13);
    const uint8_t intent = 0; /* perceptual, as libpng's png_set_sRGB wrote for the old encoder */
    put_chunk(p, "sRGB", &intent, 1);
}

/* Writes the zlib stream of the filtered image (header, one deflate block, its Adler-32) at
   `stream`, which holds rr_deflate_bound + 6 bytes; returns its size. */
static size_t write_zlib_stream(const uint8_t *filtered, size_t size, const rr_tokens *tokens,
                                const uint8_t *litlen_lengths, const uint8_t *dist_lengths, uint32_t adler,
                                uint8_t *stream) {
    /* CMF 0x78: deflate with a 32 KB window; FLG 0x01: fastest level, no dictionary, and
       (0x78 << 8 | 0x01) is a multiple of 31 as the check bits require. */
    stream[0] = 0x78;
    stream[1] = 0x01;
    const size_t n = 2 + rr_deflate_block(filtered, size, tokens, litlen_lengths, dist_lengths, stream + 2);
    put_u32(stream + n, adler);
    return n + 4;
}

/* The PNG around a stream of more than one IDAT piece (over 1 GB): copied into its chunks. */
static uint8_t *frame_pieces(const uint8_t *prefix, const uint8_t *stream, size_t stream_size, size_t *png_size) {
    const size_t pieces = (stream_size + IDAT_PIECE - 1) / IDAT_PIECE;
    uint8_t *png = malloc(PNG_PREFIX - 8 + 12 * pieces + stream_size + 12);
    if (!png) return NULL;
    memcpy(png, prefix, PNG_PREFIX - 8);
    uint8_t *p = png + PNG_PREFIX - 8;
    for (size_t offset = 0; offset < stream_size; offset += IDAT_PIECE) {
        const size_t length = stream_size - offset < IDAT_PIECE ? stream_size - offset : IDAT_PIECE;
        p = put_chunk(p, "IDAT", stream + offset, length);
    }
    p = put_chunk(p, "IEND", NULL, 0);
    *png_size = (size_t)(p - png);
    return png;
}

static int fail(char *error, size_t error_size, const char *message) {
    set_error(error, error_size, message);
    return -1;
}

/* Both entry points: `pixels` are straight RGBA8 rows, or premultiplied ARGB32 rows that are
   converted one at a time into two row buffers after the filtered image (this row, the one
   above) just before they are filtered. */
static int encode(const uint8_t *pixels, int premultiplied, uint32_t width, uint32_t height, size_t stride,
                  int simd, rr_png_buffer *out, char *error, size_t error_size) {
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    if (width == 0 || height == 0) return fail(error, error_size, "image has no pixels");
    if (width > 0x7FFFFFFFu || height > 0x7FFFFFFFu || (uint64_t)width * 4 > stride ||
        (uint64_t)(height + 2) * ((uint64_t)width * 4 + 1) > (uint64_t)(SIZE_MAX / 4))
        return fail(error, error_size, "image too large for PNG");
    const size_t row_bytes = (size_t)width * 4, filtered_size = (size_t)height * (row_bytes + 1);
    rr_scratch *scratch = scratch_for(filtered_size + (premultiplied ? 2 * row_bytes : 0));
    if (!scratch) return fail(error, error_size, "out of memory while encoding PNG");
    uint8_t *filtered = scratch->filtered;
    uint8_t *rows[2] = {filtered + filtered_size, filtered + filtered_size + row_bytes};
    /* Each row is filtered, summed into the Adler-32 and searched for runs while it is in cache. */
    rr_tokens *tokens = &scratch->tokens;
    rr_tokenize_begin(tokens);
    uint32_t adler = 1;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * stride, *prior = y ? row - stride : NULL;
        if (premultiplied) {
            rr_unpremultiply_row(row, width, rows[y & 1], simd);
            row = rows[y & 1];
            prior = y ? rows[(y - 1) & 1] : NULL;
        }
        uint8_t *out = filtered + (size_t)y * (row_bytes + 1);
        rr_filter_row(row, prior, row_bytes, out, simd);
        adler = rr_adler32(adler, out, row_bytes + 1, simd);
        if (rr_tokenize_more(filtered, (size_t)(y + 1) * (row_bytes + 1), y + 1 == height, tokens, simd) != 0) {
            release_large_scratch(scratch);
            return fail(error, error_size, "out of memory while encoding PNG");
        }
    }
    uint8_t litlen_lengths[RR_LITLEN_SYMBOLS], dist_lengths[RR_DIST_SYMBOLS];
    rr_huffman_lengths(tokens->litlen_counts, RR_LITLEN_SYMBOLS, 15, litlen_lengths);
    rr_huffman_lengths(tokens->dist_counts, RR_DIST_SYMBOLS, 15, dist_lengths);

    /* The stream is written in place after the prefix when it fits one IDAT chunk. */
    const size_t bound = 6 + rr_deflate_bound(tokens, litlen_lengths, dist_lengths);
    const size_t capacity = PNG_PREFIX + bound + 4 + 12;
    uint8_t *png = malloc(capacity);
    if (!png) {
        release_large_scratch(scratch);
        return fail(error, error_size, "out of memory while encoding PNG");
    }
    write_prefix(png, width, height);
    const size_t stream_size =
        write_zlib_stream(filtered, filtered_size, tokens, litlen_lengths, dist_lengths, adler, png + PNG_PREFIX);
    release_large_scratch(scratch);
    if (stream_size <= IDAT_PIECE) {
        uint8_t *p = put_chunk(png + PNG_PREFIX - 8, "IDAT", NULL, stream_size);
        p = put_chunk(p, "IEND", NULL, 0);
        out->size = (size_t)(p - png);
    } else {
        uint8_t *framed = frame_pieces(png, png + PNG_PREFIX, stream_size, &out->size);
        free(png);
        if (!framed) return fail(error, error_size, "out of memory while encoding PNG");
        png = framed;
    }
    out->data = png;
    out->capacity = capacity;
    return 0;
}

int rr_png_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int simd,
                       rr_png_buffer *out, char *error, size_t error_size) {
    return encode(rgba, 0, width, height, stride, simd, out, error, error_size);
}

int rr_png_encode_fast_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride, int simd,
                              rr_png_buffer *out, char *error, size_t error_size) {
    return encode(argb, 1, width, height, stride, simd, out, error, error_size);
}

void rr_png_unpremultiply_rows(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride, uint8_t *rgba) {
    for (uint32_t y = 0; y < height; y++)
        rr_unpremultiply_row(argb + (size_t)y * stride, width, rgba + (size_t)y * width * 4, RR_HAVE_SSE2);
}

int rr_png_fast_has_simd(void) { return RR_HAVE_SSE2; }
