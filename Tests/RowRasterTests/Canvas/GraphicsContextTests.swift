import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// GraphicsContext's state and drawing, read back from the display list a Canvas records.
@MainActor
@Suite struct GraphicsContextTests {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    func dump(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> String {
        try displayListDump(Canvas(renderer: renderer).frame(width: 40, height: 20))
    }

    /// The canvas's frame group and clip, around `body` (indented under them).
    func canvas(_ body: String) -> String {
        "group translate(0 0)\n  group clip(rect(0 0 40 20))\n" + body
    }

    /// A blend mode composites onto the canvas's own drawing, so a blending canvas is one layer.
    @Test func blendModeDrawsTheCanvasAsOneLayer() throws {
        let drawn = try dump { context, _ in
            context.blendMode = .multiply
            context.fill(square, with: .color(.red))
        }
        #expect(drawn == canvas("""
                group compositingGroup
                  group blend(multiply)
                    fill rect(0 0 10 10) #FF3B30
            """))
        #expect(GraphicsContext.BlendMode.xor.rawValue == 25)
        #expect(GraphicsContext.BlendMode(rawValue: 1) == .multiply)
    }

    /// An inner shadow as SwiftUI's documentation builds it: the inverted coverage's shadow,
    /// above the drawing, composited `sourceAtop` inside the filter's layer.
    @Test func invertedShadowAboveIsAnInnerShadow() throws {
        let drawn = try dump { context, _ in
            context.addFilter(.shadow(color: .black, radius: 2, x: 1, y: 1, blendMode: .sourceAtop,
                                      options: [.shadowAbove, .invertsAlpha]))
            context.fill(square, with: .color(.red))
        }
        #expect(drawn == canvas("""
                group compositingGroup
                  fill rect(0 0 10 10) #FF3B30
                  group blend(sourceAtop)
                    group translate(1 1)
                      group blur(2)
                        group compositingGroup
                          fill rect(-8 -8 56 36) #000000
                          group blend(destinationOut)
                            fill rect(0 0 10 10) #FF3B30
            """))
    }

    /// `shadowOnly` draws the coverage recoloured and blurred, and not the drawing itself.
    @Test func shadowOnlyDrawsNoContent() throws {
        let drawn = try dump { context, _ in
            context.addFilter(.shadow(color: .blue, radius: 3, options: .shadowOnly))
            context.fill(square, with: .color(.red))
        }
        #expect(drawn == canvas("""
                group blur(3)
                  group compositingGroup
                    group colorMatrix(0 0 0 0 0 | 0 0 0 0 0.48 | 0 0 0 0 1 | 0 0 0 1 0)
                      fill rect(0 0 10 10) #FF3B30
            """), "\(drawn)")
    }

    /// `disablesGroup` composites the shadow and the drawing one by one: the context's opacity
    /// fades each on its own (the shadow shows through the half-clear square), where a grouped
    /// shadow is faded together with its drawing.
    @Test func disablesGroupCompositesTheShadowAndTheDrawingSeparately() throws {
        func drawn(_ options: GraphicsContext.ShadowOptions) throws -> String {
            try dump { context, _ in
                context.opacity = 0.5
                context.addFilter(.shadow(color: .blue, radius: 3, options: options))
                context.fill(square, with: .color(.red))
            }
        }
        #expect(try drawn(.disablesGroup) == canvas("""
                group opacity(0.5)
                  group blur(3)
                    group compositingGroup
                      group colorMatrix(0 0 0 0 0 | 0 0 0 0 0.48 | 0 0 0 0 1 | 0 0 0 1 0)
                        fill rect(0 0 10 10) #FF3B30
                group opacity(0.5)
                  fill rect(0 0 10 10) #FF3B30
            """))
        #expect(try drawn([.disablesGroup, .shadowAbove]).hasSuffix("""
                group opacity(0.5)
                  group blur(3)
                    group compositingGroup
                      group colorMatrix(0 0 0 0 0 | 0 0 0 0 0.48 | 0 0 0 0 1 | 0 0 0 1 0)
                        fill rect(0 0 10 10) #FF3B30
            """))
        #expect(try drawn([.disablesGroup, .shadowOnly]) == drawn(.shadowOnly))
        // Grouped (the default), the plain shadow effect wraps the drawing in one opacity group.
        #expect(try drawn([]) == canvas("""
                group opacity(0.5)
                  group shadow(#007AFF r 3 x 0 y 0)
                    fill rect(0 0 10 10) #FF3B30
            """))
    }

    /// A dithered blur is drawn as the blur itself (the dither's noise is not reproduced).
    @Test func aDitheredBlurIsTheBlur() throws {
        func drawn(_ options: GraphicsContext.BlurOptions) throws -> String {
            try dump { context, _ in
                context.addFilter(.blur(radius: 2, options: options))
                context.fill(square, with: .color(.red))
            }
        }
        #expect(try drawn(.dithersResult) == drawn([]))
        #expect(try drawn([.dithersResult, .opaque]) == drawn(.opaque))
        #expect(try drawn(.opaque) != drawn([]))
    }

    /// A layer clip is a mask of the layer's drawing at the clip's opacity; the bounding rect
    /// of the clips is in the current user space.
    @Test func clipToLayerMasksByTheLayersCoverage() throws {
        var bound = CGRect.null
        let drawn = try dump { context, _ in
            context.clipToLayer(opacity: 0.5) { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            }
            context.translateBy(x: 2, y: 0)
            context.fill(square, with: .color(.red))
            bound = context.clipBoundingRect
        }
        #expect(drawn == canvas("""
                group mask[group opacity(0.5);   group compositingGroup;     fill ellipse(0 0 10 10) #000000]
                  group translate(2 0)
                    fill rect(0 0 10 10) #FF3B30
            """), "\(drawn)")
        #expect(bound == CGRect(x: -2, y: 0, width: 10, height: 10))
    }

    /// Without clips the bound is the canvas; an inverse clip cuts nothing from it.
    @Test func clipBoundingRectIsTheCanvasLessItsClips() throws {
        var bounds: [CGRect] = []
        _ = try dump { context, _ in
            bounds.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 5, y: 5, width: 10, height: 10)), options: .inverse)
            bounds.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 30, y: 10, width: 20, height: 20)))
            bounds.append(context.clipBoundingRect)
        }
        #expect(bounds == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 0, width: 40, height: 20),
                           CGRect(x: 30, y: 10, width: 10, height: 10)])
    }

    /// A projection filter is in user space: a translated context moves it with the drawing.
    @Test func projectionFilterFollowsTheTransform() throws {
        let drawn = try dump { context, _ in
            context.translateBy(x: 5, y: 0)
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))))
            context.fill(square, with: .color(.red))
        }
        #expect(drawn == canvas("""
                group transform(2 0 0 1 -5 0)
                  group translate(5 0)
                    fill rect(0 0 10 10) #FF3B30
            """), "\(drawn)")
    }

    /// A colour matrix filter is the raster stage's matrix, row by row.
    @Test func colorMatrixFilterKeepsItsRows() throws {
        var matrix = ColorMatrix()
        matrix.r1 = 0
        matrix.r3 = 1
        matrix.b1 = 1
        matrix.b3 = 0
        #expect(matrix.displayMatrix.rows == [[0, 0, 1, 0, 0], [0, 1, 0, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 1, 0]])
        matrix.a5 = .nan
        #expect(matrix.displayMatrix == .identity)
        #expect(ColorMatrix() == ColorMatrix())
    }

    /// A resolved text's shading fills its glyphs; a symbol's palette shading colours its layers.
    @Test func resolvedShadings() throws {
        var baselines: [CGFloat] = []
        let drawn = try dump { context, _ in
            var text = context.resolve(Text("Hi"))
            text.shading = .color(.blue)
            context.draw(text, at: .zero, anchor: .topLeading)
            baselines.append(text.lastBaseline(in: CGSize(width: 100, height: 100)))
            baselines.append(text.firstBaseline(in: CGSize(width: 100, height: 100)))
            var image = context.resolve(Image(systemName: "circle"))
            baselines.append(image.baseline)
            image.shading = .color(.green)
            context.draw(image, in: CGRect(x: 20, y: 0, width: 10, height: 10))
        }
        #expect(drawn.contains("text \"Hi\" Inter 17 w400 #000000 at (0 0) size (16.17 20.29) fill #007AFF"), "\(drawn)")
        #expect(drawn.contains("#34C759"), "\(drawn)")
        #expect(baselines[0] == baselines[1])
        #expect(baselines[2] > 0)
    }

    /// A resolved shading keeps the style as the environment had it.
    @Test func resolveFreezesTheForegroundStyle() throws {
        let drawn = try displayListDump(Canvas { context, _ in
            let shading = context.resolve(GraphicsContext.Shading.foreground)
            context.environment.foregroundStyle = nil
            context.fill(square, with: shading)
        }.frame(width: 40, height: 20).foregroundStyle(.red))
        #expect(drawn.contains("fill rect(0 0 10 10) #FF3B30"), "\(drawn)")
    }

    /// `linearColor` mixes in linear light: halfway from black to white is sRGB 0.735, not 0.5.
    @Test func linearColorGradientMixesInLinearLight() throws {
        var paints: [Paint] = []
        _ = try dump { context, _ in
            let shading = GraphicsContext.Shading.linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero,
                                                                 endPoint: CGPoint(x: 10, y: 0), options: .linearColor)
            paints.append(shading.paint(bounds: .zero, environment: context.environment))
        }
        let stops = try #require(paints.first?.stops)
        #expect(stops.count == 1 + Gradient.perceptualSteps)
        let middle = stops[Gradient.perceptualSteps / 2]
        #expect(middle.location == 0.5)
        #expect(abs(middle.color.red - 0.7354) < 0.001 && middle.color.red == middle.color.blue)
    }
}
