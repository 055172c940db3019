import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Gradients, shadows, blur, masks, blend modes, groups and Canvas.
@MainActor
@Suite struct DrawingGoldens {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    @Test func everyGradientKind() {
        let gradient = Gradient(colors: colors)
        let view = HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 8).fill(LinearGradient(gradient: gradient, startPoint: .topLeading, endPoint: .bottomTrailing))
            Circle().fill(RadialGradient(gradient: gradient, center: .center, startRadius: 5, endRadius: 35))
            Rectangle().fill(AngularGradient(gradient: gradient, center: .center))
            Rectangle().fill(AngularGradient(colors: [.blue, .pink], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)))
            Ellipse().fill(EllipticalGradient(colors: [.white, .indigo]))
            Capsule().fill(Color.blue.gradient)
            Rectangle().fill(LinearGradient(stops: [.init(color: .black, location: 0.4), .init(color: .white, location: 0.6)],
                                            startPoint: .top, endPoint: .bottom))
        }
        .frame(height: 70)
        .frame(width: 560)
        .padding(8)
        assertGolden(of: view)
    }

    @Test func shadowsAtSeveralRadiiAndOffsets() {
        let view = HStack(spacing: 28) {
            ForEach([0, 2, 8, 24], id: \.self) { radius in
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.white)
                    .frame(width: 56, height: 56)
                    .shadow(radius: CGFloat(radius))
            }
            Circle().fill(Color.blue).frame(width: 50, height: 50).shadow(color: .purple, radius: 6, x: 6, y: 8)
            Text("Aa").font(.largeTitle.bold()).shadow(color: .black.opacity(0.5), radius: 2, x: 2, y: 2)
        }
        .padding(40)
        assertGolden(of: view)
    }

    @Test func blurAndMask() {
        let stripes = HStack(spacing: 0) { ForEach(colors.indices, id: \.self) { colors[$0] } }.frame(width: 90, height: 60)
        let view = HStack(spacing: 16) {
            stripes.blur(radius: 4)
            stripes.blur(radius: 4, opaque: true).clipped()
            stripes.mask { Text("Hi").font(.system(size: 44, weight: .black)) }
            stripes.mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        }
        .padding(16)
        assertGolden(of: view)
    }

    @Test func blendModes() {
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .difference, .hue, .plusLighter]
        let view = HStack(spacing: 6) {
            ForEach(modes.indices, id: \.self) { index in
                ZStack {
                    Circle().fill(Color.yellow).offset(x: -8)
                    Circle().fill(Color.blue).offset(x: 8).blendMode(modes[index])
                }
                .frame(width: 40, height: 40)
                .compositingGroup()
            }
        }
        .padding(8)
        assertGolden(of: view)
    }

    @Test func groupOpacityVersusPerChildOpacity() {
        func pair() -> some View {
            ZStack {
                Circle().fill(Color.red).frame(width: 50, height: 50).offset(x: -15)
                Circle().fill(Color.blue).frame(width: 50, height: 50).offset(x: 15)
            }
            .frame(width: 90, height: 56)
        }
        let view = HStack(spacing: 16) {
            pair().opacity(0.5)                       // each circle faded: the overlap is darker
            pair().compositingGroup().opacity(0.5)    // faded as one layer
            pair().drawingGroup().opacity(0.5)        // flattened, then faded as one
        }
        .padding(8)
        assertGolden(of: view)
    }

    @Test func nestedDrawingGroupsAndColourEffects() {
        let view = HStack(spacing: 12) {
            VStack(spacing: 4) {
                Circle().fill(Color.orange).frame(width: 30, height: 30).drawingGroup()
                Text("inner").font(.caption)
            }
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.2)))
            .drawingGroup()
            Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.yellow).saturation(0)
            Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.yellow).brightness(-0.3)
            Image(systemName: "heart.fill").font(.largeTitle).foregroundStyle(.red).hueRotation(.degrees(120))
            Image(systemName: "heart.fill").font(.largeTitle).foregroundStyle(.white).colorMultiply(.green)
            Image(systemName: "heart.fill").font(.largeTitle).foregroundStyle(.red).grayscale(1).contrast(2)
        }
        .padding(8)
        assertGolden(of: view)
    }

    /// colorInvert turns the spectrum into its complements; luminanceToAlpha turns it into a
    /// black mask over the orange backdrop, opaque where the colour is light (yellow, white)
    /// and clear where it is black; a Canvas filter inverting by half takes every colour to
    /// mid grey (c + 0.5·(1 − 2c) = 0.5).
    @Test func colorInvertAndLuminanceToAlpha() {
        let spectrum = LinearGradient(colors: colors + [.white, .black], startPoint: .leading, endPoint: .trailing)
        let view = VStack(spacing: 6) {
            Rectangle().fill(spectrum)
            Rectangle().fill(spectrum).colorInvert()
            Rectangle().fill(spectrum).luminanceToAlpha().background(Color.orange)
            Canvas { context, size in
                context.addFilter(.colorInvert(0.5))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .linearGradient(
                    Gradient(colors: colors), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            }
        }
        .frame(width: 240, height: 130)
        .padding(8)
        assertGolden(of: view)
    }

    @Test func canvasPathsStrokesTransformsClipsAndText() {
        let canvas = Canvas { context, size in
            let gradient = Gradient(colors: [.blue, .purple])
            context.fill(Path(roundedRect: CGRect(x: 4, y: 4, width: 80, height: 50), cornerRadius: 10),
                         with: .linearGradient(gradient, startPoint: CGPoint(x: 4, y: 4), endPoint: CGPoint(x: 84, y: 54)))
            context.stroke(Path { path in
                path.move(to: CGPoint(x: 100, y: 50))
                path.addQuadCurve(to: CGPoint(x: 180, y: 50), control: CGPoint(x: 140, y: 0))
                path.addArc(center: CGPoint(x: 200, y: 50), radius: 20, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: true)
            }, with: .color(.orange), style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round, dash: [10, 6]))
            var rotated = context
            rotated.translateBy(x: 270, y: 30)
            rotated.rotate(by: .degrees(30))
            rotated.fill(Path(CGRect(x: -20, y: -10, width: 40, height: 20)), with: .color(.green))
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 310, y: 4, width: 50, height: 50)))
            for index in 0..<6 {
                clipped.fill(Path(CGRect(x: 310 + CGFloat(index) * 9, y: 0, width: 5, height: 60)), with: .color(.red))
            }
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.4), radius: 3, x: 2, y: 3))
            shadowed.fill(Path(ellipseIn: CGRect(x: 380, y: 10, width: 36, height: 36)), with: .color(.yellow))
            context.draw(Text("Canvas text").font(.headline), at: CGPoint(x: 4, y: 64), anchor: .topLeading)
            context.drawLayer { layer in
                layer.opacity = 0.5
                layer.fill(Path(ellipseIn: CGRect(x: 150, y: 60, width: 30, height: 30)), with: .color(.blue))
                layer.fill(Path(ellipseIn: CGRect(x: 165, y: 60, width: 30, height: 30)), with: .color(.blue))
            }
        }
        .frame(width: 430, height: 96)
        assertGolden(of: canvas.padding(8))
    }
}
