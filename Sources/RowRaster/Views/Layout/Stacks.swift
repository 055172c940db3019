/// Views in a horizontal line, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let children = context.graph.makeNodes(content, in: context.container(axis: .horizontal))
        return [StackNode(axis: .horizontal, alignment: .vertical(alignment),
                          spacing: validSpacing(spacing, in: "HStack", context), children: children, context: context.layout)]
    }
}

/// Views in a vertical line, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let children = context.graph.makeNodes(content, in: context.container(axis: .vertical))
        return [StackNode(axis: .vertical, alignment: .horizontal(alignment),
                          spacing: validSpacing(spacing, in: "VStack", context), children: children, context: context.layout)]
    }
}

/// Views on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let children = context.graph.makeNodes(content, in: context.container(axis: nil))
        return [ZStackNode(alignment: alignment, children: children, context: context.layout)]
    }
}

/// Flexible space that grows along its stack's axis, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        var length = minLength
        if let value = length, !value.isFinite || value < 0 {
            context.layout.report(.invalidDimension(view: "Spacer at \(context.identity)", parameter: "minLength", value: value))
            length = nil
        }
        return [SpacerNode(minLength: length, axis: context.stackAxis, context: context.layout)]
    }
}

/// A thin separator line, as SwiftUI's `Divider`.
public struct Divider: View, PrimitiveView {
    public init() {}

    public var body: Never { bodyError() }

    /// UIKit's `separator` colour, in the scheme of the divider's environment.
    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        [DividerNode(stackAxis: context.stackAxis, color: SystemColorTable.separator.value(in: context.environment), context: context.layout)]
    }
}
