import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Every shape, filled and stroked, at scale 3.
@MainActor
@Suite struct ShapeGoldens {
    private func swatch<S: Shape>(_ shape: S) -> some View {
        HStack(spacing: 12) {
            shape.fill(Color.blue).frame(width: 60, height: 40)
            shape.stroke(Color.red, lineWidth: 3).frame(width: 60, height: 40)
            shape.stroke(Color.green, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [6, 4])).frame(width: 60, height: 40)
        }
        .padding(8)
    }

    @Test func rectangle() { assertGolden(of: swatch(Rectangle())) }
    @Test func roundedRectangleContinuous() { assertGolden(of: swatch(RoundedRectangle(cornerRadius: 12))) }
    @Test func roundedRectangleCircular() { assertGolden(of: swatch(RoundedRectangle(cornerRadius: 12, style: .circular))) }
    @Test func circle() { assertGolden(of: swatch(Circle())) }
    @Test func ellipse() { assertGolden(of: swatch(Ellipse())) }
    @Test func capsule() { assertGolden(of: swatch(Capsule())) }

    @Test func strokeBorderStaysInside() {
        let view = ZStack {
            Color.yellow
            Circle().strokeBorder(Color.purple, lineWidth: 6)
        }
        .frame(width: 50, height: 50)
        assertGolden(of: view)
    }

    @Test func customPathShape() {
        struct Star: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                for index in 0..<10 {
                    let angle = -Double.pi / 2 + Double(index) * .pi / 5
                    let radius = index % 2 == 0 ? rect.width / 2 : rect.width / 5
                    let point = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
                return path
            }
        }
        assertGolden(of: Star().fill(Color.orange).frame(width: 60, height: 60).padding(4))
    }

    @Test func opacityAndClipping() {
        let view = HStack(spacing: 8) {
            Color.red.frame(width: 40, height: 40).opacity(0.5)
            Color.blue.frame(width: 60, height: 40).clipShape(Circle())
            Color.green.frame(width: 40, height: 40).cornerRadius(10)
            Text("Clipped text that is far too long").frame(width: 60, height: 20).clipped()
        }
        .padding(8)
        assertGolden(of: view)
    }
}
