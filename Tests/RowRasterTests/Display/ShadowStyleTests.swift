import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Shape styles that cast shadows (`ShadowStyle`), read back from the display list.
@MainActor
@Suite struct ShadowStyleTests {
    /// A drop shadow is the `shadow` effect around what the style painted.
    @Test func dropShadowIsBeneathTheFill() throws {
        let view = Rectangle().fill(.red.shadow(.drop(color: .black, radius: 2, x: 1, y: 3))).frame(width: 10, height: 10)
        #expect(try displayListDump(view) == """
            group shadow(#000000 r 2 x 1 y 3)
              fill rect(0 0 10 10) #FF3B30
            """)
    }

    /// An inner shadow is the shadow of the outside of what was painted (its bounds grown by
    /// the blur's reach and the offset), above it and kept to it by source-atop.
    @Test func innerShadowIsTheOutsidesShadowAbove() throws {
        let view = Circle().fill(.blue.shadow(.inner(color: .black, radius: 2, x: 1, y: 1))).frame(width: 10, height: 10)
        #expect(try displayListDump(view) == """
            group compositingGroup
              fill ellipse(0 0 10 10) #007AFF
              group blend(sourceAtop)
                group translate(1 1)
                  group blur(2)
                    group compositingGroup
                      fill rect(-9 -9 28 28) #000000
                      group blend(destinationOut)
                        fill ellipse(0 0 10 10) #007AFF
            """)
    }

    /// Shadows chain (the first applied innermost); `.shadow` alone shadows the foreground
    /// style, and fading the style fades its shadow too.
    @Test func shadowsChainAndFade() throws {
        let view = Rectangle().fill(.shadow(.drop(color: .black, radius: 1)).shadow(.drop(color: .red, radius: 4)).opacity(0.5))
            .foregroundStyle(.green).frame(width: 4, height: 4)
        #expect(try displayListDump(view) == """
            group shadow(#FF3B3080 r 4 x 0 y 0)
              group shadow(#00000080 r 1 x 0 y 0)
                fill rect(0 0 4 4) #34C75980
            """)
    }

    /// Strokes, text and symbols cast the shadow of their style too.
    @Test func strokesTextAndSymbolsCastShadows() throws {
        let shadowed = Color.red.shadow(.drop(color: .black, radius: 1))
        let stroke = try displayListDump(Circle().stroke(shadowed, lineWidth: 2).frame(width: 10, height: 10))
        #expect(stroke.hasPrefix("group shadow(#000000 r 1 x 0 y 0)\n  stroke ellipse"), "\(stroke)")
        let text = try displayListDump(Text("Hi").foregroundStyle(shadowed))
        #expect(text.hasPrefix("group shadow(#000000 r 1 x 0 y 0)\n  text"), "\(text)")
        let symbol = try displayListDump(Image(systemName: "star.fill").foregroundStyle(shadowed))
        #expect(symbol.hasPrefix("group shadow(#000000 r 1 x 0 y 0)\n  fill"), "\(symbol)")
    }

    /// A canvas's style shading casts its shadow from what it fills.
    @Test func canvasStyleShadingCastsShadows() throws {
        let drawn = try displayListDump(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)),
                         with: .style(Color.red.shadow(.drop(color: .black, radius: 1, x: 2))))
        }.frame(width: 10, height: 10))
        #expect(drawn == """
            group translate(0 0)
              group clip(rect(0 0 10 10))
                group shadow(#000000 r 1 x 2 y 0)
                  fill rect(0 0 4 4) #FF3B30
            """)
    }

    /// A NaN or negative radius or offset casts an unblurred, unmoved shadow; it never traps.
    @Test func badNumbersDoNotTrap() throws {
        let view = Rectangle().fill(.red.shadow(.inner(radius: .nan, x: .infinity))).frame(width: 4, height: 4)
        let drawn = try displayListDump(view)
        #expect(drawn.contains("fill rect(-1 -1 6 6)"), "\(drawn)")
        #expect(ShadowStyle.drop(radius: 2) == .drop(radius: 2) && ShadowStyle.drop(radius: 2) != .inner(radius: 2))
    }
}
