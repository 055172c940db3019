/// A stack's spacing if it is usable; NaN or infinite spacing is reported. Negative spacing
/// is valid, as in SwiftUI: the children overlap by that much.
@MainActor
package func validSpacing(_ spacing: CGFloat?, in view: @autoclosure () -> String, _ context: BuildContext) -> CGFloat? {
    // The name and identity are written out only for a warning: every stack asks.
    validSpacing(spacing, in: "\(view()) at \(context.identity)", context.layout)
}

/// As `validSpacing(_:in:_:)`, for a layout value whose place in the tree is not known.
@MainActor
package func validSpacing(_ spacing: CGFloat?, in view: @autoclosure () -> String, _ context: LayoutContext) -> CGFloat? {
    guard let spacing else { return nil }
    guard spacing.isFinite else {
        context.report(.invalidDimension(view: view(), parameter: "spacing", value: spacing))
        return nil
    }
    return spacing
}
