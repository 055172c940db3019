#ifndef ROWRASTER_PATH_CLIPPING_H
#define ROWRASTER_PATH_CLIPPING_H

// Boolean operations and stroke outlines of polygons, through Debian's Clipper library
// (libpolyclipping). A C interface, so Swift reaches the C++ library without C++ interop.
// Points are integer coordinates (the Swift side scales points by a fixed factor).

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Polygons given and polygons computed. Opaque.
typedef struct rr_clipping rr_clipping;

typedef enum {
    RR_CLIP_INTERSECTION = 0,
    RR_CLIP_UNION = 1,
    RR_CLIP_DIFFERENCE = 2,
    RR_CLIP_XOR = 3,
} rr_clip_operation;

typedef enum { RR_JOIN_SQUARE = 0, RR_JOIN_ROUND = 1, RR_JOIN_MITER = 2 } rr_join;
typedef enum { RR_END_CLOSED_LINE = 1, RR_END_BUTT = 2, RR_END_SQUARE = 3, RR_END_ROUND = 4 } rr_end;

rr_clipping *rr_clipping_new(void);
void rr_clipping_free(rr_clipping *clipping);

/// Adds a path of `count` points (`xy` holds x0, y0, x1, y1, …) to the subject (`clip` 0) or
/// the clip (`clip` 1); an open one (`closed` 0) only as a subject.
void rr_clipping_add(rr_clipping *clipping, int clip, int closed, const int64_t *xy, size_t count);

/// Combines subject and clip; open subjects are cut by the clip's filled region. Returns 0 on
/// success, -1 when the library refused the input (a coordinate out of its range).
int rr_clipping_execute(rr_clipping *clipping, rr_clip_operation operation, int even_odd);

/// Adds a stroke outline of a path to the offsetter (`end` says how an open path ends; a closed
/// one is stroked on both sides with RR_END_CLOSED_LINE).
void rr_clipping_add_stroke(rr_clipping *clipping, const int64_t *xy, size_t count, rr_join join, rr_end end);

/// Outlines the paths added with rr_clipping_add_stroke at `delta` (half the line width) from
/// them. Returns 0 on success, -1 when the library refused the input.
int rr_clipping_stroke(rr_clipping *clipping, double delta, double miter_limit, double arc_tolerance);

/// The result of the last operation: paths, each open or closed.
size_t rr_clipping_result_count(const rr_clipping *clipping);
size_t rr_clipping_result_length(const rr_clipping *clipping, size_t index);
int rr_clipping_result_is_open(const rr_clipping *clipping, size_t index);
/// The result path's points, as x0, y0, x1, y1, …
const int64_t *rr_clipping_result_points(const rr_clipping *clipping, size_t index);

#ifdef __cplusplus
}
#endif

#endif
