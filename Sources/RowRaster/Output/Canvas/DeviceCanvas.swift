import Foundation

/// A view as a device's screen shows it: the whole screen on the system background, the view
/// offered the safe area, and the safe area's insets given to it as the screen's, so what
/// ignores the safe area (style backgrounds, lists, scroll views) runs under the bars as on a
/// device. Previews (`.device` layout) and snapshot tests (`.device(config:)`) both draw
/// through it, as a `RenderCanvas` layout.
package struct DeviceCanvas: Sendable, Hashable {
    /// The screen in points.
    package var size: CGSize
    /// The safe area. Leading and trailing follow the layout direction around the canvas; every
    /// device of the table is symmetric, and a snapshot's own `UIEdgeInsets` are placed left to
    /// right by its caller.
    package var insets: EdgeInsets

    package init(size: CGSize, insets: EdgeInsets) {
        self.size = size
        self.insets = insets
    }

    /// A device's screen in an orientation.
    package init(_ device: DeviceScreen, _ orientation: InterfaceOrientation) {
        (size, insets) = device.screen(orientation)
    }

    /// What the canvas offers: the whole screen.
    package var proposal: ProposedViewSize { ProposedViewSize(size) }

    /// `content` on the screen, on the system background of the colour scheme around it.
    @MainActor
    package func place<Content: View>(_ content: Content) -> some View {
        SafeAreaContainer(content: content)
            .frame(width: max(0, size.width - insets.leading - insets.trailing),
                   height: max(0, size.height - insets.top - insets.bottom))
            .safeAreaPadding(insets)
            .background(Color(.systemBackground))
    }
}

/// The device's safe area as the container `containerRelativeFrame` measures against: the
/// screen less its insets, as on iOS.
private struct SafeAreaContainer<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { bodyError() }

    func makeNodes(in context: BuildContext) -> [RenderNode] {
        let container = context.graph.layoutContainer(for: context.identity)
        let nodes = context.graph.makeNodes(content, in: context.container(axis: nil).inside(container))
        // Several views on one screen stack as at a render's root.
        return [LayoutContainerNode(container: container, child: StackNode.implicit(nodes, axis: .vertical, context: context.layout))]
    }
}
