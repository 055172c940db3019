#ifndef ROWRASTER_REFERENCE_ROW_H
#define ROWRASTER_REFERENCE_ROW_H

/// The "complex visual row" drawn by hand with Cairo and Pango, as the reference RowRaster's
/// benchmarks are measured against: a 48-point circle filled with a radial gradient and a
/// purple shadow (blur by three box passes, as RowRaster blurs), a semibold 17-point headline
/// and a capsule progress bar with a linear gradient, 390x72 points at scale 3.
typedef struct rr_reference_row rr_reference_row;

rr_reference_row *rr_reference_row_create(void);
/// Draws the row once into the context's surface (cleared first).
void rr_reference_row_render(rr_reference_row *row);
/// A pixel of the last render (premultiplied ARGB32), to keep the work observable.
unsigned int rr_reference_row_pixel(rr_reference_row *row, int x, int y);
void rr_reference_row_destroy(rr_reference_row *row);

#endif
