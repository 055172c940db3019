/// A geometry effect: the view's drawing through a transform of its size; layout unchanged.
nonisolated struct _TransformEffectModifier: NodeWrappingModifier {
    let name: String
    /// Arguments that must be finite, reported by name otherwise.
    let values: [(String, CGFloat)]
    let effectValue: @MainActor (CGSize) -> ProjectionTransform

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        for (parameter, value) in values where !value.isFinite {
            context.layout.report(.invalidDimension(view: "\(name) at \(context.identity)", parameter: parameter, value: value))
            return node
        }
        let effectValue = self.effectValue
        return TransformNode(name: name, child: node) { size in MainActor.assumeIsolated { effectValue(size) } }
    }
}

extension UnitPoint {
    /// The point in a box of `size`.
    func point(in size: CGSize) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
}

/// The affine transform `transform` applied about `anchor` of a box of `size`.
private func about(_ anchor: UnitPoint, in size: CGSize, _ transform: CGAffineTransform) -> ProjectionTransform {
    let p = anchor.point(in: size)
    return ProjectionTransform(CGAffineTransform(translationX: -p.x, y: -p.y)
        .concatenating(transform).concatenating(CGAffineTransform(translationX: p.x, y: p.y)))
}

nonisolated extension View {
    /// Scales the view's drawing by `scale` about `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffectModifier(name: "scaleEffect", values: [("width", scale.width), ("height", scale.height),
                                                                        ("anchor.x", anchor.x), ("anchor.y", anchor.y)]) { size in
            about(anchor, in: size, CGAffineTransform(scaleX: scale.width, y: scale.height))
        })
    }

    /// Scales the view's drawing by `s` on both axes about `anchor`, without changing its layout.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing by `x` and `y` about `anchor`, without changing its layout.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view's drawing by `angle` about `anchor` (clockwise on screen for a positive
    /// angle, as the y axis points down), without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffectModifier(name: "rotationEffect", values: [("angle", angle.radians), ("anchor.x", anchor.x),
                                                                           ("anchor.y", anchor.y)]) { size in
            about(anchor, in: size, CGAffineTransform(rotationAngle: angle.radians))
        })
    }

    /// Draws the view through `transform`, given in the view's coordinates (origin at its
    /// top-leading corner), without changing its layout.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffectModifier(name: "transformEffect",
                                          values: [("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d),
                                                   ("tx", transform.tx), ("ty", transform.ty)]) { _ in
            ProjectionTransform(transform)
        })
    }

    /// Draws the view through a projective `transform` in the view's coordinates, without
    /// changing its layout. A perspective transform is rendered offscreen and warped.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        let entries = transform.rows.joined().enumerated().map { ("m\($0.offset / 3 + 1)\($0.offset % 3 + 1)", $0.element) }
        return modifier(_TransformEffectModifier(name: "projectionEffect", values: entries) { _ in transform })
    }

    /// Draws the view rotated by `angle` about `axis` in three dimensions and projected back
    /// onto its plane with perspective, as SwiftUI does; layout is unchanged.
    ///
    /// `perspective` sets the viewer's distance: `max(width, height) / perspective` points from
    /// the view's plane (perspective 1, the default, puts the eye one view-size away; 0 is an
    /// orthographic projection). See `Rotation3D` for the exact matrix.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let values: [(String, CGFloat)] = [("angle", angle.radians), ("axis.x", axis.x), ("axis.y", axis.y), ("axis.z", axis.z),
                      ("anchor.x", anchor.x), ("anchor.y", anchor.y), ("anchorZ", anchorZ), ("perspective", perspective)]
        let rotation = Rotation3D(angle: angle, axis: [axis.x, axis.y, axis.z], anchor: anchor, anchorZ: anchorZ,
                                  perspective: perspective)
        return modifier(_TransformEffectModifier(name: "rotation3DEffect", values: values) { rotation.projection(in: $0) })
    }
}
