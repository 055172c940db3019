#ifndef ROWRASTER_RASTER_KERNELS_H
#define ROWRASTER_RASTER_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Box passes over an image of `bytes_per_pixel`-byte pixels (1 for A8, 4 for ARGB32;
/// channels are independent, so premultiplied ARGB blurs correctly byte by byte).
///
/// `radii_y` passes run down the columns, then `radii_x` passes along the rows (as column
/// passes over the transposed image). Each pass is a running sum, so its cost does not depend
/// on the radius; three passes approximate a Gaussian. Beyond the edges pixels are zero, or
/// the edge pixels repeated when `clamp` is set. Returns 0, or -1 when scratch memory could
/// not be allocated (the image is then left as it was).
int rr_box_blur(uint8_t *data, int width, int height, int stride, int bytes_per_pixel,
                const int *radii_x, int count_x, const int *radii_y, int count_y, int clamp);



/// Cairo's premultiplied native-endian ARGB32 to straight RGBA8 (what PNG holds), rounding
/// to nearest when undoing the premultiplication: c' = (c·255 + a/2) / a.
/// SIMD levels of the kernels that take a `simd` argument. Every level gives the same bytes.
enum {
    RR_SIMD_NONE = 0,  ///< scalar code only
    RR_SIMD_SSE2 = 1,  ///< SSE2, the x86-64 baseline
    RR_SIMD_AVX2 = 2,  ///< AVX2, when the CPU has it (checked at run time)
    RR_SIMD_AVX512 = 3, ///< AVX-512 F and BW, when the CPU has them (checked at run time)
    RR_SIMD_BEST = 3,  ///< the highest level there is
};

/// The highest level at most `requested` that this CPU and build support.
int rr_simd_level(int requested);

/// Instructions outside the levels above, asked for by name.
enum {
    RR_CPU_PCLMUL = 1,      ///< PCLMULQDQ, carry-less multiplication on XMM registers
    RR_CPU_VPCLMULQDQ = 2,  ///< its AVX-512 form, on ZMM registers (with the AVX-512 level)
};

/// Whether this CPU has every instruction in `feature` (RR_CPU_… flags); 0 off x86.
int rr_cpu_has(int feature);

/// One row of premultiplied ARGB32 (`width` pixels) to straight RGBA8; `simd` is a level as
/// returned by rr_simd_level (0 forces the scalar path; all give the same bytes).
void rr_unpremultiply_row(const uint8_t *argb, size_t width, uint8_t *rgba, int simd);
void rr_argb32_to_rgba8(const uint8_t *source, int width, int height, int source_stride, uint8_t *rgba);

/// Straight RGBA8 to premultiplied native-endian ARGB32: c' = (c·a + 127) / 255.
void rr_rgba8_to_argb32(const uint8_t *rgba, int width, int height, uint8_t *destination, int destination_stride);

/// A run of pixels in one pixel row of a cached layer, [x0, x1): copied when every pixel in it
/// is opaque, blended otherwise. Pixels outside every span are transparent.
typedef struct {
    int32_t y;
    int32_t x0;
    int32_t x1;
    int32_t opaque;
} rr_span;

/// The spans of an ARGB32 image, row by row and left to right. Writes at most `capacity`
/// spans and returns how many there are (call again with a larger buffer if that is more).
/// Transparent gaps and opaque runs shorter than 16 pixels are folded into blend spans, which
/// keeps the count small without changing what compositing produces.
int rr_layer_spans(const uint8_t *data, int width, int height, int stride, rr_span *spans, int capacity);

/// Composites premultiplied ARGB32 `src` OVER `dst` along `spans`, with the source's pixel
/// (0, 0) at the destination's (dx, dy), inside the destination rectangle
/// [clip_x0, clip_x1) × [clip_y0, clip_y1). Gives the same bytes as pixman's OVER: only the
/// transparent pixels are never read.
void rr_composite_spans(const uint8_t *src, int src_stride, const rr_span *spans, int count, uint8_t *dst,
                        int dst_stride, int dx, int dy, int clip_x0, int clip_y0, int clip_x1, int clip_y1);

/// Sets every pixel `rr_composite_spans` would write with the same arguments to `pixel`, and
/// returns how many that is: how a reused frame gets its background back where layers were.
long rr_fill_spans(const rr_span *spans, int count, uint8_t *dst, int dst_stride, int dx, int dy, int clip_x0,
                   int clip_y0, int clip_x1, int clip_y1, uint32_t pixel);

/// Warps premultiplied ARGB32 `src` into `dst` through a projective (homography) mapping,
/// by inverse mapping: each destination pixel centre (x + 0.5, y + 0.5) is taken through the
/// row-major 3×3 matrix `inverse` (column vectors: [u v w]ᵀ = inverse · [x y 1]ᵀ) to the
/// source point (u / w, v / w), in source pixel units, which is sampled bilinearly between the
/// four nearest source pixel centres; pixels beyond the source are transparent, so edges fade
/// over one pixel as an antialiased edge does. Where w ≤ 0 the destination point lies behind the
/// viewer and is left transparent. Every destination pixel is written.
void rr_warp_projective(const uint8_t *src, int src_width, int src_height, int src_stride, uint8_t *dst,
                        int dst_width, int dst_height, int dst_stride, const double inverse[9]);

/// Gives the system back the free pages of every malloc heap (glibc's malloc_trim): the
/// heaps of threads that rasterized rows keep freed pixel buffers otherwise.
void rr_release_free_memory(void);

#endif
