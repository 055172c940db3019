import Foundation

/// A two-dimensional gradient over a grid of coloured vertices, as iOS 18's `MeshGradient`.
///
/// `width × height` vertices, row by row from the top, are placed in unit coordinates of the
/// rectangle filled ((0, 0) its top-leading corner, (1, 1) its bottom-trailing one). Each
/// cell between four neighbouring vertices is a patch bounded by cubic Bézier curves: with
/// `points:` their control points are derived so the edges run smoothly through every vertex
/// (Catmull-Rom tangents; an evenly spaced grid gives straight edges); with `bezierPoints:`
/// they are the given ones (a vertex on the border ignores the control points pointing out
/// of the grid). Colours are mixed in `colorSpace`: smoothly across cells by cubic curves
/// (`smoothsColors`, the default) or bilinearly within each cell. `background` shows where
/// the patches leave the rectangle uncovered (a translucent patch is drawn over it).
///
/// As a view it fills the space offered, as `Color` and `LinearGradient` do. A mesh whose
/// point or colour count is not `width × height`, with fewer than 2 vertices on a side, or
/// with a point that is not a finite number draws its background alone and is listed in the
/// render's warnings.
nonisolated public struct MeshGradient: ShapeStyle, ResolvableShapeStyle, View, Equatable, Sendable {
    /// Where the vertices are: positions alone, or positions with their control points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The vertices' colours: colours that follow the appearance, or fixed resolved values.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// A vertex with the control points of the four curves leaving it, in unit coordinates.
    @frozen public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// What fills the rectangle where no patch covers it.
    public var background: Color
    /// Whether colours change smoothly across cells (cubic) rather than bilinearly in each.
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
                  colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors,
                  colorSpace: colorSpace)
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        background.reportAssetIssue(in: environment)
        let backdrop = background.resolved(in: environment)
        switch resolvedMesh(in: environment, background: backdrop) {
        case .success(let mesh): return .mesh(mesh)
        case .failure(let problem):
            environment.diagnostics?.warn(.invalidMeshGradient(reason: problem.reason))
            return .color(backdrop)
        }
    }

    @MainActor public var body: some View { Rectangle().fill(self) }
}
