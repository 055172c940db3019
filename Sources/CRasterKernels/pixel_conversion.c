#include "raster_kernels.h"

#include <pthread.h>

/* unpremultiply[a][c]: the straight value of premultiplied channel c at alpha a. A table
   avoids three integer divisions per translucent pixel; 64 KB stays in cache. */
static uint8_t unpremultiply[256][256];
static pthread_once_t unpremultiply_once = PTHREAD_ONCE_INIT;

static void build_unpremultiply(void) {
    for (int a = 1; a < 256; a++)
        for (int c = 0; c < 256; c++) {
            int v = (c * 255 + a / 2) / a;
            unpremultiply[a][c] = (uint8_t)(v > 255 ? 255 : v);
        }
}

void rr_argb32_to_rgba8(const uint8_t *source, int width, int height, int source_stride, uint8_t *rgba) {
    pthread_once(&unpremultiply_once, build_unpremultiply);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(source + (size_t)y * source_stride);
        uint8_t *out = rgba + (size_t)y * width * 4;
        for (int x = 0; x < width; x++, out += 4) {
            const uint32_t p = row[x];
            const uint32_t a = p >> 24;
            if (a == 255) {
                out[0] = (uint8_t)(p >> 16); out[1] = (uint8_t)(p >> 8); out[2] = (uint8_t)p; out[3] = 255;
            } else if (a == 0) {
                out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0;
            } else {
                const uint8_t *table = unpremultiply[a];
                out[0] = table[(p >> 16) & 0xFF]; out[1] = table[(p >> 8) & 0xFF]; out[2] = table[p & 0xFF];
                out[3] = (uint8_t)a;
            }
        }
    }
}

void rr_rgba8_to_argb32(const uint8_t *rgba, int width, int height, uint8_t *destination, int destination_stride) {
    for (int y = 0; y < height; y++) {
        const uint8_t *in = rgba + (size_t)y * width * 4;
        uint32_t *row = (uint32_t *)(destination + (size_t)y * destination_stride);
        for (int x = 0; x < width; x++, in += 4) {
            const uint32_t a = in[3];
            uint32_t r = in[0], g = in[1], b = in[2];
            if (a != 255) { r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255; }
            row[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}
