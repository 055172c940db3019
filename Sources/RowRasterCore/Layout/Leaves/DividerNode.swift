/// A hairline separator: horizontal except directly inside an HStack, where it is vertical.
/// It spans whatever length is proposed along its line.
package final class DividerNode: RenderNode {
    let lineAxis: Axis
    let color: RGBAColor

    /// The separator is one pixel thick, as UIKit's hairlines are.
    var thickness: CGFloat { 1 / context.displayScale }

    package init(stackAxis: Axis?, color: RGBAColor, context: LayoutContext) {
        lineAxis = stackAxis == .horizontal ? .vertical : .horizontal
        self.color = color
        super.init(name: "Divider", context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let length = proposal[lineAxis].map { $0.isFinite ? $0 : 0 } ?? 0
        return CGSize(axis: lineAxis, major: length, minor: thickness)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        builder.append(.fill(Path(frame), .color(color), FillStyle()))
    }
}
