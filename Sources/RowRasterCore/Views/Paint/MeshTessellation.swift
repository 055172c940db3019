import Foundation

/// How a mesh gradient's grid becomes the patches Cairo draws.
///
/// Each cell of the grid is a bicubic Bézier patch: its four edges are the cubic curves
/// between its corner vertices (through their control points), its interior control points
/// those of the Coons patch on those edges (as PDF's shading type 6 and Cairo define them).
///
/// Colours: with `smoothsColors` the vertex colours are interpolated by cubic (Hermite)
/// curves whose slopes are the central differences of the neighbouring colours, row by row
/// and then column by column, so colour changes smoothly across cell boundaries (no Mach
/// bands); without it, bilinearly within each cell. Either is computed in the gradient's
/// colour space. Cairo only mixes corner colours bilinearly in sRGB, so a cell is cut into
/// up to `maximumSubdivisions`² sub-patches (the tensor patch split exactly, by de
/// Casteljau) whose corner colours are sampled from that interpolation; the total stays
/// within `maximumPatches` (or one patch per cell for larger grids). A bilinear mesh in the
/// device space (a 2×2 one is bilinear even when smooth) needs no cutting: Cairo's own mix is
/// exactly that.
package enum MeshTessellation {
    package static let maximumPatches = 1024
    package static let maximumSubdivisions = 8

    /// Control points for a grid given by positions alone, as SwiftUI derives them for
    /// `points:`. SwiftUI does not document its choice; this takes Catmull-Rom tangents (the
    /// central difference of the two neighbours along the row or column, one-sided at the
    /// border), each control point a third of it from the vertex. The edges are then smooth
    /// (C1) through every vertex, and an evenly spaced grid gives straight edges parametrised
    /// evenly, so an unmoved grid draws as plain bilinear cells; Jetpack Compose's mesh
    /// gradient, modelled on SwiftUI's, documents the same kind of inferred tangents.
    package static func derivedControls(positions: [CGPoint], colors: [RGBAColor], width: Int,
                                        height: Int) -> [MeshPaint.Vertex] {
        func at(_ column: Int, _ row: Int) -> CGPoint { positions[row * width + column] }
        func tangent(_ previous: CGPoint?, _ current: CGPoint, _ next: CGPoint?) -> CGPoint {
            switch (previous, next) {
            case let (p?, n?): return CGPoint(x: (n.x - p.x) / 2, y: (n.y - p.y) / 2)
            case let (nil, n?): return CGPoint(x: n.x - current.x, y: n.y - current.y)
            case let (p?, nil): return CGPoint(x: current.x - p.x, y: current.y - p.y)
            case (nil, nil): return .zero
            }
        }
        var vertices: [MeshPaint.Vertex] = []
        vertices.reserveCapacity(positions.count)
        for row in 0..<height {
            for column in 0..<width {
                let p = at(column, row)
                let across = tangent(column > 0 ? at(column - 1, row) : nil, p, column + 1 < width ? at(column + 1, row) : nil)
                let down = tangent(row > 0 ? at(column, row - 1) : nil, p, row + 1 < height ? at(column, row + 1) : nil)
                vertices.append(MeshPaint.Vertex(
                    position: p,
                    leading: CGPoint(x: p.x - across.x / 3, y: p.y - across.y / 3),
                    top: CGPoint(x: p.x - down.x / 3, y: p.y - down.y / 3),
                    trailing: CGPoint(x: p.x + across.x / 3, y: p.y + across.y / 3),
                    bottom: CGPoint(x: p.x + down.x / 3, y: p.y + down.y / 3),
                    color: colors[row * width + column]))
            }
        }
        return vertices
    }

    /// The patches of a `width × height` grid of `vertices` (absolute coordinates), colours
    /// mixed as described above and composited over `background`.
    package static func patches(_ vertices: [MeshPaint.Vertex], width: Int, height: Int, smoothsColors: Bool,
                                colorSpace: Gradient.ColorSpace, background: RGBAColor) -> [MeshPaint.Patch] {
        guard width >= 2, height >= 2, vertices.count == width * height else { return [] }
        let field = MeshColorField(vertices: vertices, width: width, height: height, smooth: smoothsColors,
                                   colorSpace: colorSpace)
        let cells = (width - 1) * (height - 1)
        // A single cell's cubic curves have the one-sided slopes of its ends, which makes them
        // straight lines: smooth or not, its colours mix bilinearly.
        let bilinear = !smoothsColors || cells == 1
        let cuts = !bilinear || colorSpace.isPerceptual
            ? max(1, min(maximumSubdivisions, Int(Double(maximumPatches / max(1, cells)).squareRoot())))
            : 1
        var patches: [MeshPaint.Patch] = []
        patches.reserveCapacity(cells * cuts * cuts)
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                let net = cellNet(vertices, column: column, row: row, width: width)
                for v in 0..<cuts {
                    let (v0, v1) = (Double(v) / Double(cuts), Double(v + 1) / Double(cuts))
                    for u in 0..<cuts {
                        let (u0, u1) = (Double(u) / Double(cuts), Double(u + 1) / Double(cuts))
                        let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)].map { corner in
                            field.color(column: Double(column) + corner.0, row: Double(row) + corner.1)
                                .composited(over: background)
                        }
                        patches.append(MeshPaint.Patch(net: subNet(net, u: (u0, u1), v: (v0, v1)), colors: corners))
                    }
                }
            }
        }
        return patches
    }

    /// The 4×4 control net of a cell, row by row from its top-leading vertex.
    private static func cellNet(_ vertices: [MeshPaint.Vertex], column: Int, row: Int, width: Int) -> [CGPoint] {
        let tl = vertices[row * width + column], tr = vertices[row * width + column + 1]
        let bl = vertices[(row + 1) * width + column], br = vertices[(row + 1) * width + column + 1]
        var p = [CGPoint](repeating: .zero, count: 16)
        (p[0], p[1], p[2], p[3]) = (tl.position, tl.trailing, tr.leading, tr.position)
        (p[12], p[13], p[14], p[15]) = (bl.position, bl.trailing, br.leading, br.position)
        (p[4], p[8]) = (tl.bottom, bl.top)
        (p[7], p[11]) = (tr.bottom, br.top)
        // The Coons patch's interior points: each is a fixed blend of the boundary points.
        func blend(_ terms: [(Int, CGFloat)]) -> CGPoint {
            let sum = terms.reduce(CGPoint.zero) { CGPoint(x: $0.x + p[$1.0].x * $1.1, y: $0.y + p[$1.0].y * $1.1) }
            return CGPoint(x: sum.x / 9, y: sum.y / 9)
        }
        p[5] = blend([(0, -4), (1, 6), (4, 6), (3, -2), (12, -2), (13, 3), (7, 3), (15, -1)])
        p[6] = blend([(3, -4), (2, 6), (7, 6), (0, -2), (15, -2), (14, 3), (4, 3), (12, -1)])
        p[9] = blend([(12, -4), (13, 6), (8, 6), (15, -2), (0, -2), (1, 3), (11, 3), (3, -1)])
        p[10] = blend([(15, -4), (14, 6), (11, 6), (12, -2), (3, -2), (2, 3), (8, 3), (0, -1)])
        return p
    }

    /// The part of the tensor patch `net` over parameters `u.0…u.1` × `v.0…v.1`, exactly.
    private static func subNet(_ net: [CGPoint], u: (Double, Double), v: (Double, Double)) -> [CGPoint] {
        if u == (0, 1), v == (0, 1) { return net }
        var across = [CGPoint](repeating: .zero, count: 16)
        for row in 0..<4 {
            let piece = segment(Array(net[(row * 4)..<(row * 4 + 4)]), from: u.0, to: u.1)
            for column in 0..<4 { across[row * 4 + column] = piece[column] }
        }
        var result = across
        for column in 0..<4 {
            let piece = segment([across[column], across[4 + column], across[8 + column], across[12 + column]],
                                from: v.0, to: v.1)
            for row in 0..<4 { result[row * 4 + column] = piece[row] }
        }
        return result
    }

    /// The control points of the cubic `points` restricted to `t0…t1`: its blossoms
    /// (t0,t0,t0), (t0,t0,t1), (t0,t1,t1), (t1,t1,t1).
    private static func segment(_ points: [CGPoint], from t0: Double, to t1: Double) -> [CGPoint] {
        func blossom(_ a: Double, _ b: Double, _ c: Double) -> CGPoint {
            var level = points
            for t in [a, b, c] {
                level = zip(level, level.dropFirst()).map { p, q in
                    CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                }
            }
            return level[0]
        }
        return [blossom(t0, t0, t0), blossom(t0, t0, t1), blossom(t0, t1, t1), blossom(t1, t1, t1)]
    }
}

