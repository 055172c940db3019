import Foundation

/// How the end of an open stroke is drawn (CoreGraphics' names).
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt, round, square
}

/// How two stroke segments are joined (CoreGraphics' names).
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter, round, bevel
}

/// The characteristics of a stroke, with SwiftUI's names and defaults.
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// The shape of the corners of a rounded rectangle.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") corners, whose curvature eases in.
    case continuous
}
