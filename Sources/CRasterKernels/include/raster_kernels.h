#ifndef ROWRASTER_RASTER_KERNELS_H
#define ROWRASTER_RASTER_KERNELS_H

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
void rr_argb32_to_rgba8(const uint8_t *source, int width, int height, int source_stride, uint8_t *rgba);

/// Straight RGBA8 to premultiplied native-endian ARGB32: c' = (c·a + 127) / 255.
void rr_rgba8_to_argb32(const uint8_t *rgba, int width, int height, uint8_t *destination, int destination_stride);
/// Marks each `tile`×`tile` block of an ARGB32 image: 0 when every pixel is transparent,
/// 1 otherwise. `occupancy` holds ceil(width/tile) × ceil(height/tile) bytes, row by row.
/// Compositing can then skip empty blocks, which are most of a cached row's pixels.
void rr_tile_occupancy(const uint8_t *data, int width, int height, int stride, int tile, uint8_t *occupancy);

/// Gives the system back the free pages of every malloc heap (glibc's malloc_trim): the
/// heaps of threads that rasterized rows keep freed pixel buffers otherwise.
void rr_release_free_memory(void);

#endif
