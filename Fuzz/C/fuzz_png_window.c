/* libFuzzer target for the PNG encoder's C core on straight RGBA input, built with
 * AddressSanitizer by `make fuzz` (C only: it builds in seconds, so it can run long).
 *
 * Straight RGBA rows are filtered into a search window of 2·line + 1024 bytes, with nothing of
 * the encoder's after it (premultiplied input has its two converted rows there). The search
 * copies literals with 16-byte loads, so a chunk whose last few bytes are literals, after a
 * match that ends just short of them, at the window's very end, is where a load could pass
 * the allocation: three rows of 253 pixels fill the window to 11 bytes of its end, and two
 * rows after a slide fill it for lines of about 740–760 bytes. The input steers the width
 * towards those (or takes any up to 2048), the height, a run of equal pixels that ends a
 * chosen number of bytes before the image's end, and the noise around it. */

#include "png_codec.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 7) return 0;
    const uint32_t steer = (uint32_t)data[1] | (uint32_t)data[2] << 8;
    uint32_t width;
    switch (data[0] % 3) {
    case 0: width = 248 + steer % 12; break; /* three rows fill the window */
    case 1: width = 180 + steer % 16; break; /* rows after a slide fill it */
    default: width = 1 + steer % 2048; break;
    }
    const uint32_t height = 1 + data[3] % 12;
    const size_t run = (size_t)data[4] * 4, tail = 1 + data[5] % 16;
    const size_t stride = (size_t)width * 4, bytes = stride * height;
    uint8_t *rgba = malloc(bytes);
    if (!rgba) return 0;
    uint32_t state = 2166136261u;
    for (size_t i = 0; i < bytes; i++) {
        state = (state ^ data[6 + i % (size - 6)]) * 16777619u;
        rgba[i] = (uint8_t)(state >> 11);
    }
    const size_t run_end = bytes > tail ? bytes - tail : 0;
    for (size_t i = run_end > run ? run_end - run : 0; i < run_end; i++) rgba[i] = data[6];
    char error[256];
    for (int simd = 0; simd <= 3; simd++) {
        rr_png_buffer out = {0};
        if (rr_png_encode_fast(rgba, width, height, stride, simd, 1, &out, error, sizeof error) != 0) abort();
        rr_png_buffer_free(&out);
    }
    free(rgba);
    return 0;
}
