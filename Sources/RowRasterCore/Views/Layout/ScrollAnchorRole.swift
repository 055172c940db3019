/// What a scroll anchor is used for, as SwiftUI's `ScrollAnchorRole`: `defaultScrollAnchor(_:)`
/// sets the anchor of every role, `defaultScrollAnchor(_:for:)` of one.
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case initialOffset, sizeChanges, alignment
    }

    let kind: Kind

    /// Where the scroll view starts when no scroll position is set.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: .initialOffset) }
    /// Which point of the content stays in place when the content or the scroll view changes size.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: .sizeChanges) }
    /// Where content shorter than the scroll view sits in it.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: .alignment) }
}

nonisolated extension View {
    /// Sets the anchor the scroll views inside use for `role`; nil leaves the default (the start).
    ///
    /// - `.initialOffset` is where the scroll view starts, as `defaultScrollAnchor(_:)` sets it:
    ///   `.bottom` starts at the end, `.center` in the middle.
    /// - `.alignment` is where content shorter than the scroll view sits: `.bottom` against its
    ///   bottom edge.
    /// - `.sizeChanges` keeps a point of the content in place when the content or the scroll view
    ///   later changes size. A render is the first frame, before any size changed, so this role
    ///   changes nothing in it: the value is accepted and the resting state drawn.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        // One role's anchor changes; the others keep what an outer `defaultScrollAnchor` set.
        transformEnvironment(\.self) { environment in
            switch role.kind {
            case .initialOffset: environment.defaultScrollAnchor = anchor
            case .alignment: environment.defaultScrollAlignmentAnchor = anchor
            case .sizeChanges: break
            }
        }
    }
}
