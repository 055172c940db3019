/// How a view composites with what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    // `plusDarker` is not declared: Cairo has no such operator, and drawing it as another mode
    // would be a wrong picture of a view that compiles.
    case sourceAtop, destinationOver, destinationOut, plusLighter

    /// The Cairo operator.
    var blendOperator: BlendOperator {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusLighter: return .plusLighter
        }
    }
}

nonisolated struct _MaskModifier<Mask: View>: NodeWrappingModifier {
    let mask: Mask
    let alignment: Alignment

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let nodes = context.graph.makeNodes(mask, in: context.child(3).container(axis: nil))
        guard !nodes.isEmpty else { return node }
        let maskNode = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: alignment, children: nodes, context: context.layout)
        return MaskNode(mask: maskNode, alignment: alignment, child: node)
    }
}

nonisolated extension View {
    /// A shadow: the view's coverage blurred with a Gaussian whose standard deviation is
    /// `radius` points (RowRaster's one blur convention), in `color`, moved by (x, y).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ValidatedEffectModifier(values: [("radius", radius), ("x", x), ("y", y)], view: "shadow") {
            .shadow(color: color.resolved(in: $0), radius: max(0, radius), offset: CGSize(width: x, height: y))
        })
    }

    /// A Gaussian blur of the view with standard deviation `radius` points; `opaque` keeps
    /// the edges solid instead of fading them into transparency.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_ValidatedEffectModifier(values: [("radius", radius)], view: "blur") { _ in
            .blur(radius: max(0, radius), opaque: opaque)
        })
    }

    /// Composites the view onto what is behind it with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_EffectModifier(effect: .blend(blendMode.blendOperator)))
    }

    /// Shows the view only where `mask` has coverage (its alpha), the mask laid out like an overlay.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }

    /// Adds `amount` (0…1) to every colour channel.
    public func brightness(_ amount: Double) -> some View { colorEffect(ColorEffects.brightness(amount), "brightness", amount) }

    /// Scales colours away from (above 1) or toward (below 1) middle grey.
    public func contrast(_ amount: Double) -> some View { colorEffect(ColorEffects.contrast(amount), "contrast", amount) }

    /// 0 is grey, 1 leaves colours as they are, above 1 intensifies them.
    public func saturation(_ amount: Double) -> some View { colorEffect(ColorEffects.saturation(amount), "saturation", amount) }

    /// 0 leaves colours, 1 removes them.
    public func grayscale(_ amount: Double) -> some View {
        colorEffect(ColorEffects.saturation(1 - min(1, max(0, amount))), "grayscale", amount)
    }

    /// Multiplies every pixel by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ValidatedEffectModifier(values: [], view: "colorMultiply") { .colorMatrix(ColorEffects.multiply(color.resolved(in: $0))) })
    }

    /// Rotates hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        colorEffect(ColorEffects.hueRotation(angle), "hueRotation", angle.radians)
    }

    /// Replaces every colour with its complement (1 − c per sRGB channel), keeping alpha.
    public func colorInvert() -> some View {
        modifier(_ValidatedEffectModifier(values: [], view: "colorInvert") { _ in .colorMatrix(ColorEffects.invert(1)) })
    }

    /// Turns the view into a black mask whose opacity is the view's luminance: light parts
    /// stay opaque, dark parts become transparent.
    public func luminanceToAlpha() -> some View {
        modifier(_ValidatedEffectModifier(values: [], view: "luminanceToAlpha") { _ in .colorMatrix(ColorEffects.luminanceToAlpha) })
    }

    private func colorEffect(_ matrix: RowRasterDisplay.ColorMatrix, _ name: String, _ amount: Double) -> some View {
        modifier(_ValidatedEffectModifier(values: [("amount", amount)], view: name) { _ in .colorMatrix(matrix) })
    }
}

/// An effect whose arguments must be finite numbers; a NaN or infinity is reported. The effect
/// is made in the environment of the view it applies to (a shadow's colour follows the scheme).
nonisolated struct _ValidatedEffectModifier: NodeWrappingModifier {
    let values: [(String, CGFloat)]
    let view: String
    let effect: (EnvironmentValues) -> EffectNode.Effect

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        for (parameter, value) in values where !value.isFinite {
            context.layout.report(.invalidDimension(view: "\(view) at \(context.identity)", parameter: parameter, value: value))
            return node
        }
        return EffectNode(effect: effect(context.environment), child: node)
    }
}
