import Foundation
import RowRasterCairo

/// Path forms that need the engine: per-corner radii (``RectangleCornerRadii`` lives here),
/// relative arcs, and hit-testing through the rasteriser.
extension Path {
    /// A rectangle whose corners each have their own radius, as ``UnevenRoundedRectangle``
    /// draws it.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { self.init(); return }
        self.init(elements: UnevenCornerGeometry.elements(
            in: r, topLeading: cornerRadii.topLeading, bottomLeading: cornerRadii.bottomLeading,
            bottomTrailing: cornerRadii.bottomTrailing, topTrailing: cornerRadii.topTrailing, style: style))
    }

    /// Adds a rectangle whose corners each have their own radius.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addPath(Path(roundedRect: rect, cornerRadii: cornerRadii, style: style), transform: transform)
    }

    /// Adds an arc that starts at `startAngle` and sweeps `delta` (towards increasing angles
    /// when positive, which is clockwise on screen), joined to the current point by a line.
    /// A sweep beyond a full turn draws the full circle.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle,
               endAngle: .radians(startAngle.radians + delta.radians), clockwise: delta.radians < 0,
               transform: transform)
    }

    /// Whether filling the path, with the nonzero winding rule or (`eoFill`) the even-odd
    /// rule, covers `p`.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        cairoFillContains(p, evenOdd: eoFill)
    }
}
