import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// iOS 18's mesh gradients, drawn: a 3×3 mesh with its centre moved, smooth beside bilinear
/// colours, and a mesh of Bézier points whose edges bulge.
@MainActor
@Suite struct MeshGradientGoldens {
    private static let points: [SIMD2<Float>] = [
        [0, 0], [0.5, 0], [1, 0],
        [0, 0.5], [0.8, 0.2], [1, 0.5],
        [0, 1], [0.5, 1], [1, 1],
    ]
    private static let colors: [Color] = [
        .red, .purple, .indigo,
        .orange, .white, .blue,
        .yellow, .green, .mint,
    ]

    /// The same moved-centre mesh with smooth colours, bilinear colours, and mixed perceptually.
    @Test func movedCentreSmoothAndBilinear() {
        let view = HStack(spacing: 8) {
            MeshGradient(width: 3, height: 3, points: Self.points, colors: Self.colors)
            MeshGradient(width: 3, height: 3, points: Self.points, colors: Self.colors, smoothsColors: false)
            MeshGradient(width: 3, height: 3, points: Self.points, colors: Self.colors, colorSpace: .perceptual)
        }
        .frame(height: 120)
        .padding(8)
        assertGolden(of: view, proposal: ProposedViewSize(width: 400, height: nil), scale: 2)
    }

    /// Bézier points: the top and bottom edges bulge out through the middle vertices, the
    /// shared middle edge bends (seen in how the colours flow), and the corner vertices, moved
    /// inwards, leave the black background showing. Filled into a rounded rectangle.
    @Test func bezierPointsOverABackground() {
        func point(_ x: Float, _ y: Float, bend: Float = 0) -> MeshGradient.BezierPoint {
            MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x - 0.2, y], topControlPoint: [x + bend, y - 0.2],
                                     trailingControlPoint: [x + 0.2, y], bottomControlPoint: [x - bend, y + 0.2])
        }
        let mesh = MeshGradient(
            width: 3, height: 2,
            bezierPoints: [point(0.1, 0.1), point(0.5, 0, bend: 0.25), point(0.9, 0.1),
                           point(0.1, 0.9), point(0.5, 1, bend: 0.25), point(0.9, 0.9)],
            colors: [.teal, .cyan, .blue, .pink, .orange, .yellow],
            background: .black)
        let view = RoundedRectangle(cornerRadius: 16).fill(mesh).frame(width: 200, height: 120).padding(8)
        assertGolden(of: view, scale: 2)
    }
}
