#include "png_codec.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    rr_png_buffer *buffer;
    int failed;
    char *error;
    size_t error_size;
} rr_write_state;

static void rr_set_error(rr_write_state *state, const char *message) {
    if (state->error && state->error_size > 0) {
        strncpy(state->error, message, state->error_size - 1);
        state->error[state->error_size - 1] = '\0';
    }
}

static void rr_error_fn(png_structp png, png_const_charp message) {
    rr_write_state *state = (rr_write_state *)png_get_error_ptr(png);
    rr_set_error(state, message);
    png_longjmp(png, 1);
}

static void rr_warning_fn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void rr_write_fn(png_structp png, png_bytep data, size_t length) {
    rr_write_state *state = (rr_write_state *)png_get_io_ptr(png);
    rr_png_buffer *buffer = state->buffer;
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) {
            png_error(png, "out of memory while writing PNG");
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, length);
    buffer->size += length;
}

static void rr_flush_fn(png_structp png) { (void)png; }

int rr_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        int zlib_level, int filter, rr_png_buffer *out,
                        char *error, size_t error_size) {
    rr_write_state state = {out, 0, error, error_size};
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    if (width == 0 || height == 0) {
        rr_set_error(&state, "image has no pixels");
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, rr_error_fn, rr_warning_fn);
    if (!png) {
        rr_set_error(&state, "png_create_write_struct failed");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        rr_set_error(&state, "png_create_info_struct failed");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        rr_png_buffer_free(out);
        return -1;
    }
    png_set_write_fn(png, &state, rr_write_fn, rr_flush_fn);
    png_set_compression_level(png, zlib_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(rgba + (size_t)y * stride));
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}

void rr_png_buffer_free(rr_png_buffer *buffer) {
    if (!buffer) return;
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}
