/// One preview in Xcode's canvas: a member of a `PreviewProvider`'s `previews`, with the preview
/// traits written on it or on the groups around it.
package struct PreviewCanvasPart {
    package var view: any View
    package var traits: [PreviewCanvasTrait]

    package var layout: PreviewLayout? { traits.lazy.compactMap { if case .layout(let v) = $0 { v } else { nil } }.first }
    package var displayName: String? {
        traits.lazy.compactMap { if case .displayName(let v) = $0 { v } else { nil } }.first ?? nil
    }
    package var device: PreviewDevice? { traits.lazy.compactMap { if case .device(let v) = $0 { v } else { nil } }.first ?? nil }
    package var orientation: InterfaceOrientation? {
        traits.lazy.compactMap { if case .orientation(let v) = $0 { v } else { nil } }.first
    }
}

/// The canvas's previews of `previews`: each member of a `Group`, a `@ViewBuilder` block or a
/// `ForEach` is one, as Xcode shows them; anything else is one preview.
@MainActor
package func previewCanvasParts(of previews: any View) -> [PreviewCanvasPart] {
    split(previews, traits: [])
}

@MainActor
private func split(_ view: any View, traits: [PreviewCanvasTrait]) -> [PreviewCanvasPart] {
    if let splitting = view as? any PreviewCanvasSplitting { return splitting.canvasParts(traits: traits) }
    return [PreviewCanvasPart(view: view, traits: traits)]
}

/// Views that hold several previews, or traits for the previews inside them.
@MainActor
protocol PreviewCanvasSplitting {
    func canvasParts(traits: [PreviewCanvasTrait]) -> [PreviewCanvasPart]
}

extension Group: PreviewCanvasSplitting where Content: View {
    func canvasParts(traits: [PreviewCanvasTrait]) -> [PreviewCanvasPart] { split(content, traits: traits) }
}

@MainActor
extension TupleView: PreviewCanvasSplitting {
    func canvasParts(traits: [PreviewCanvasTrait]) -> [PreviewCanvasPart] {
        children.flatMap { split($0, traits: traits) }
    }
}

extension ForEach: PreviewCanvasSplitting where Content: View {
    func canvasParts(traits: [PreviewCanvasTrait]) -> [PreviewCanvasPart] {
        data.flatMap { split(content($0), traits: traits) }
    }
}

@MainActor
extension AnyView: PreviewCanvasSplitting {
    func canvasParts(traits: [PreviewCanvasTrait]) -> [PreviewCanvasPart] { split(view, traits: traits) }
}

extension ModifiedContent: PreviewCanvasSplitting where Content: View, Modifier: ViewModifier {
    func canvasParts(traits: [PreviewCanvasTrait]) -> [PreviewCanvasPart] {
        if let trait = (modifier as? _PreviewTraitModifier)?.trait {
            // Traits travel inwards; one of the same kind from further out wins, as the outermost
            // trait-writing modifier does in SwiftUI.
            let outerWins = traits.contains { $0.kind == trait.kind }
            return split(content, traits: outerWins ? traits : traits + [trait])
        }
        let parts = split(content, traits: traits)
        // One member: this view is the preview as written, modifiers and all.
        guard parts.count > 1 else { return [PreviewCanvasPart(view: self, traits: parts.first?.traits ?? traits)] }
        // A modifier on a group applies to each member, so each member's preview carries it.
        return parts.map { part in
            PreviewCanvasPart(view: applying(modifier, to: part.view), traits: part.traits)
        }
    }
}

@MainActor
private func applying<M: ViewModifier>(_ modifier: M, to view: any View) -> any View {
    func apply<V: View>(_ view: V) -> any View { view.modifier(modifier) }
    return apply(view)
}
