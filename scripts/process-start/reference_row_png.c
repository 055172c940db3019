// The hand-written C reference row (Benchmarks/CReferenceRow) drawn once and written as a PNG
// the way RowRaster writes one (RGBA8 rows, the SUB filter, zlib level 1, an sRGB chunk), in a
// fresh process: the floor `rowraster gallery --only complex-visual-row` is measured against
// (scripts/process-start/measure.sh).
#include <cairo.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
// The reference row itself, compiled in so its surface can be read.
#include "../../Benchmarks/CReferenceRow/reference_row.c"

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s OUT.png\n", argv[0]); return 2; }
    rr_reference_row *row = rr_reference_row_create();
    rr_reference_row_render(row);
    cairo_surface_t *surface = row->surface;
    cairo_surface_flush(surface);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    FILE *file = fopen(argv[1], "wb");
    if (!file) { perror(argv[1]); return 1; }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { fprintf(stderr, "libpng failed\n"); return 1; }
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    png_set_compression_level(png, 1);
    png_write_info(png, info);
    unsigned char *line = malloc((size_t)width * 4);
    for (int y = 0; y < height; y++) {
        const unsigned int *pixels = (const unsigned int *)(data + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            unsigned int p = pixels[x], a = p >> 24;
            unsigned int r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
            if (a != 0 && a != 255) { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a; }
            line[x * 4] = (unsigned char)r; line[x * 4 + 1] = (unsigned char)g;
            line[x * 4 + 2] = (unsigned char)b; line[x * 4 + 3] = (unsigned char)a;
        }
        png_write_row(png, line);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    fclose(file);
    free(line);
    rr_reference_row_destroy(row);
    return 0;
}
