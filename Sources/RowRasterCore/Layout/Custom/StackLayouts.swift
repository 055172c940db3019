/// A horizontal stack as a `Layout` value, as SwiftUI's `HStackLayout`: it arranges views
/// exactly as `HStack` does, and can be swapped with other layouts through `AnyLayout`.
public struct HStackLayout: NativeLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    package func makeNode(children: [RenderNode], context: LayoutContext) -> RenderNode {
        StackNode(axis: .horizontal, alignment: .vertical(alignment),
                  spacing: validSpacing(spacing, in: "HStackLayout", context), children: children, context: context)
    }
}

/// A vertical stack as a `Layout` value, as SwiftUI's `VStackLayout`.
public struct VStackLayout: NativeLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    package func makeNode(children: [RenderNode], context: LayoutContext) -> RenderNode {
        StackNode(axis: .vertical, alignment: .horizontal(alignment),
                  spacing: validSpacing(spacing, in: "VStackLayout", context), children: children, context: context)
    }
}

/// An overlaying stack as a `Layout` value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: NativeLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    package func makeNode(children: [RenderNode], context: LayoutContext) -> RenderNode {
        ZStackNode(alignment: alignment, children: children, context: context)
    }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`: switch between layouts while keeping the
/// subviews' identity (`let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`).
public struct AnyLayout: Layout {
    let base: any Layout

    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any?
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: base.makeCache(subviews: subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<T: Layout>(_ layout: T) { withTypedCache(layout, &cache, subviews) { layout.updateCache(&$0, subviews: subviews) } }
        update(base)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<T: Layout>(_ layout: T) -> ViewSpacing {
            withTypedCache(layout, &cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
        }
        return spacing(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<T: Layout>(_ layout: T) -> CGSize {
            withTypedCache(layout, &cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return size(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<T: Layout>(_ layout: T) {
            withTypedCache(layout, &cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        place(base)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func value<T: Layout>(_ layout: T) -> CGFloat? {
            withTypedCache(layout, &cache, subviews) {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return value(base)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func value<T: Layout>(_ layout: T) -> CGFloat? {
            withTypedCache(layout, &cache, subviews) {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return value(base)
    }

    /// Runs `body` with the wrapped layout's cache at its own type (made anew if missing).
    private func withTypedCache<T: Layout, R>(_ layout: T, _ cache: inout Cache, _ subviews: Subviews,
                                              _ body: (inout T.Cache) -> R) -> R {
        var typed = cache.value as? T.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache.value = typed }
        return body(&typed)
    }
}

/// A type-erased layout is animatable, as SwiftUI's: a render shows an animation's final state,
/// so RowRaster never interpolates a layout between values and the erased layout's data is
/// empty (as ``AnyShape``'s is); the wrapped layout lays out with the values it was made with.
extension AnyLayout: Animatable {}
