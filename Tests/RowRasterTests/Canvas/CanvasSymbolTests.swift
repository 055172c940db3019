import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// A canvas's symbols: views laid out at the canvas's size, drawn only where the renderer
/// stamps them, read back from the display list.
@MainActor
@Suite struct CanvasSymbolTests {
    /// A 40×20 canvas whose renderer is `renderer`, with a 6×4 red symbol tagged "dot" and
    /// a flexible blue circle tagged 7.
    func dump(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> String {
        try displayListDump(Canvas(renderer: renderer) {
            Color.red.frame(width: 6, height: 4).tag("dot")
            Circle().fill(.blue).tag(7)
        }.frame(width: 40, height: 20))
    }

    /// The canvas's frame group and clip, around `body` (indented under them).
    func canvas(_ body: String) -> String {
        "group translate(0 0)\n  group clip(rect(0 0 40 20))\n" + body
    }

    /// Symbols are not drawn by themselves: a renderer that stamps none draws nothing.
    @Test func symbolsAloneDrawNothing() throws {
        #expect(try dump { _, _ in } == "")
    }

    /// A symbol drawn at a point is centred there (the default anchor) at the size it chose.
    @Test func symbolAtPointIsCentredAtItsSize() throws {
        var sizes: [CGSize] = []
        let drawn = try dump { context, _ in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            sizes.append(dot.size)
            context.draw(dot, at: CGPoint(x: 20, y: 10))
        }
        #expect(sizes == [CGSize(width: 6, height: 4)])
        #expect(drawn == canvas("""
                group translate(17 8)
                  fill rect(0 0 6 4) #FF3B30
            """))
    }

    /// A flexible symbol is offered the canvas's size (a circle fits its height); drawn in a
    /// rectangle it is stretched to fill it.
    @Test func symbolInRectIsStretchedToIt() throws {
        var sizes: [CGSize] = []
        let drawn = try dump { context, _ in
            guard let circle = context.resolveSymbol(id: 7) else { return }
            sizes.append(circle.size)
            context.draw(circle, in: CGRect(x: 4, y: 2, width: 10, height: 10))
        }
        #expect(sizes == [CGSize(width: 40, height: 20)])
        #expect(drawn == canvas("""
                group transform(0.25 0 0 0.5 4 2)
                  fill ellipse(10 0 20 20) #007AFF
            """))
    }

    /// An id no symbol is tagged with, or a tag of another type, resolves to nothing.
    @Test func unknownIDResolvesToNil() throws {
        var found: [Bool] = []
        _ = try dump { context, _ in
            found.append(context.resolveSymbol(id: "missing") != nil)
            found.append(context.resolveSymbol(id: "7") != nil)
            found.append(context.resolveSymbol(id: 7) != nil)
        }
        #expect(found == [false, false, true])
    }

    /// A symbol follows the context's transform and opacity, and is stamped as often as asked.
    @Test func symbolFollowsContextState() throws {
        let drawn = try dump { context, _ in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            context.draw(dot, at: .zero, anchor: .topLeading)
            context.opacity = 0.5
            context.translateBy(x: 10, y: 0)
            context.draw(dot, at: .zero, anchor: .topLeading)
        }
        #expect(drawn == canvas("""
                group translate(0 0)
                  fill rect(0 0 6 4) #FF3B30
                group opacity(0.5)
                  group translate(10 0)
                    group translate(0 0)
                      fill rect(0 0 6 4) #FF3B30
            """))
    }

    /// A symbol with an empty or non-finite size, or drawn in a non-finite rectangle, draws nothing.
    @Test func degenerateSymbolDrawsNothing() throws {
        let drawn = try displayListDump(Canvas { context, _ in
            if let empty = context.resolveSymbol(id: 0) { context.draw(empty, in: CGRect(x: 0, y: 0, width: 5, height: 5)) }
            if let dot = context.resolveSymbol(id: 1) {
                context.draw(dot, in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5))
                context.draw(dot, at: CGPoint(x: CGFloat.infinity, y: 0))
            }
        } symbols: {
            Color.red.frame(width: 0, height: 4).tag(0)
            Color.red.frame(width: 4, height: 4).tag(1)
        }.frame(width: 40, height: 20))
        #expect(drawn == "")
    }

    /// The canvas keeps the arguments it was made with.
    @Test func canvasKeepsItsArguments() {
        let canvas = Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true, renderer: { _, _ in }) {
            Color.red.tag(1)
        }
        #expect(canvas.isOpaque && canvas.rendersAsynchronously && canvas.colorMode == .linear)
        let plain = Canvas { _, _ in }
        #expect(!plain.isOpaque && !plain.rendersAsynchronously && plain.colorMode == .nonLinear)
    }
}
