/// A scrollable view, as SwiftUI's `ScrollView`: its content is laid out unbounded along the
/// scroll axis and shown through the view's frame at the scroll position.
///
/// A render is one moment: the position is set with SwiftUI's API, `.scrollPosition(_:)`
/// with a `ScrollPosition` (a point, an edge or a row id) or `.defaultScrollAnchor(_:)`.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scrollable axes; vertical unless horizontal only.
    public var axes: Axis.Set
    /// Whether the scroll indicators show while scrolling; at rest they are hidden either way.
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let container = context.graph.layoutContainer(for: context.identity)
        let nodes = context.graph.makeNodes(content, in: context.scrollContent(axis: axis).inside(container))
        // Several views scroll together as a stack, as SwiftUI's implicit one.
        let content = StackNode.implicit(nodes, axis: axis, context: context.layout)
        return [ScrollNode(axis: axis, content: content, position: context.environment.scrollPosition,
                           anchor: context.environment.defaultScrollAnchor, alignment: context.environment.defaultScrollAlignmentAnchor,
                           margins: context.environment.scrollContentMargins,
                           clips: !context.environment.scrollClipDisabled, container: container, context: context.layout)]
    }
}

extension BuildContext {
    /// The context of a scroll view's content: the position is the scroll view's own, so the
    /// rows inside neither see it nor are evaluated again when it changes.
    package func scrollContent(axis: Axis) -> BuildContext {
        container(axis: axis).modifyingEnvironment {
            $0.scrollPosition = nil
            $0.defaultScrollAnchor = nil
            $0.defaultScrollAlignmentAnchor = nil
            $0.scrollContentMargins = EdgeInsets()
        }
    }
}

private struct ScrollPositionKey: EnvironmentKey { static var defaultValue: ScrollPosition? { nil } }
private struct DefaultScrollAnchorKey: EnvironmentKey { static var defaultValue: UnitPoint? { nil } }
private struct DefaultScrollAlignmentAnchorKey: EnvironmentKey { static var defaultValue: UnitPoint? { nil } }
private struct ScrollClipDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ScrollContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }

extension EnvironmentValues {
    package var scrollPosition: ScrollPosition? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }

    package var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// Where content shorter than the scroll views inside sits (the `.alignment` role).
    package var defaultScrollAlignmentAnchor: UnitPoint? {
        get { self[DefaultScrollAlignmentAnchorKey.self] }
        set { self[DefaultScrollAlignmentAnchorKey.self] = newValue }
    }

    /// Whether the scroll views inside draw their content past their bounds (`scrollClipDisabled`).
    package var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// The margins `contentMargins` gives the content of the scroll views inside (the
    /// `.scrollContent` and `.automatic` placements), by edge.
    package var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows the scroll views inside at `position`; `anchor` places a row id that names none
    /// (`.top` when neither does).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        var resolved = position.wrappedValue
        if case .id(let id, nil) = resolved.target, let anchor { resolved.target = .id(id, anchor) }
        return environment(\.scrollPosition, resolved)
    }

    /// Lets the scroll views inside draw their content past their bounds (a row's shadow, a
    /// card lifted out), instead of cutting it at their edges.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }

    /// Where a scroll view starts when no position is set (`.bottom` starts at the end,
    /// `.center` in the middle) and where content shorter than it sits (`.bottom`: against its
    /// bottom edge): the anchor for every `ScrollAnchorRole`, as on iOS.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor).environment(\.defaultScrollAlignmentAnchor, anchor)
    }

    /// Whether scroll views inside show indicators along `axes`. iOS shows them only while
    /// scrolling, so a render draws none whatever the value; the value reaches the environment.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        }
    }
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }

extension EnvironmentValues {
    /// Whether scroll views inside show a vertical indicator (`scrollIndicators(_:axes:)`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether scroll views inside show a horizontal indicator (`scrollIndicators(_:axes:)`).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
}
