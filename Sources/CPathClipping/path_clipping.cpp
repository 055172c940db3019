// The C interface of path_clipping.h over ClipperLib. Clipper throws on coordinates outside
// its range; every call that can throw is caught here, so no exception crosses into Swift.

#include "path_clipping.h"

#include <polyclipping/clipper.hpp>

#include <new>
#include <vector>

struct rr_clipping {
    ClipperLib::Paths subjects;
    ClipperLib::Paths openSubjects;
    ClipperLib::Paths clips;
    ClipperLib::ClipperOffset offset;
    ClipperLib::Paths results;
    std::vector<int> resultIsOpen;
    std::vector<std::vector<int64_t>> flattened;
};

static ClipperLib::Path toPath(const int64_t *xy, size_t count) {
    ClipperLib::Path path;
    path.reserve(count);
    for (size_t i = 0; i < count; i++) path.push_back(ClipperLib::IntPoint(xy[2 * i], xy[2 * i + 1]));
    return path;
}

static void setResults(rr_clipping *clipping, const ClipperLib::Paths &closed, const ClipperLib::Paths &open) {
    clipping->results = closed;
    clipping->resultIsOpen.assign(closed.size(), 0);
    for (const auto &path : open) {
        clipping->results.push_back(path);
        clipping->resultIsOpen.push_back(1);
    }
    clipping->flattened.clear();
    for (const auto &path : clipping->results) {
        std::vector<int64_t> xy;
        xy.reserve(path.size() * 2);
        for (const auto &point : path) {
            xy.push_back(point.X);
            xy.push_back(point.Y);
        }
        clipping->flattened.push_back(std::move(xy));
    }
}

extern "C" {

rr_clipping *rr_clipping_new(void) { return new (std::nothrow) rr_clipping(); }

void rr_clipping_free(rr_clipping *clipping) { delete clipping; }

void rr_clipping_add(rr_clipping *clipping, int clip, int closed, const int64_t *xy, size_t count) {
    if (!clipping || count == 0) return;
    ClipperLib::Path path = toPath(xy, count);
    if (clip) {
        clipping->clips.push_back(path);
    } else if (closed) {
        clipping->subjects.push_back(path);
    } else {
        clipping->openSubjects.push_back(path);
    }
}

int rr_clipping_execute(rr_clipping *clipping, rr_clip_operation operation, int even_odd) {
    if (!clipping) return -1;
    try {
        ClipperLib::Clipper clipper;
        clipper.AddPaths(clipping->subjects, ClipperLib::ptSubject, true);
        for (const auto &path : clipping->openSubjects) clipper.AddPath(path, ClipperLib::ptSubject, false);
        clipper.AddPaths(clipping->clips, ClipperLib::ptClip, true);
        ClipperLib::PolyFillType fill = even_odd ? ClipperLib::pftEvenOdd : ClipperLib::pftNonZero;
        ClipperLib::PolyTree tree;
        if (!clipper.Execute(static_cast<ClipperLib::ClipType>(operation), tree, fill, fill)) return -1;
        ClipperLib::Paths closed, open;
        ClipperLib::ClosedPathsFromPolyTree(tree, closed);
        ClipperLib::OpenPathsFromPolyTree(tree, open);
        setResults(clipping, closed, open);
        return 0;
    } catch (...) {
        return -1;
    }
}

void rr_clipping_add_stroke(rr_clipping *clipping, const int64_t *xy, size_t count, rr_join join, rr_end end) {
    if (!clipping || count == 0) return;
    clipping->offset.AddPath(toPath(xy, count), static_cast<ClipperLib::JoinType>(join),
                             static_cast<ClipperLib::EndType>(end));
}

int rr_clipping_stroke(rr_clipping *clipping, double delta, double miter_limit, double arc_tolerance) {
    if (!clipping) return -1;
    try {
        clipping->offset.MiterLimit = miter_limit;
        clipping->offset.ArcTolerance = arc_tolerance;
        ClipperLib::Paths solution;
        clipping->offset.Execute(solution, delta);
        setResults(clipping, solution, ClipperLib::Paths());
        return 0;
    } catch (...) {
        return -1;
    }
}

size_t rr_clipping_result_count(const rr_clipping *clipping) { return clipping ? clipping->results.size() : 0; }

size_t rr_clipping_result_length(const rr_clipping *clipping, size_t index) {
    return clipping && index < clipping->results.size() ? clipping->results[index].size() : 0;
}

int rr_clipping_result_is_open(const rr_clipping *clipping, size_t index) {
    return clipping && index < clipping->resultIsOpen.size() ? clipping->resultIsOpen[index] : 0;
}

const int64_t *rr_clipping_result_points(const rr_clipping *clipping, size_t index) {
    return clipping && index < clipping->flattened.size() ? clipping->flattened[index].data() : nullptr;
}

}
