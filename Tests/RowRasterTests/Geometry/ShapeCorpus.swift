import Foundation
import RowRaster

// Custom shapes as apps write them, each in one of the styles seen in app code: bounds read
// through `rect.minX`/`rect.maxY`, through `rect.width`/`rect.height` beside literal zeros, or
// through `rect.midX`. In SwiftUI all of them draw the same wherever the shape is placed.

/// A message bubble with a tail at the bottom trailing corner (`rect.maxX`, `rect.maxY` style).
struct CorpusChatBubble: Shape {
    func path(in rect: CGRect) -> Path {
        let radius: CGFloat = 14, tail: CGFloat = 7
        let right = rect.maxX - tail
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
        path.addLine(to: CGPoint(x: right - radius, y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: right, y: rect.minY), tangent2End: CGPoint(x: right, y: rect.minY + radius), radius: radius)
        path.addLine(to: CGPoint(x: right, y: rect.maxY - 14))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: right, y: rect.maxY - 3))
        path.addQuadCurve(to: CGPoint(x: right - radius, y: rect.maxY), control: CGPoint(x: right - 4, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY - radius), radius: radius)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.minX + radius, y: rect.minY), radius: radius)
        path.closeSubpath()
        return path
    }
}

/// A wave across the bottom of a header (`0`, `rect.width`, `rect.height` style).
struct CorpusWave: Shape {
    var amplitude: CGFloat = 8
    var crests: Int = 2

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: rect.width, y: 0))
        path.addLine(to: CGPoint(x: rect.width, y: rect.height - amplitude))
        let step = rect.width / CGFloat(crests * 2)
        for index in stride(from: crests * 2, to: 0, by: -1) {
            let x = step * CGFloat(index - 1)
            let control = CGPoint(x: x + step / 2, y: rect.height - amplitude + (index % 2 == 0 ? amplitude : -amplitude))
            path.addQuadCurve(to: CGPoint(x: x, y: rect.height - amplitude), control: control)
        }
        path.closeSubpath()
        return path
    }
}

/// A tab bar with a round notch for a centre button (`rect.midX` style).
struct CorpusTabBarCutout: Shape {
    var notchRadius: CGFloat = 18

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX - notchRadius - 6, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.minY), radius: notchRadius + 6,
                    startAngle: .degrees(180), endAngle: .degrees(0), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// An event ticket: notches halfway down both sides, rounded corners (literal `0` style).
struct CorpusTicket: Shape {
    func path(in rect: CGRect) -> Path {
        let corner: CGFloat = 10, notch: CGFloat = 9
        let w = rect.width, h = rect.height
        var path = Path()
        path.move(to: CGPoint(x: corner, y: 0))
        path.addLine(to: CGPoint(x: w - corner, y: 0))
        path.addArc(tangent1End: CGPoint(x: w, y: 0), tangent2End: CGPoint(x: w, y: corner), radius: corner)
        path.addLine(to: CGPoint(x: w, y: h / 2 - notch))
        path.addArc(center: CGPoint(x: w, y: h / 2), radius: notch, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: w, y: h - corner))
        path.addArc(tangent1End: CGPoint(x: w, y: h), tangent2End: CGPoint(x: w - corner, y: h), radius: corner)
        path.addLine(to: CGPoint(x: corner, y: h))
        path.addArc(tangent1End: CGPoint(x: 0, y: h), tangent2End: CGPoint(x: 0, y: h - corner), radius: corner)
        path.addLine(to: CGPoint(x: 0, y: h / 2 + notch))
        path.addArc(center: CGPoint(x: 0, y: h / 2), radius: notch, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addLine(to: CGPoint(x: 0, y: corner))
        path.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: corner, y: 0), radius: corner)
        path.closeSubpath()
        return path
    }
}

/// A card with its own radius at each corner, as apps wrote before `UnevenRoundedRectangle`
/// (`rect.width` with a zero origin).
struct CorpusCornerCard: Shape {
    var topLeft: CGFloat = 20, topRight: CGFloat = 4, bottomRight: CGFloat = 20, bottomLeft: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: topLeft, y: 0))
        path.addLine(to: CGPoint(x: rect.width - topRight, y: 0))
        path.addArc(center: CGPoint(x: rect.width - topRight, y: topRight), radius: topRight,
                    startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.width, y: rect.height - bottomRight))
        path.addArc(center: CGPoint(x: rect.width - bottomRight, y: rect.height - bottomRight), radius: bottomRight,
                    startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: bottomLeft, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height - bottomLeft))
        path.addLine(to: CGPoint(x: 0, y: topLeft))
        path.addArc(center: CGPoint(x: topLeft, y: topLeft), radius: topLeft,
                    startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// Each corpus shape as a view: filled, with its outline stroked and a gradient clipped to it,
/// so fills, strokes and clip shapes are all exercised.
@MainActor
enum ShapeCorpus {
    static let size = CGSize(width: 120, height: 64)

    static let entries: [(name: String, view: AnyView)] = [
        ("chatBubble", swatch(CorpusChatBubble(), color: .blue)),
        ("wave", swatch(CorpusWave(), color: .teal)),
        ("tabBarCutout", swatch(CorpusTabBarCutout(), color: .indigo)),
        ("ticket", swatch(CorpusTicket(), color: .orange)),
        ("cornerCard", swatch(CorpusCornerCard(), color: .pink)),
    ]

    static func swatch<S: Shape>(_ shape: S, color: Color) -> AnyView {
        AnyView(
            LinearGradient(colors: [color, color.opacity(0.4)], startPoint: .top, endPoint: .bottom)
                .clipShape(shape)
                .overlay(shape.stroke(Color.primary, lineWidth: 1.5))
                .frame(width: size.width, height: size.height)
        )
    }
}
