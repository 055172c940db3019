import SwiftUI

/// A rounded speech bubble with a small tail at its bottom leading or trailing corner.
public struct BubbleShape: Shape {
    public var tailOnTrailingSide: Bool
    public var cornerRadius: CGFloat

    public init(tailOnTrailingSide: Bool, cornerRadius: CGFloat = 18) {
        self.tailOnTrailingSide = tailOnTrailingSide
        self.cornerRadius = cornerRadius
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(cornerRadius, rect.height / 2, rect.width / 2)
        var path = Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
        // The tail: a curved wedge hanging off the bottom corner, outside the rounded body.
        let tailWidth: CGFloat = 7
        let edgeX = tailOnTrailingSide ? rect.maxX : rect.minX
        let outward: CGFloat = tailOnTrailingSide ? 1 : -1
        let inner = CGPoint(x: edgeX - outward * radius, y: rect.maxY)
        let tip = CGPoint(x: edgeX + outward * tailWidth, y: rect.maxY)
        let top = CGPoint(x: edgeX, y: rect.maxY - radius)
        var tail = Path()
        // The wedge must turn the way the rounded body turns (clockwise on screen), or the
        // non-zero fill would cut it out where the two overlap: the trailing tail runs backwards.
        if tailOnTrailingSide {
            tail.move(to: top)
            tail.addQuadCurve(to: tip, control: CGPoint(x: edgeX, y: rect.maxY - 2))
            tail.addQuadCurve(to: inner, control: CGPoint(x: edgeX, y: rect.maxY))
        } else {
            tail.move(to: inner)
            tail.addQuadCurve(to: tip, control: CGPoint(x: edgeX, y: rect.maxY))
            tail.addQuadCurve(to: top, control: CGPoint(x: edgeX, y: rect.maxY - 2))
        }
        tail.closeSubpath()
        path.addPath(tail)
        return path
    }
}

#Preview("Bubble shapes") {
    HStack(spacing: 24) {
        BubbleShape(tailOnTrailingSide: false).fill(Color(white: 0.9)).frame(width: 120, height: 60)
        BubbleShape(tailOnTrailingSide: true).fill(.blue).frame(width: 120, height: 60)
    }
    .padding()
}
