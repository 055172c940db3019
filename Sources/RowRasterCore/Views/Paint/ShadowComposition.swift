/// Shadows built from blur and colour stages, shared by a canvas's shadow filter and by a
/// shadowed shape style, for what the plain `shadow` effect cannot express: a blend mode,
/// the shadow above the drawing or alone, or the inverted coverage (an inner shadow).
package enum ShadowComposition {
    /// The drawing `items` with a shadow of their coverage (or, `inverted`, of `outside` less
    /// their coverage) in `color`, blurred by `radius` and moved by `offset`, composited with
    /// `blend` beneath the drawing, `above` it, or alone (`shadowOnly`).
    package static func shadow(of items: [DisplayItem], color: RGBAColor, radius: CGFloat, offset: CGSize,
                               blend: BlendOperator?, inverted: Bool, above: Bool, shadowOnly: Bool,
                               outside: CGRect) -> DisplayItem {
        let c = color.clamped
        let coverage: [DisplayItem]
        if inverted {
            coverage = [.fill(Path(outside), .color(c), FillStyle()), .group(.blend(.destinationOut), items)]
        } else {
            let recolor = RowRasterDisplay.ColorMatrix(rows: [
                [0, 0, 0, 0, c.red], [0, 0, 0, 0, c.green], [0, 0, 0, 0, c.blue], [0, 0, 0, c.opacity, 0],
            ])
            coverage = [.group(.colorMatrix(recolor), items)]
        }
        var shadow: DisplayItem = .group(.blur(radius: radius, opaque: false), [.group(.compositingGroup, coverage)])
        if offset != .zero { shadow = .group(.transform(CGAffineTransform(translationX: offset.width, y: offset.height)), [shadow]) }
        if let blend { shadow = .group(.blend(blend), [shadow]) }
        if shadowOnly { return shadow }
        return .group(.compositingGroup, above ? items + [shadow] : [shadow] + items)
    }

    /// How far past a drawing an inverted shadow's outside must reach so the blur and the
    /// offset never pull its edge into view.
    package static func reach(radius: CGFloat, offset: CGSize) -> CGFloat {
        3 * radius * ShadowGeometry.sigmaPerRadius + abs(offset.width) + abs(offset.height)
    }
}

/// A shadow a shape style casts (`ShadowStyle`): a drop shadow beneath what the style
/// paints, or an inner shadow inside it.
package struct ShadowLook: Hashable, Sendable {
    package var color: RGBAColor
    package var radius: CGFloat
    package var offset: CGSize
    package var isInner: Bool

    package init(color: RGBAColor, radius: CGFloat, offset: CGSize, isInner: Bool) {
        self.color = color
        self.radius = radius.isFinite ? max(0, radius) : 0
        self.offset = offset.width.isFinite && offset.height.isFinite ? offset : .zero
        self.isInner = isInner
    }

    /// `items` (what the style painted) with this shadow: a drop shadow as the `shadow`
    /// effect draws one; an inner shadow as the shadow of the outside, above the drawing,
    /// kept to the drawing's coverage (`sourceAtop`).
    package func applied(to items: [DisplayItem]) -> DisplayItem {
        guard isInner else { return .group(.shadow(color: color, radius: radius, offset: offset), items) }
        let reach = ShadowComposition.reach(radius: radius, offset: offset) + 1
        let bounds = DisplayList(items).bounds
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return .group(.compositingGroup, items) }
        return ShadowComposition.shadow(of: items, color: color, radius: radius, offset: offset, blend: .sourceAtop,
                                        inverted: true, above: true, shadowOnly: false,
                                        outside: bounds.insetBy(dx: -reach, dy: -reach))
    }
}
