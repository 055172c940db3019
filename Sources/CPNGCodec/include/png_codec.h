#ifndef ROWRASTER_PNG_CODEC_H
#define ROWRASTER_PNG_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// Bytes produced by the encoder; release with rr_png_buffer_free.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} rr_png_buffer;

/// Encodes straight-alpha RGBA8 rows as a canonical PNG: colour type RGBA, bit depth 8,
/// one fixed row filter, the given zlib level, an sRGB chunk and nothing else (no time or
/// text chunks), so equal pixels always give equal bytes.
/// Returns 0 on success; otherwise writes a message into `error` and returns -1.
int rr_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        int zlib_level, int filter, rr_png_buffer *out,
                        char *error, size_t error_size);

/// Encodes straight-alpha RGBA8 rows with RowRaster's own encoder (fast_png.c): per row SUB or
/// UP, run-length matches only, one Huffman code per image (from a sample of its rows), SSE2
/// where available, chunks of rows filtered, searched and written on several cores. Canonical: the same pixels give the same bytes on every machine,
/// whatever the SIMD level (`simd` 0 forces the scalar path, 1 allows SSE2, 2 also AVX2 and 3
/// also AVX-512 where the CPU has them: CRasterKernels' RR_SIMD_… levels) and whatever `threads` is (1: the calling thread alone; 0: as many as the encoder's worker pool
/// has, one per further core; n: at most n, counting the calling thread).
/// Returns 0 on success; otherwise writes a message into `error` and returns -1.
int rr_png_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int simd, int threads,
                       rr_png_buffer *out, char *error, size_t error_size);

/// rr_png_encode_fast for premultiplied ARGB32 rows as Cairo stores them (host-endian 32-bit
/// pixels): each row is made straight RGBA8 as it is filtered, with exactly the values of
/// CRasterKernels' conversion, so the bytes equal those of encoding the converted pixels.
int rr_png_encode_fast_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride, int simd,
                              int threads, rr_png_buffer *out, char *error, size_t error_size);

/// At most `workers` threads in the encoder's pool, besides the caller of each encode (the
/// host's thread budget, less one). Takes effect when called before the first encode that uses
/// the pool, which starts it; later calls change nothing.
void rr_png_limit_workers(int workers);

/// After each encode, the encoder's workers watch for the next one for `microseconds` (spinning
/// politely, yielding their cores) before they sleep; 0, the default, puts them to sleep at
/// once. Hosts that encode in runs (frames, previews, benchmarks) save the 16-24 µs of waking a
/// sleeping worker for each encode. Takes effect from the next time a worker goes idle.
void rr_png_set_worker_watch(uint32_t microseconds);

/// The highest SIMD level rr_png_encode_fast can use here: 0 none, 1 SSE2, 2 AVX2, 3 AVX-512.
int rr_png_fast_simd_level(void);

void rr_png_buffer_free(rr_png_buffer *buffer);

/// Filters accepted by rr_png_encode_rgba8 (libpng's PNG_FILTER_* bit values).
enum {
    RR_PNG_FILTER_NONE = 0x08,
    RR_PNG_FILTER_SUB = 0x10,
    RR_PNG_FILTER_UP = 0x20,
    RR_PNG_FILTER_PAETH = 0x80,
    /// Every filter, chosen per row by libpng's heuristic: its default.
    RR_PNG_FILTER_ALL = 0xF8,
};

#endif
