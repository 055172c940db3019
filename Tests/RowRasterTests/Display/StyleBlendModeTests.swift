import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `.blendMode(_:)` as a shape style, read back from the display list.
@MainActor
@Suite struct StyleBlendModeTests {
    /// What the style draws composites with the mode, as the view modifier's blend does;
    /// `.normal` adds nothing.
    @Test func blendedStyleGroupsWhatItDraws() throws {
        let view = Rectangle().fill(.blendMode(.multiply)).foregroundStyle(.red).frame(width: 4, height: 4)
        #expect(try displayListDump(view) == """
            group blend(multiply)
              fill rect(0 0 4 4) #FF3B30
            """)
        let normal = Rectangle().fill(.blendMode(.normal)).foregroundStyle(.red).frame(width: 4, height: 4)
        #expect(try displayListDump(normal) == """
            fill rect(0 0 4 4) #FF3B30
            """)
    }

    /// A shadow inside the blend is blended with what casts it.
    @Test func foregroundBlendAroundAShadow() throws {
        let view = Rectangle().fill(_BlendModeShapeStyle(style: ForegroundStyle().shadow(.drop(color: .black, radius: 1)), blendMode: .screen))
            .foregroundStyle(.blue).frame(width: 4, height: 4)
        #expect(try displayListDump(view) == """
            group blend(screen)
              group shadow(#000000 r 1 x 0 y 0)
                fill rect(0 0 4 4) #007AFF
            """)
    }

    /// In a canvas, a blended style shading makes the canvas one layer, as a blend mode set
    /// on the context does.
    @Test func canvasBlendedShadingIsOneLayer() throws {
        let drawn = try displayListDump(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .style(_BlendModeShapeStyle(style: Color.red, blendMode: .darken)))
        }.frame(width: 10, height: 10))
        #expect(drawn == """
            group translate(0 0)
              group clip(rect(0 0 10 10))
                group compositingGroup
                  group blend(darken)
                    fill rect(0 0 4 4) #FF3B30
            """)
    }
}
