import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// The canvas blend modes that change what is behind even where a drawing's colour is clear,
/// each acting only inside the drawing's shape, as iOS composites them.
@MainActor
@Suite struct CanvasBlendModeGoldens {
    /// One cell per mode, left to right: normal (for reference), clear, copy, sourceIn,
    /// sourceOut, destinationIn, destinationAtop. In each, an opaque blue square is drawn
    /// first, then a red disc at 60% opacity in the mode, overlapping its lower right corner.
    /// The canvas sits on yellow, which shows wherever a mode cleared the canvas: outside the
    /// disc, every cell keeps its square and its clear corners.
    @Test func porterDuffModesActInsideTheDrawingsShape() {
        let modes: [(String, GraphicsContext.BlendMode)] = [
            ("normal", .normal), ("clear", .clear), ("copy", .copy), ("sourceIn", .sourceIn),
            ("sourceOut", .sourceOut), ("destIn", .destinationIn), ("destAtop", .destinationAtop),
        ]
        let canvas = Canvas { context, size in
            for (index, (name, mode)) in modes.enumerated() {
                let x = CGFloat(index) * 80
                context.fill(Path(CGRect(x: x + 8, y: 8, width: 44, height: 44)), with: .color(.blue))
                var blended = context
                blended.blendMode = mode
                blended.fill(Path(ellipseIn: CGRect(x: x + 28, y: 28, width: 44, height: 44)), with: .color(.red.opacity(0.6)))
                context.draw(Text(name).font(.caption), at: CGPoint(x: x + 40, y: 86), anchor: .center)
            }
        }
        .frame(width: 560, height: 100)
        .background(Color.yellow)
        assertGolden(of: canvas.padding(8).background(Color.white))
    }
}
