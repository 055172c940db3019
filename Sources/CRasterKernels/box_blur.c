#include "raster_kernels.h"

#include <stdlib.h>
#include <string.h>

/* One box pass down every byte column: row y of dst is the mean of rows y-r ... y+r of src.
   The running sums of a whole row sit side by side, so every step is a few loops over
   contiguous memory that the compiler vectorizes. */
static void box_columns(const uint8_t *src, uint8_t *dst, int row_bytes, int rows, int radius,
                        uint32_t *sums, int clamp) {
    const uint32_t multiplier = (1u << 24) / (uint32_t)(2 * radius + 1);
    memset(sums, 0, sizeof(uint32_t) * (size_t)row_bytes);
    for (int y = -radius; y <= radius; y++) {
        const uint8_t *row;
        if (y >= 0 && y < rows) row = src + (size_t)y * row_bytes;
        else if (clamp) row = src + (size_t)(y < 0 ? 0 : rows - 1) * row_bytes;
        else continue;
        for (int i = 0; i < row_bytes; i++) sums[i] += row[i];
    }
    for (int y = 0; y < rows; y++) {
        uint8_t *out = dst + (size_t)y * row_bytes;
        for (int i = 0; i < row_bytes; i++) out[i] = (uint8_t)((sums[i] * multiplier + 0x800000u) >> 24);
        const int entering = y + radius + 1, leaving = y - radius;
        const uint8_t *in = entering < rows ? src + (size_t)entering * row_bytes
                          : (clamp ? src + (size_t)(rows - 1) * row_bytes : NULL);
        const uint8_t *outgoing = leaving >= 0 ? src + (size_t)leaving * row_bytes : (clamp ? src : NULL);
        if (in && outgoing) {
            for (int i = 0; i < row_bytes; i++) sums[i] += (uint32_t)in[i] - (uint32_t)outgoing[i];
        } else if (in) {
            for (int i = 0; i < row_bytes; i++) sums[i] += in[i];
        } else if (outgoing) {
            for (int i = 0; i < row_bytes; i++) sums[i] -= outgoing[i];
        }
    }
}

/* width x height pixels into height x width, in tiles that stay in cache. */
static void transpose(const uint8_t *src, uint8_t *dst, int width, int height, int bytes_per_pixel) {
    const int tile = 16;
    for (int y0 = 0; y0 < height; y0 += tile) {
        const int y1 = y0 + tile < height ? y0 + tile : height;
        for (int x0 = 0; x0 < width; x0 += tile) {
            const int x1 = x0 + tile < width ? x0 + tile : width;
            if (bytes_per_pixel == 4) {
                const uint32_t *s = (const uint32_t *)src;
                uint32_t *d = (uint32_t *)dst;
                for (int y = y0; y < y1; y++)
                    for (int x = x0; x < x1; x++) d[(size_t)x * height + y] = s[(size_t)y * width + x];
            } else {
                for (int y = y0; y < y1; y++)
                    for (int x = x0; x < x1; x++) dst[(size_t)x * height + y] = src[(size_t)y * width + x];
            }
        }
    }
}

int rr_box_blur(uint8_t *data, int width, int height, int stride, int bytes_per_pixel,
                const int *radii_x, int count_x, const int *radii_y, int count_y, int clamp) {
    if (width <= 0 || height <= 0 || (count_x <= 0 && count_y <= 0)) return 0;
    const size_t row_bytes = (size_t)width * bytes_per_pixel;
    const size_t bytes = row_bytes * (size_t)height;
    const size_t longest = (size_t)(width > height ? width : height) * bytes_per_pixel;
    uint8_t *a = malloc(bytes), *b = malloc(bytes);
    uint32_t *sums = malloc(sizeof(uint32_t) * longest);
    if (!a || !b || !sums) {
        free(a); free(b); free(sums);
        return -1;
    }
    for (int y = 0; y < height; y++) memcpy(a + (size_t)y * row_bytes, data + (size_t)y * stride, row_bytes);
    uint8_t *src = a, *dst = b, *swap;
    for (int i = 0; i < count_y; i++) {
        box_columns(src, dst, (int)row_bytes, height, radii_y[i], sums, clamp);
        swap = src; src = dst; dst = swap;
    }
    if (count_x > 0) {
        transpose(src, dst, width, height, bytes_per_pixel);
        swap = src; src = dst; dst = swap;
        for (int i = 0; i < count_x; i++) {
            box_columns(src, dst, height * bytes_per_pixel, width, radii_x[i], sums, clamp);
            swap = src; src = dst; dst = swap;
        }
        transpose(src, dst, height, width, bytes_per_pixel);
        swap = src; src = dst; dst = swap;
    }
    for (int y = 0; y < height; y++) memcpy(data + (size_t)y * stride, src + (size_t)y * row_bytes, row_bytes);
    free(a); free(b); free(sums);
    return 0;
}
