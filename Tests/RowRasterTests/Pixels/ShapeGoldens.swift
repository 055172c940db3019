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

    /// iOS 17's boolean operations: a ticket with notches cut out (`subtracting`), two
    /// overlapping circles (`union`, `symmetricDifference`), a ring's outline outside a bar
    /// (`lineSubtraction`), and a path's stroke outline filled (`strokedPath`).
    @Test func booleanOperations() {
        let notch = Circle().size(width: 16, height: 16)
        let ticket = RoundedRectangle(cornerRadius: 8)
            .subtracting(notch.offset(x: -8, y: 22))
            .subtracting(notch.offset(x: 112, y: 22))
        let pair = Circle().offset(x: -12).union(Circle().offset(x: 12))
        var zigzag = Path()
        zigzag.move(to: CGPoint(x: 4, y: 36))
        zigzag.addLine(to: CGPoint(x: 20, y: 4))
        zigzag.addLine(to: CGPoint(x: 36, y: 36))
        zigzag.addLine(to: CGPoint(x: 52, y: 4))
        let view = HStack(spacing: 12) {
            ticket.fill(Color.orange).frame(width: 120, height: 60)
            pair.fill(Color.blue).frame(width: 60, height: 40)
            Circle().offset(x: -12).symmetricDifference(Circle().offset(x: 12)).fill(Color.purple).frame(width: 60, height: 40)
            Circle().lineSubtraction(Rectangle().size(width: 60, height: 12).offset(y: 14))
                .stroke(Color.green, style: StrokeStyle(lineWidth: 3, lineCap: .round)).frame(width: 40, height: 40)
            zigzag.strokedPath(StrokeStyle(lineWidth: 6, lineJoin: .bevel)).fill(Color.red).frame(width: 56, height: 40)
        }
        .padding(8)
        assertGolden(of: view)
    }

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
