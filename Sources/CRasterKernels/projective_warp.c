// The perspective warp of rotation3DEffect: Cairo's matrices are affine only, so a projected
// layer is resampled here. Inverse mapping means every destination pixel is computed exactly
// once (no holes, no overdraw); bilinear weights are 8-bit fixed point so the result is the
// same integer arithmetic on every machine.
#include "raster_kernels.h"

#include <math.h>
#include <string.h>

// The pixel at (x, y) or transparent outside the source.
static inline uint32_t pixel_at(const uint8_t *src, int width, int height, int stride, int x, int y) {
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    uint32_t value;
    memcpy(&value, src + (size_t)y * (size_t)stride + (size_t)x * 4, 4);
    return value;
}

void rr_warp_projective(const uint8_t *src, int src_width, int src_height, int src_stride, uint8_t *dst,
                        int dst_width, int dst_height, int dst_stride, const double inverse[9]) {
    for (int y = 0; y < dst_height; y++) {
        uint32_t *row = (uint32_t *)(dst + (size_t)y * (size_t)dst_stride);
        const double py = y + 0.5;
        for (int x = 0; x < dst_width; x++) {
            const double px = x + 0.5;
            const double w = inverse[6] * px + inverse[7] * py + inverse[8];
            if (!(w > 0)) { row[x] = 0; continue; }
            // Source coordinates relative to pixel centres.
            const double u = (inverse[0] * px + inverse[1] * py + inverse[2]) / w - 0.5;
            const double v = (inverse[3] * px + inverse[4] * py + inverse[5]) / w - 0.5;
            if (!(u > -1.0 && v > -1.0 && u < src_width && v < src_height)) { row[x] = 0; continue; }
            const double fu = floor(u), fv = floor(v);
            const int x0 = (int)fu, y0 = (int)fv;
            const uint32_t wx = (uint32_t)lrint((u - fu) * 256.0), wy = (uint32_t)lrint((v - fv) * 256.0);
            const uint32_t p00 = pixel_at(src, src_width, src_height, src_stride, x0, y0);
            const uint32_t p10 = pixel_at(src, src_width, src_height, src_stride, x0 + 1, y0);
            const uint32_t p01 = pixel_at(src, src_width, src_height, src_stride, x0, y0 + 1);
            const uint32_t p11 = pixel_at(src, src_width, src_height, src_stride, x0 + 1, y0 + 1);
            const uint32_t w00 = (256 - wx) * (256 - wy), w10 = wx * (256 - wy), w01 = (256 - wx) * wy, w11 = wx * wy;
            uint32_t out = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                const uint32_t sum = ((p00 >> shift) & 0xFF) * w00 + ((p10 >> shift) & 0xFF) * w10 +
                                     ((p01 >> shift) & 0xFF) * w01 + ((p11 >> shift) & 0xFF) * w11;
                // The weights sum to 65536: round to nearest. Premultiplied channels never
                // exceed alpha after a convex combination, so the result stays valid.
                out |= ((sum + 32768) >> 16) << shift;
            }
            row[x] = out;
        }
    }
}
