import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// GraphicsContext's layers, filters, layer clips and resolved text and symbols, drawn.
@MainActor
@Suite struct CanvasGoldens {
    /// Left to right: an inner shadow (inverted shadow above, source-atop) in a blue disc; a
    /// purple shadow alone, without its square; two discs multiplied in a layer; a striped
    /// square clipped to the coverage of "Aa"; red and blue swapped by a colour matrix; text
    /// filled with a gradient shading and a palette symbol (white check on green).
    @Test func layersFiltersAndResolvedText() {
        let canvas = Canvas { context, size in
            var inner = context
            inner.addFilter(.shadow(color: .black.opacity(0.8), radius: 4, x: 3, y: 3, blendMode: .sourceAtop,
                                    options: [.shadowAbove, .invertsAlpha]))
            inner.fill(Path(ellipseIn: CGRect(x: 8, y: 8, width: 60, height: 60)), with: .color(.blue))

            var alone = context
            alone.addFilter(.shadow(color: .purple, radius: 3, x: 4, y: 4, options: .shadowOnly))
            alone.fill(Path(CGRect(x: 80, y: 12, width: 44, height: 44)), with: .color(.red))

            context.drawLayer { layer in
                layer.blendMode = .multiply
                layer.fill(Path(ellipseIn: CGRect(x: 136, y: 8, width: 44, height: 44)), with: .color(.yellow))
                layer.fill(Path(ellipseIn: CGRect(x: 156, y: 24, width: 44, height: 44)), with: .color(.cyan))
            }

            var clipped = context
            clipped.clipToLayer { mask in
                mask.draw(Text("Aa").font(.system(size: 48, weight: .black)), at: CGPoint(x: 240, y: 38))
            }
            for index in 0..<8 {
                clipped.fill(Path(CGRect(x: 210 + CGFloat(index) * 8, y: 8, width: 4, height: 60)), with: .color(.orange))
            }

            var swapped = context
            var matrix = ColorMatrix()
            (matrix.r1, matrix.r3, matrix.b1, matrix.b3) = (0, 1, 1, 0)
            swapped.addFilter(.colorMatrix(matrix))
            swapped.fill(Path(roundedRect: CGRect(x: 284, y: 12, width: 44, height: 44), cornerRadius: 8), with: .color(.red))

            var text = context.resolve(Text("Resolved").font(.title2.bold()))
            text.shading = .linearGradient(Gradient(colors: [.pink, .indigo]), startPoint: CGPoint(x: 340, y: 0),
                                           endPoint: CGPoint(x: 440, y: 0))
            context.draw(text, at: CGPoint(x: 340, y: 8), anchor: .topLeading)
            var large = context
            large.environment.font = .largeTitle
            var symbol = large.resolve(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette))
            symbol.shading = .palette([.color(.white), .color(.green)])
            context.draw(symbol, at: CGPoint(x: 390, y: 58), anchor: .center)
        }
        .frame(width: 450, height: 80)
        assertGolden(of: canvas.padding(8))
    }

    /// Left to right: a repeating linear ramp (hard edges every 20 points), the same ramp
    /// mirrored (smooth bands), a repeating radial ramp in rings from the disc's centre, and
    /// symbols stamped by the renderer: three red dots and a stretched star.
    @Test func repeatingGradientsAndSymbols() {
        let ramp = Gradient(colors: [.yellow, .purple])
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 8, y: 8, width: 80, height: 60)),
                         with: .linearGradient(ramp, startPoint: CGPoint(x: 8, y: 0), endPoint: CGPoint(x: 28, y: 0), options: .repeat))
            context.fill(Path(CGRect(x: 96, y: 8, width: 80, height: 60)),
                         with: .linearGradient(ramp, startPoint: CGPoint(x: 96, y: 0), endPoint: CGPoint(x: 116, y: 0), options: .mirror))
            context.fill(Path(ellipseIn: CGRect(x: 184, y: 8, width: 60, height: 60)),
                         with: .radialGradient(ramp, center: CGPoint(x: 214, y: 38), startRadius: 0, endRadius: 8, options: .repeat))
            if let dot = context.resolveSymbol(id: "dot") {
                for index in 0..<3 { context.draw(dot, at: CGPoint(x: 264 + CGFloat(index) * 16, y: 38)) }
            }
            if let star = context.resolveSymbol(id: "star") {
                context.draw(star, in: CGRect(x: 316, y: 8, width: 80, height: 60))
            }
        } symbols: {
            Circle().fill(.red).frame(width: 12, height: 12).tag("dot")
            Image(systemName: "star.fill").foregroundStyle(.orange).tag("star")
        }
        assertGolden(of: canvas.frame(width: 404, height: 76))
    }
}
