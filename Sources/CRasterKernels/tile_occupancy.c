#include "raster_kernels.h"

#include <stddef.h>

void rr_tile_occupancy(const uint8_t *data, int width, int height, int stride, int tile, uint8_t *occupancy) {
    const int columns = (width + tile - 1) / tile, rows = (height + tile - 1) / tile;
    for (int i = 0; i < columns * rows; i++) occupancy[i] = 0;
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        uint8_t *marks = occupancy + (size_t)(y / tile) * columns;
        for (int column = 0; column < columns; column++) {
            if (marks[column]) continue;
            const int x0 = column * tile, x1 = x0 + tile < width ? x0 + tile : width;
            uint32_t any = 0;
            for (int x = x0; x < x1; x++) any |= row[x];
            marks[column] = any >> 24 ? 1 : 0;
        }
    }
}
