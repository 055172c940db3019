nonisolated struct _EffectModifier: NodeWrappingModifier {
    let effect: EffectNode.Effect

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        if case .opacity(let value) = effect, !value.isFinite {
            context.layout.report(.invalidDimension(view: "opacity at \(context.identity)", parameter: "opacity", value: value))
            return node
        }
        if case .clip(let shape, let style) = effect {
            // A clip shape mirrors right to left as a drawn one does.
            return EffectNode(effect: .clip(shape.mirrored(for: context.environment.layoutDirection), style), child: node)
        }
        return EffectNode(effect: effect, child: node)
    }
}

/// How colours of a drawing group are stored and blended, as SwiftUI's `ColorRenderingMode`.
/// RowRaster renders every mode in 8-bit sRGB.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

nonisolated extension View {
    /// Draws the view with its opacity multiplied, each part separately (use
    /// `compositingGroup()` first to fade the view as one layer).
    public func opacity(_ opacity: Double) -> some View {
        modifier(_EffectModifier(effect: .opacity(opacity)))
    }

    /// Keeps the view's place in the layout and draws nothing, as SwiftUI's `hidden()`.
    public func hidden() -> some View {
        opacity(0)
    }

    /// Clips the view to a shape the size of its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_EffectModifier(effect: .clip(shape, style)))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_EffectModifier(effect: .clip(Rectangle(), FillStyle(antialiased: antialiased))))
    }

    /// Clips the view to its frame with rounded (circular) corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_EffectModifier(effect: .clip(RoundedRectangle(cornerRadius: radius, style: .circular),
                                               FillStyle(antialiased: antialiased))))
    }

    /// Composites the view as one layer, so opacity and blending apply to it as a whole.
    public func compositingGroup() -> some View {
        modifier(_EffectModifier(effect: .compositingGroup))
    }

    /// Renders the view into one offscreen image and composites that.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_EffectModifier(effect: .drawingGroup(opaque: opaque)))
    }

    /// The shape used for hit testing. Accepted for source compatibility; nothing is drawn.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_NodePropertyModifier { _ in })
    }
}
