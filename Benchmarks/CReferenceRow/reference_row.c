#include "reference_row.h"

#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SCALE 3.0
#define WIDTH_PT 390.0
#define HEIGHT_PT 72.0

struct rr_reference_row {
    cairo_surface_t *surface;
    cairo_t *cr;
    PangoLayout *layout;
    uint8_t *scratch;
};

/* One box pass along rows of an A8 buffer, transparent beyond the edges. */
static void box_rows(const uint8_t *src, uint8_t *dst, int width, int height, int radius) {
    int window = 2 * radius + 1;
    uint32_t multiplier = (1u << 24) / (uint32_t)window;
    for (int y = 0; y < height; y++) {
        const uint8_t *row = src + (size_t)y * width;
        uint8_t *out = dst + (size_t)y * width;
        uint32_t sum = 0;
        for (int x = 0; x <= radius && x < width; x++) sum += row[x];
        for (int x = 0; x < width; x++) {
            out[x] = (uint8_t)((sum * multiplier + (1u << 23)) >> 24);
            int in = x + radius + 1, outIndex = x - radius;
            if (in < width) sum += row[in];
            if (outIndex >= 0) sum -= row[outIndex];
        }
    }
}

static void transpose(const uint8_t *src, uint8_t *dst, int width, int height) {
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) dst[(size_t)x * height + y] = src[(size_t)y * width + x];
}

/* Three box passes per axis approximating a Gaussian of sigma (pixels). */
static void blur_a8(uint8_t *data, int width, int height, int stride, double sigma, uint8_t *scratch) {
    double ideal = sqrt(12.0 * sigma * sigma / 3.0 + 1.0);
    int lower = (int)floor(ideal);
    if (lower % 2 == 0) lower--;
    if (lower < 1) lower = 1;
    double l = lower;
    int m = (int)round((12.0 * sigma * sigma - 3.0 * l * l - 12.0 * l - 9.0) / (-4.0 * l - 4.0));
    int radii[3];
    for (int i = 0; i < 3; i++) radii[i] = (i < m ? lower : lower + 2) / 2;
    size_t count = (size_t)width * height;
    uint8_t *a = scratch, *b = scratch + count;
    for (int y = 0; y < height; y++) memcpy(a + (size_t)y * width, data + (size_t)y * stride, width);
    for (int i = 0; i < 3; i++) { box_rows(a, b, width, height, radii[i]); uint8_t *t = a; a = b; b = t; }
    transpose(a, b, width, height);
    { uint8_t *t = a; a = b; b = t; }
    for (int i = 0; i < 3; i++) { box_rows(a, b, height, width, radii[i]); uint8_t *t = a; a = b; b = t; }
    transpose(a, b, height, width);
    for (int y = 0; y < height; y++) memcpy(data + (size_t)y * stride, b + (size_t)y * width, width);
}

static void capsule(cairo_t *cr, double x, double y, double w, double h) {
    double r = h / 2;
    cairo_new_path(cr);
    cairo_arc(cr, x + r, y + r, r, M_PI / 2, 3 * M_PI / 2);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, M_PI / 2);
    cairo_close_path(cr);
}

rr_reference_row *rr_reference_row_create(void) {
    rr_reference_row *row = calloc(1, sizeof *row);
    row->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)(WIDTH_PT * SCALE), (int)(HEIGHT_PT * SCALE));
    row->cr = cairo_create(row->surface);
    row->layout = pango_cairo_create_layout(row->cr);
    PangoFontDescription *font = pango_font_description_from_string("Inter Semi-Bold");
    pango_font_description_set_absolute_size(font, 17 * PANGO_SCALE);
    pango_layout_set_font_description(row->layout, font);
    pango_font_description_free(font);
    pango_layout_set_text(row->layout, "Rendering pipeline", -1);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(pango_layout_get_context(row->layout), options);
    cairo_font_options_destroy(options);
    pango_layout_context_changed(row->layout);
    row->scratch = malloc((size_t)2 * 400 * 400);
    return row;
}

void rr_reference_row_render(rr_reference_row *row) {
    cairo_t *cr = row->cr;
    cairo_save(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_save(cr);
    cairo_scale(cr, SCALE, SCALE);

    /* The circle's shadow: its coverage in an A8 mask, blurred, painted in purple at y + 4. */
    const double cx = 16 + 24, cy = 12 + 24, r = 24, sigma = 8 * SCALE;
    int reach = (int)ceil(3 * sigma);
    int side = (int)ceil(2 * r * SCALE) + 2 * reach;
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, side, side);
    cairo_t *mcr = cairo_create(mask);
    cairo_arc(mcr, side / 2.0, side / 2.0, r * SCALE, 0, 2 * M_PI);
    cairo_fill(mcr);
    cairo_destroy(mcr);
    cairo_surface_flush(mask);
    blur_a8(cairo_image_surface_get_data(mask), side, side, cairo_image_surface_get_stride(mask), sigma, row->scratch);
    cairo_surface_mark_dirty(mask);
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_rgba(cr, 0.686, 0.322, 0.871, 0.5);
    cairo_mask_surface(cr, mask, cx * SCALE - side / 2.0, (cy + 4) * SCALE - side / 2.0);
    cairo_restore(cr);
    cairo_surface_destroy(mask);

    /* The circle: a radial gradient from pink at the top-leading corner to purple. */
    cairo_pattern_t *radial = cairo_pattern_create_radial(16, 12, 4, 16, 12, 64);
    cairo_pattern_add_color_stop_rgb(radial, 0, 1.0, 0.176, 0.333);
    cairo_pattern_add_color_stop_rgb(radial, 1, 0.686, 0.322, 0.871);
    cairo_arc(cr, cx, cy, r, 0, 2 * M_PI);
    cairo_set_source(cr, radial);
    cairo_fill(cr);
    cairo_pattern_destroy(radial);

    /* The headline. */
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_move_to(cr, 80, 12);
    pango_cairo_show_layout(cr, row->layout);

    /* The progress bar: a grey capsule and a gradient capsule over 68 % of it. */
    double barX = 80, barY = 40.5, barW = 294, barH = 8;
    capsule(cr, barX, barY, barW, barH);
    cairo_set_source_rgb(cr, 0.9, 0.9, 0.9);
    cairo_fill(cr);
    cairo_pattern_t *linear = cairo_pattern_create_linear(barX, 0, barX + barW * 0.68, 0);
    cairo_pattern_add_color_stop_rgb(linear, 0, 0, 0.478, 1);
    cairo_pattern_add_color_stop_rgb(linear, 1, 0.686, 0.322, 0.871);
    capsule(cr, barX, barY, barW * 0.68, barH);
    cairo_set_source(cr, linear);
    cairo_fill(cr);
    cairo_pattern_destroy(linear);

    cairo_restore(cr);
    cairo_surface_flush(row->surface);
}

unsigned int rr_reference_row_pixel(rr_reference_row *row, int x, int y) {
    const uint8_t *data = cairo_image_surface_get_data(row->surface);
    return *(const uint32_t *)(data + (size_t)y * cairo_image_surface_get_stride(row->surface) + (size_t)x * 4);
}

void rr_reference_row_destroy(rr_reference_row *row) {
    g_object_unref(row->layout);
    cairo_destroy(row->cr);
    cairo_surface_destroy(row->surface);
    free(row->scratch);
    free(row);
}
