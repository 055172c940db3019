/// `flipsForRightToLeftLayoutDirection(_:)`: right to left, the view is drawn mirrored about its
/// vertical centre line (an arrow drawn as an image then points the reading direction); left to
/// right, or when `enabled` is false, it is drawn as it is. Layout is unchanged either way.
struct _FlipForRightToLeftModifier: NodeWrappingModifier {
    let enabled: Bool

    func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        guard enabled, context.environment.layoutDirection == .rightToLeft else { return node }
        return TransformNode(name: "flipsForRightToLeftLayoutDirection", child: node) { size in
            ProjectionTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0))
        }
    }
}

extension _FlipForRightToLeftModifier {
    /// Whether an SF Symbol name points the reading direction (`chevron.forward`,
    /// `arrow.backward.circle.fill`): those are drawn mirrored right to left, as iOS draws them.
    /// `chevron.right` and other absolute directions are not.
    static func pointsTheReadingDirection(_ symbolName: String) -> Bool {
        symbolName.split(separator: ".").contains { $0 == "forward" || $0 == "backward" }
    }
}

extension View {
    /// Draws the view mirrored when the layout direction is right to left, as SwiftUI does for
    /// images whose meaning follows the reading direction. Other views are never mirrored:
    /// right to left only moves them.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRightToLeftModifier(enabled: enabled))
    }
}