/// The colour of a mesh at a point of its grid (column and row as real numbers: 1.5 is half
/// way between the second and third vertex), in the mesh's colour space.
struct MeshColorField {
    let width: Int
    let height: Int
    let smooth: Bool
    let colorSpace: Gradient.ColorSpace
    /// The vertex colours as coordinates of `colorSpace`, row by row.
    let values: [SIMD4<Double>]

    init(vertices: [MeshPaint.Vertex], width: Int, height: Int, smooth: Bool, colorSpace: Gradient.ColorSpace) {
        self.width = width
        self.height = height
        self.smooth = smooth
        self.colorSpace = colorSpace
        values = vertices.map { colorSpace.coordinates(of: $0.color) }
    }

    func color(column: Double, row: Double) -> RGBAColor {
        var mixed = smooth ? smoothValue(column: column, row: row) : bilinearValue(column: column, row: row)
        // Cubic curves overshoot between very different colours; opacity must stay in 0…1
        // (the colour components are clamped where they are drawn).
        mixed.w = min(1, max(0, mixed.w))
        return colorSpace.color(at: mixed)
    }

    /// The cell holding `position` along an axis of `count` vertices, and how far into it.
    private func cell(_ position: Double, count: Int) -> (index: Int, fraction: Double) {
        let index = min(count - 2, max(0, Int(position.rounded(.down))))
        return (index, min(1, max(0, position - Double(index))))
    }

