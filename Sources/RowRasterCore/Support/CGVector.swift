import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as CoreGraphics' `CGVector` (Foundation on Linux has none): the
/// velocity a `ScrollTargetBehaviorContext` reports.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The vector with these components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector with these components.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The vector with these components.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The vector (0, 0).
    public init() { self.init(dx: 0 as CGFloat, dy: 0 as CGFloat) }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector() }
}
#endif
