nonisolated struct _PaddingModifier: NodeWrappingModifier {
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    /// SwiftUI's default padding on iOS.
    static let defaultLength: CGFloat = 16

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        var resolved = insets ?? EdgeInsets(edges, length ?? Self.defaultLength)
        let names = ["top", "leading", "bottom", "trailing"]
        var values = resolved.all
        for index in values.indices {
            values[index] = context.validLength(values[index], "padding \(names[index])", in: "padding",
                                                allowsNegative: true) ?? 0
        }
        resolved = EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
        return PaddingNode(insets: resolved, child: node)
    }
}

nonisolated struct _FrameModifier: NodeWrappingModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        FrameNode(width: context.validLength(width, "width", in: "frame"),
                  height: context.validLength(height, "height", in: "frame"),
                  alignment: alignment, child: node)
    }
}

nonisolated struct _FlexFrameModifier: NodeWrappingModifier {
    let horizontal: FlexFrameNode.Limits
    let vertical: FlexFrameNode.Limits
    let alignment: Alignment

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        func valid(_ limits: FlexFrameNode.Limits, _ axis: String) -> FlexFrameNode.Limits {
            FlexFrameNode.Limits(
                min: context.validLength(limits.min, "min\(axis)", in: "frame"),
                ideal: context.validLength(limits.ideal, "ideal\(axis)", in: "frame"),
                max: context.validLength(limits.max, "max\(axis)", in: "frame", allowsInfinity: true))
        }
        return FlexFrameNode(horizontal: valid(horizontal, "Width"), vertical: valid(vertical, "Height"),
                             alignment: alignment, child: node)
    }
}

nonisolated struct _FixedSizeModifier: NodeWrappingModifier {
    let horizontal: Bool
    let vertical: Bool

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        FixedSizeNode(horizontal: horizontal, vertical: vertical, child: node)
    }
}

nonisolated struct _AspectRatioModifier: NodeWrappingModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        var valid = ratio
        if let ratio, !(ratio.isFinite && ratio > 0) {
            context.layout.report(.invalidDimension(view: "aspectRatio at \(context.identity)", parameter: "ratio", value: ratio))
            valid = nil
        }
        return AspectRatioNode(ratio: valid, contentMode: contentMode, child: node)
    }
}

nonisolated struct _AlignmentGuideModifier: NodeWrappingModifier {
    let guide: AnyAlignment
    let computeValue: (ViewDimensions) -> CGFloat

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        AlignmentGuideNode(guide: guide, computeValue: computeValue, child: node)
    }
}

nonisolated struct _OffsetModifier: NodeWrappingModifier {
    let offset: CGSize

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let x = context.validLength(offset.width, "x", in: "offset", allowsNegative: true) ?? 0
        let y = context.validLength(offset.height, "y", in: "offset", allowsNegative: true) ?? 0
        return OffsetNode(offset: CGSize(width: x, height: y), child: node)
    }
}

/// Sets a property of the content's nodes without adding a node (layoutPriority, zIndex).
nonisolated struct _NodePropertyModifier: NodeWrappingModifier {
    let apply: @MainActor (RenderNode) -> Void

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        apply(node)
        return node
    }
}

nonisolated extension View {
    /// Pads the given edges by `length`, or by 16 points when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingModifier(edges: edges, length: length, insets: nil))
    }

    public func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingModifier(edges: .all, length: length, insets: nil))
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(edges: .all, length: nil, insets: insets))
    }

    /// A fixed-size frame on the given axes; nil axes take the content's size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A frame whose size follows the proposal within the given limits.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameModifier(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                    vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                    alignment: alignment))
    }

    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Higher priorities get their share of a stack's space first (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_NodePropertyModifier { $0.layoutPriority = value })
    }

    /// Drawing order among siblings: higher values draw on top (default 0).
    public func zIndex(_ value: Double) -> some View {
        modifier(_NodePropertyModifier { $0.zIndex = value })
    }

    /// Constrains the view to a width-to-height ratio (the content's own when nil).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height == 0 ? CGFloat.nan : aspectRatio.width / aspectRatio.height
        return modifier(_AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Sets the view's value for a horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Sets the view's value for a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
    }

    /// Draws the view moved by `offset`, leaving its layout unchanged.
    public func offset(_ offset: CGSize) -> some View { modifier(_OffsetModifier(offset: offset)) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetModifier(offset: CGSize(width: x, height: y)))
    }
}

nonisolated struct _PositionModifier: NodeWrappingModifier {
    let position: CGPoint

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let x = context.validLength(position.x, "x", in: "position", allowsNegative: true) ?? 0
        let y = context.validLength(position.y, "y", in: "position", allowsNegative: true) ?? 0
        return PositionNode(position: CGPoint(x: x, y: y), child: node)
    }
}

nonisolated extension View {
    /// Centres the view at `position` in its parent's coordinate space, taking all the space
    /// offered, as SwiftUI's `position(_:)`.
    public func position(_ position: CGPoint) -> some View { modifier(_PositionModifier(position: position)) }

    /// Centres the view at (`x`, `y`) in its parent's coordinate space, taking all the space
    /// offered, as SwiftUI's `position(x:y:)`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PositionModifier(position: CGPoint(x: x, y: y)))
    }
}
