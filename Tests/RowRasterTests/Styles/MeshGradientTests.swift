import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterDisplay

/// iOS 18's `MeshGradient`: its grid placed in the filled rectangle, its patches and colours,
/// and what it does with a grid it cannot draw.
@MainActor
@Suite struct MeshGradientTests {
    private let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1), white = Color(red: 1, green: 1, blue: 1)

    private var square: [SIMD2<Float>] { [[0, 0], [1, 0], [0, 1], [1, 1]] }

    private func grid3(center: SIMD2<Float> = [0.5, 0.5]) -> [SIMD2<Float>] {
        [[0, 0], [0.5, 0], [1, 0], [0, 0.5], center, [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    }

    /// The mesh paint `style` gives when it fills a `size` rectangle at the origin.
    private func meshPaint(_ style: some ShapeStyle, size: CGSize = CGSize(width: 100, height: 100),
                           environment: EnvironmentValues = EnvironmentValues()) throws -> MeshPaint {
        guard case .mesh(let mesh) = resolveShapeStyle(style, in: environment).paint(in: CGRect(origin: .zero, size: size)) else {
            throw MeshTestFailure.notAMesh
        }
        return mesh
    }

    private enum MeshTestFailure: Error { case notAMesh }

    /// Whether the points are the same to a billionth of a point (the arithmetic's noise).
    private func close(_ a: [CGPoint], _ b: [CGPoint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }

    private func warnings<V: View>(of view: V) throws -> [RenderWarning] {
        let renderer = ImageRenderer(content: view)
        _ = try renderer.bitmap()
        return renderer.warnings
    }

    @Test func aTwoByTwoMeshIsOnePatchOverTheFilledRectangle() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [red, green, blue, white], smoothsColors: false)
        let dump = try displayListDump(Rectangle().fill(mesh).frame(width: 100, height: 50))
        #expect(dump == "fill rect(0 0 100 50) mesh(2x2 bilinear in 0 0 100 50: 0,0 #FF0000, 100,0 #00FF00, "
                + "0,50 #0000FF, 100,50 #FFFFFF; 1 patch)")
        // The patch is the rectangle itself, its control points at the thirds.
        let patch = try #require(try meshPaint(mesh, size: CGSize(width: 90, height: 30)).patches.first)
        var thirds: [CGPoint] = []
        for row in 0..<4 {
            for column in 0..<4 { thirds.append(CGPoint(x: CGFloat(column * 30), y: CGFloat(row * 10))) }
        }
        #expect(close(patch.net, thirds))
        #expect(patch.colors == [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 1, blue: 0),
                                 RGBAColor(red: 1, green: 1, blue: 1), RGBAColor(red: 0, green: 0, blue: 1)])
    }

    @Test func asAViewItFillsTheProposedFrameAsAStyleItFillsTheShape() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [red, green, blue, white])
        #expect(try layoutDump(mesh, proposal: ProposedViewSize(width: 120, height: 80)).contains("(0 0 120 80)"))
        let asView = try displayListDump(mesh, proposal: ProposedViewSize(width: 120, height: 80))
        #expect(asView.hasPrefix("fill rect(0 0 120 80) mesh(2x2 smooth in 0 0 120 80: "))
        #expect(try displayListDump(Circle().fill(mesh).frame(width: 40, height: 40))
                .hasPrefix("fill ellipse(0 0 40 40) mesh(2x2 smooth in 0 0 40 40: "))
        #expect(try displayListDump(Color.clear.frame(width: 120, height: 80).background(mesh)).contains("mesh(2x2 smooth in 0 0 120 80"))
        #expect(mesh == MeshGradient(width: 2, height: 2, locations: .points(square), colors: .colors([red, green, blue, white])))
    }

    @Test func bezierPointsKeepTheirControlPointsAndTheDumpShowsThem() throws {
        let points = square.map { p in
            MeshGradient.BezierPoint(position: p, leadingControlPoint: p - [0.25, 0], topControlPoint: p - [0, 0.25],
                                     trailingControlPoint: p + [0.25, 0.125], bottomControlPoint: p + [0, 0.25])
        }
        let mesh = MeshGradient(width: 2, height: 2, bezierPoints: points, resolvedColors: [Color.Resolved(red: 1, green: 0, blue: 0), Color.Resolved(red: 0, green: 1, blue: 0), Color.Resolved(red: 0, green: 0, blue: 1), Color.Resolved(red: 1, green: 1, blue: 1)],
                                smoothsColors: false)
        let dump = try displayListDump(mesh, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(dump.contains("0,0 [-25,0 0,-25 25,12.5 0,25] #FF0000, 100,0 [75,0 100,-25 125,12.5 100,25] #00FF00"))
        // The top edge runs from the first vertex's trailing control to the second's leading one.
        let net = try #require(try meshPaint(mesh).patches.first).net
        #expect(Array(net[0..<4]) == [CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 12.5), CGPoint(x: 75, y: 0), CGPoint(x: 100, y: 0)])
        #expect([net[4], net[8]] == [CGPoint(x: 0, y: 25), CGPoint(x: 0, y: 75)])
    }

    @Test func derivedControlPointsAreSmoothThroughAMovedVertex() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: grid3(center: [0.75, 0.25]),
                                colors: Array(repeating: red, count: 9), smoothsColors: false)
        let vertices = try meshPaint(mesh).vertices
        let center = vertices[4]
        // Catmull-Rom: the tangent through the centre is half the difference of its neighbours.
        #expect(close([center.leading, center.top, center.trailing, center.bottom],
                      [CGPoint(x: 75 - 50.0 / 3, y: 25), CGPoint(x: 75, y: 25 - 50.0 / 3),
                       CGPoint(x: 75 + 50.0 / 3, y: 25), CGPoint(x: 75, y: 25 + 50.0 / 3)]))
        // A border vertex takes the one-sided difference towards its only neighbour.
        #expect(close([vertices[3].trailing], [CGPoint(x: 25, y: 50 - 25.0 / 3)]))
    }

    @Test func smoothColoursSubdivideEachCellWithinTheBound() throws {
        let colors = [red, green, blue, white, red, green, blue, white, red]
        let smooth = try meshPaint(MeshGradient(width: 3, height: 3, points: grid3(), colors: colors))
        let bilinear = try meshPaint(MeshGradient(width: 3, height: 3, points: grid3(), colors: colors, smoothsColors: false))
        #expect(smooth.patches.count == 4 * 64)
        #expect(bilinear.patches.count == 4)
        // Sub-patches split the cell exactly: on an even grid the first is its top-leading eighth.
        #expect(smooth.patches[0].net[15] == CGPoint(x: 6.25, y: 6.25))
        // Both pass through the vertex colours; between them the cubic curves differ.
        #expect(smooth.patches[63].colors[2] == RGBAColor(red: 1, green: 0, blue: 0))
        // The first cell's sub-patch in row 4, column 3: its bottom-trailing corner is (0.5, 0.625).
        let quarter = smooth.patches[4 * 8 + 3].colors[2]
        let bilinearQuarter = MeshColorField(vertices: bilinear.vertices, width: 3, height: 3, smooth: false,
                                             colorSpace: .device).color(column: 0.5, row: 0.625)
        #expect(quarter != bilinearQuarter)
        // A big grid keeps one patch a cell; the total is bounded otherwise.
        let big = Array(repeating: SIMD2<Float>(0.5, 0.5), count: 400)
        let large = try meshPaint(MeshGradient(width: 20, height: 20, points: big, colors: Array(repeating: red, count: 400)))
        #expect(large.patches.count == 361)
        let medium = try meshPaint(MeshGradient(width: 6, height: 6, points: Array(big[0..<36]), colors: Array(repeating: red, count: 36)))
        #expect(medium.patches.count == 25 * 36)
    }

    @Test func aTwoByTwoSmoothMeshMixesAsTheBilinearOne() throws {
        let vertices = [RGBAColor.black, .white, RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1)]
            .map { MeshPaint.Vertex(position: .zero, leading: .zero, top: .zero, trailing: .zero, bottom: .zero, color: $0) }
        let smooth = MeshColorField(vertices: vertices, width: 2, height: 2, smooth: true, colorSpace: .device)
        let bilinear = MeshColorField(vertices: vertices, width: 2, height: 2, smooth: false, colorSpace: .device)
        for (u, v) in [(0.25, 0.5), (0.5, 0.5), (0.8, 0.1)] {
            let (a, b) = (smooth.color(column: u, row: v), bilinear.color(column: u, row: v))
            #expect(abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9)
        }
        // So it is one patch, as the bilinear mesh is; a perceptual one is still cut.
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [red, green, blue, white])
        #expect(try meshPaint(mesh).patches.count == 1)
        var perceptual = mesh
        perceptual.colorSpace = .perceptual
        #expect(try meshPaint(perceptual).patches.count == 64)
    }

    @Test func textAndShapesTakeItAsTheirForegroundStyle() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [red, green, blue, white])
        let text = try displayListDump(Text("Now").foregroundStyle(mesh))
        #expect(text.contains("fill mesh(2x2 smooth in 0 0 "))
        let shape = try displayListDump(Capsule().frame(width: 30, height: 10).foregroundStyle(mesh))
        #expect(shape == "fill roundedRect(0 0 30 10 r 5) mesh(2x2 smooth in 0 0 30 10: 0,0 #FF0000, "
                + "30,0 #00FF00, 0,10 #0000FF, 30,10 #FFFFFF; 1 patch)")
    }

    @Test func perceptualMeshesMixInOklab() throws {
        let device = try meshPaint(MeshGradient(width: 2, height: 2, points: square, colors: [red, blue, red, blue],
                                                smoothsColors: false))
        let perceptual = try meshPaint(MeshGradient(width: 2, height: 2, points: square, colors: [red, blue, red, blue],
                                                    smoothsColors: false, colorSpace: .perceptual))
        #expect(device.patches.count == 1)
        #expect(perceptual.patches.count == 64)
        // Half way from red to blue: the perceptual mix is the Oklab one, lighter than sRGB's.
        let middle = perceptual.patches[3].colors[1]
        let expected = Gradient.ColorSpace.perceptual.mix(RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1), by: 0.5)
        #expect(abs(middle.red - expected.red) < 1e-9 && abs(middle.blue - expected.blue) < 1e-9)
        #expect(middle.red + middle.green + middle.blue > 1.0)
        #expect(try displayListDump(MeshGradient(width: 2, height: 2, points: square, colors: [red, blue, red, blue],
                                                 colorSpace: .perceptual).frame(width: 10, height: 10))
                .contains("mesh(2x2 smooth perceptual in"))
    }

    @Test func coloursFollowTheAppearanceAndOpacity() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [.red, .blue, .green, Color(.systemBackground)])
        let view = mesh.frame(width: 20, height: 20)
        let light = try displayListDump(view)
        let dark = try displayListDump(view.environment(\.colorScheme, .dark))
        #expect(light.contains("0,0 #FF3B30") && light.contains("20,20 #FFFFFF"))
        #expect(dark.contains("0,0 #FF453A") && dark.contains("20,20 #000000"))
        let faded = try displayListDump(Rectangle().fill(mesh.opacity(0.5)).frame(width: 20, height: 20))
        #expect(faded.contains("0,0 #FF3B3080"))
    }

    @Test func theBackgroundFillsWhatThePatchesLeaveAndTranslucentColoursLieOverIt() throws {
        let left: [SIMD2<Float>] = [[0, 0], [0.5, 0], [0, 1], [0.5, 1]]
        let mesh = MeshGradient(width: 2, height: 2, points: left, colors: [red, red.opacity(0.5), red, red],
                                background: .black, smoothsColors: false)
        let paint = try meshPaint(mesh)
        #expect(paint.background == .black && paint.backgroundRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        // Half-opaque red over black: opaque dark red at that corner.
        let corner = paint.patches[0].colors[1]
        #expect(corner.opacity == 1 && abs(corner.red - 0.5) < 1e-9)
        #expect(try displayListDump(mesh.frame(width: 100, height: 100)).contains("mesh(2x2 bilinear bg #000000 in 0 0 100 100"))
    }

    @Test func aGridThatCannotBeDrawnDrawsItsBackgroundWithAWarning() throws {
        let cases: [(MeshGradient, String)] = [
            (MeshGradient(width: 3, height: 3, points: square, colors: Array(repeating: red, count: 9), background: .black),
             "MeshGradient(width: 3, height: 3) has 4 points; it needs 9."),
            (MeshGradient(width: 2, height: 2, points: square, colors: [red, green], background: .black),
             "MeshGradient(width: 2, height: 2) has 2 colors; it needs 4."),
            (MeshGradient(width: 1, height: 4, points: square, colors: [red, green, blue, white], background: .black),
             "MeshGradient(width: 1, height: 4) needs at least 2 vertices on each side."),
            (MeshGradient(width: -2, height: -2, points: square, colors: [red, green, blue, white], background: .black),
             "MeshGradient(width: -2, height: -2) needs at least 2 vertices on each side."),
            (MeshGradient(width: 2, height: 2, points: [[0, 0], [.nan, 0], [0, 1], [1, .infinity]],
                          colors: [red, green, blue, white], background: .black),
             "MeshGradient(width: 2, height: 2) has a point that is not a finite number."),
        ]
        for (mesh, reason) in cases {
            #expect(try displayListDump(mesh.frame(width: 30, height: 20)) == "fill rect(0 0 30 20) #000000")
            #expect(try warnings(of: mesh.frame(width: 30, height: 20)) == [.invalidMeshGradient(reason: reason)])
        }
        // With the default clear background nothing is drawn at all.
        let bare = MeshGradient(width: 3, height: 2, points: square, colors: Array(repeating: red, count: 6))
        #expect(try displayListDump(bare.frame(width: 30, height: 20)) == "")
        let strict = ImageRenderer(content: bare.frame(width: 30, height: 20))
        strict.treatsWarningsAsErrors = true
        #expect(throws: RenderError.meshGradientNotDrawable(reason: "MeshGradient(width: 3, height: 2) has 4 points; it needs 6.")) {
            try strict.bitmap()
        }
    }

    @Test func aCanvasFillsAPathWithAMeshInThePathsBounds() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: [red, green, blue, white], smoothsColors: false)
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 10, y: 5, width: 20, height: 10)), with: .meshGradient(mesh))
        }
        #expect(try displayListDump(canvas.frame(width: 40, height: 20)).contains("mesh(2x2 bilinear in 10 5 20 10: 10,5 #FF0000"))
    }
}
