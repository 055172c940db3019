import Foundation

extension Color {
    /// This colour mixed with `fraction` of `rhs`, in `colorSpace`, as iOS 18's
    /// `Color.mix(with:by:in:)`: `Color.blue.mix(with: .white, by: 0.3)` is a light blue. Each
    /// appearance (light, dark, increased contrast) mixes its own values, so a mix of system
    /// colours follows the colour scheme. A fraction outside 0…1 is clamped; one that is not a
    /// number mixes in nothing.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        let mixed = values.combined(with: rhs.values) { colorSpace.mix($0, $1, by: fraction) }
        return Color(dynamic: mixed, assetIssue: assetIssue ?? rhs.assetIssue)
    }
}
