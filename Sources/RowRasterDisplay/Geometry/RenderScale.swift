import Foundation

/// A rasterization scale (pixels per point) that has been checked: finite, greater than 0 and
/// at most `maximum`.
///
/// The only way to get one is `init(_:)`, which throws `RenderError.invalidScale` for
/// anything else, so code that takes a `RenderScale` needs no check of its own, and the rule
/// is written once.
package struct RenderScale: Sendable, Hashable {
    /// The largest scale accepted: beyond it a row's surfaces would be hundreds of megabytes.
    package static let maximum: CGFloat = 8

    /// Pixels per point.
    package let value: CGFloat

    /// `scale`, checked; throws `.invalidScale(scale)` when it is NaN, infinite, not positive
    /// or above `maximum`.
    package init(_ scale: CGFloat) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= Self.maximum else { throw .invalidScale(scale) }
        value = scale
    }
}
