/// `flipsForRightToLeftLayoutDirection(_:)`: right to left, the view is drawn mirrored about its
/// vertical centre line (an arrow drawn as an image then points the reading direction); left to
/// right, or when `enabled` is false, it is drawn as it is. Layout is unchanged either way.
nonisolated struct _FlipForRightToLeftModifier: NodeWrappingModifier {
    /// The direction the view is mirrored in; nil never mirrors.
    let mirroredDirection: LayoutDirection?

    init(enabled: Bool) { mirroredDirection = enabled ? .rightToLeft : nil }

    init(behavior: LayoutDirectionBehavior) {
        switch behavior {
        case .fixed: mirroredDirection = nil
        case .mirrors(let direction): mirroredDirection = direction
        }
    }

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        guard let mirroredDirection, context.environment.layoutDirection == mirroredDirection else { return node }
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

nonisolated extension View {
    /// Draws the view mirrored when the layout direction is right to left, as SwiftUI does for
    /// images whose meaning follows the reading direction. Other views are never mirrored:
    /// right to left only moves them.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRightToLeftModifier(enabled: enabled))
    }

    /// Draws the view mirrored about its vertical centre line in the layout direction
    /// `behavior` names (`.mirrors` is right to left); `.fixed` never mirrors it. Layout is
    /// unchanged either way.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(_FlipForRightToLeftModifier(behavior: behavior))
    }
}

/// What happens to a view when the layout direction changes, as SwiftUI's
/// `LayoutDirectionBehavior`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is the one given.
    case mirrors(in: LayoutDirection)

    /// Mirrored right to left, for content drawn for left to right.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}
