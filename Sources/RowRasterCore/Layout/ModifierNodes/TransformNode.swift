/// A geometry effect (`scaleEffect`, `rotationEffect`, `rotation3DEffect`, …): layout is the
/// child's, untouched, as in SwiftUI; only the drawing goes through the effect's transform,
/// which is given in the view's own coordinates (origin at its top-leading corner).
package final class TransformNode: WrapperNode {
    /// The effect's transform for the view's size, in the view's coordinates.
    let effectValue: (CGSize) -> ProjectionTransform

    package init(name: String, child: RenderNode, effectValue: @escaping (CGSize) -> ProjectionTransform) {
        self.effectValue = effectValue
        super.init(name: name, child: child)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        let local = effectValue(frame.size)
        guard local.isFinite else { return }
        if local.isIdentity { child.emit(into: &builder, with: emission); return }
        // Into root coordinates: to the view's origin, through the effect, back.
        let toLocal = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        let toRoot = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        let world = toLocal.concatenating(local).concatenating(toRoot)
        // A singular transform (a scale of zero) draws nothing, as Core Animation does.
        guard world.determinant != 0 else { return }
        if world.isAffine {
            builder.group(.transform(world.affineTransform)) { child.emit(into: &$0, with: emission) }
        } else {
            builder.group(.projection(world)) { child.emit(into: &$0, with: emission) }
        }
    }
}
