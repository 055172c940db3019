import Foundation
import RowRaster

extension Snapshotting where Value: RowRaster.View, Format == SnapshotImage {
    /// A snapshot strategy for comparing RowRaster (SwiftUI) views based on pixel equality:
    /// the view at its ideal size, on white, at @3x.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing RowRaster (SwiftUI) views, as swift-snapshot-testing's
    /// strategy for SwiftUI views on iOS.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility: there is no key window;
    ///     the view is drawn as it is either way.
    ///   - precision: The fraction of pixels (of bytes, without a perceptual precision) that must match.
    ///   - perceptualPrecision: How close a pixel must be to match: a CIE ΔE 1994 of at most
    ///     (1 − perceptualPrecision) × 100. 0.98–0.99 is about what the eye tells apart.
    ///   - layout: The size to render at (see `SwiftUISnapshotLayout`).
    ///   - traits: The display scale (default @3x) and layout direction.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        var traits = traits
        if case .device(let config) = layout { traits = UITraitCollection(traitsFrom: [config.traits, traits]) }
        let finalTraits = traits
        return Snapshotting<SnapshotImage, SnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (view: Value) in
                nonisolated(unsafe) let view = view
                return onMain { SnapshotImage.render(view, layout: layout, traits: finalTraits) }
            }
    }
}
