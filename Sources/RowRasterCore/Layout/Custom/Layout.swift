/// A type that arranges a collection of views, as SwiftUI's `Layout`.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; call the layout like a view
/// (`MyLayout { Text("A"); Text("B") }`). The methods are not bound to the main actor, as in
/// SwiftUI; RowRaster calls them on it, during layout.
@preconcurrency
public protocol Layout: Sendable {
    /// Properties of the layout as a container (its stack orientation, which orients the
    /// `Spacer`s and `Divider`s inside it).
    static var layoutProperties: LayoutProperties { get }

    /// Storage for values computed once and reused by the layout's methods.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    /// Makes the cache, before the first size or placement.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the composite view prefers around it, for the stack it sits in.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the composite view for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` (in the parent's coordinate space) by calling
    /// `place(at:anchor:proposal:)` on it.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The composite view's value for a horizontal guide; nil merges the subviews' guides.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The composite view's value for a vertical guide; nil merges the subviews' guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// By default the cache is made anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// By default the subviews' preferences merged, or the system spacing with no subviews.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return ViewSpacing() }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    /// A layout without a cache makes an empty one.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout as a container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it does; `Spacer` and
    /// `Divider` inside it orient themselves by it.
    public var stackOrientation: Axis?

    public init() {}
}

extension Layout {
    /// Arranges `content`'s views with this layout, as SwiftUI's `callAsFunction(_:)`.
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }

    /// The layout properties of this value's type (an `AnyLayout` answers for what it holds).
    var instanceLayoutProperties: LayoutProperties {
        (self as? AnyLayout)?.base.instanceLayoutProperties ?? Self.layoutProperties
    }
}
