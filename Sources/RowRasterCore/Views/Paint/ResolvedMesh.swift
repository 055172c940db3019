import Foundation

/// A `MeshGradient` resolved against the environment and checked: its vertices (with their
/// control points) in unit coordinates and their colours, not yet placed in a rectangle.
package struct ResolvedMesh: Hashable, Sendable {
    var width: Int
    var height: Int
    /// Unit coordinates, row by row.
    var vertices: [MeshPaint.Vertex]
    var hasExplicitControls: Bool
    var smoothsColors: Bool
    var colorSpace: Gradient.ColorSpace
    var background: RGBAColor

    /// The mesh placed in `rect`, tessellated into the patches the raster stage draws.
    func paint(in rect: CGRect) -> MeshPaint {
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        let placed = vertices.map { $0.movingPoints(place) }
        let patches = MeshTessellation.patches(placed, width: width, height: height, smoothsColors: smoothsColors,
                                               colorSpace: colorSpace, background: background)
        return MeshPaint(width: width, height: height, vertices: placed, hasExplicitControls: hasExplicitControls,
                         smoothsColors: smoothsColors, isPerceptual: colorSpace.isPerceptual, background: background,
                         backgroundRect: rect, patches: patches)
    }

    func multipliedOpacity(_ factor: Double) -> ResolvedMesh {
        var copy = self
        copy.vertices = vertices.map { var v = $0; v.color = v.color.multipliedOpacity(factor); return v }
        copy.background = background.multipliedOpacity(factor)
        return copy
    }

    var isInvisible: Bool { background.opacity <= 0 && vertices.allSatisfy { $0.color.opacity <= 0 } }
}

/// Why a mesh gradient cannot be drawn.
struct MeshGradientProblem: Error {
    let reason: String
}

extension MeshGradient {
    /// The mesh checked and resolved: its counts must match `width × height` (at least 2×2)
    /// and every point must be a finite number.
    func resolvedMesh(in environment: EnvironmentValues, background: RGBAColor) -> Result<ResolvedMesh, MeshGradientProblem> {
        let name = "MeshGradient(width: \(width), height: \(height))"
        guard width >= 2, height >= 2 else {
            return .failure(MeshGradientProblem(reason: "\(name) needs at least 2 vertices on each side."))
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow else { return .failure(MeshGradientProblem(reason: "\(name) has too many vertices.")) }
        let resolvedColors: [RGBAColor]
        switch colors {
        case .colors(let list):
            for color in list { color.reportAssetIssue(in: environment) }
            resolvedColors = list.map { $0.resolved(in: environment) }
        case .resolvedColors(let list):
            resolvedColors = list.map(\.rgba)
        }
        guard resolvedColors.count == count else {
            return .failure(MeshGradientProblem(reason: "\(name) has \(resolvedColors.count) colors; it needs \(count)."))
        }
        func unit(_ point: SIMD2<Float>) -> CGPoint { CGPoint(x: CGFloat(point.x), y: CGFloat(point.y)) }
        let vertices: [MeshPaint.Vertex]
        let explicit: Bool
        switch locations {
        case .points(let points):
            guard points.count == count else {
                return .failure(MeshGradientProblem(reason: "\(name) has \(points.count) points; it needs \(count)."))
            }
            vertices = MeshTessellation.derivedControls(positions: points.map(unit), colors: resolvedColors,
                                                        width: width, height: height)
            explicit = false
        case .bezierPoints(let points):
            guard points.count == count else {
                return .failure(MeshGradientProblem(reason: "\(name) has \(points.count) points; it needs \(count)."))
            }
            vertices = zip(points, resolvedColors).map { point, color in
                MeshPaint.Vertex(position: unit(point.position), leading: unit(point.leadingControlPoint),
                                 top: unit(point.topControlPoint), trailing: unit(point.trailingControlPoint),
                                 bottom: unit(point.bottomControlPoint), color: color)
            }
            explicit = true
        }
        let finite = vertices.allSatisfy { v in
            [v.position, v.leading, v.top, v.trailing, v.bottom].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        }
        guard finite else {
            return .failure(MeshGradientProblem(reason: "\(name) has a point that is not a finite number."))
        }
        return .success(ResolvedMesh(width: width, height: height, vertices: vertices, hasExplicitControls: explicit,
                                     smoothsColors: smoothsColors, colorSpace: colorSpace, background: background))
    }
}
