/// Squashes its child's drawing vertically about its centre by `scale` (below 1); its layout
/// is unchanged.
package final class VerticalSquashNode: WrapperNode {
    let scale: Double

    package init(scale: Double, child: RenderNode) {
        self.scale = scale
        super.init(name: "squash", child: child)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard scale < 1 else { child.emit(into: &builder, with: emission); return }
        let middle = frame.midY
        let transform = CGAffineTransform(translationX: 0, y: middle).scaledBy(x: 1, y: scale).translatedBy(x: 0, y: -middle)
        builder.group(.transform(transform)) { child.emit(into: &$0, with: emission) }
    }
}