    private func bilinearValue(column: Double, row: Double) -> SIMD4<Double> {
        let (i, f) = cell(column, count: width), (j, g) = cell(row, count: height)
        let top = values[j * width + i] * (1 - f) + values[j * width + i + 1] * f
        let bottom = values[(j + 1) * width + i] * (1 - f) + values[(j + 1) * width + i + 1] * f
        return top * (1 - g) + bottom * g
    }

    /// Each row's curve at `column`, then the curve through those values at `row`: only the
    /// rows that curve reads (the cell's two and their neighbours, for the slopes).
    private func smoothValue(column: Double, row: Double) -> SIMD4<Double> {
        let across = cell(column, count: width), down = cell(row, count: height)
        let rows = max(0, down.index - 1)...min(height - 1, down.index + 2)
        let alongRows = rows.map { r in Self.hermite(count: width, { values[r * width + $0] }, at: across) }
        return Self.hermite(count: height, { alongRows[$0 - rows.lowerBound] }, at: down)
    }

    /// The cubic Hermite curve through `count` samples in the cell `at`, each sample's slope
    /// the central difference of its neighbours (one-sided at the ends), as Catmull-Rom
    /// splines. It reads the samples from one before the cell to one after it.
    private static func hermite(count: Int, _ sample: (Int) -> SIMD4<Double>,
                                at position: (index: Int, fraction: Double)) -> SIMD4<Double> {
        func slope(_ k: Int) -> SIMD4<Double> {
            if k == 0 { return sample(1) - sample(0) }
            if k == count - 1 { return sample(k) - sample(k - 1) }
            return (sample(k + 1) - sample(k - 1)) * 0.5
        }
        let (k, t) = position
        let t2 = t * t, t3 = t2 * t
        return sample(k) * (2 * t3 - 3 * t2 + 1) + slope(k) * (t3 - 2 * t2 + t)
            + sample(k + 1) * (-2 * t3 + 3 * t2) + slope(k + 1) * (t3 - t2)
    }
}

extension RGBAColor {
    /// This colour drawn over `background` (straight alpha, source-over).
    func composited(over background: RGBAColor) -> RGBAColor {
        guard background.opacity > 0, opacity < 1 else { return self }
        let alpha = opacity + background.opacity * (1 - opacity)
        guard alpha > 0 else { return .clear }
        func mix(_ c: Double, _ b: Double) -> Double { (c * opacity + b * background.opacity * (1 - opacity)) / alpha }
        return RGBAColor(red: mix(red, background.red), green: mix(green, background.green),
                         blue: mix(blue, background.blue), opacity: alpha)
    }
}
