import Foundation

extension TextNode {
    /// A text renderer with the environment it draws in.
    package struct Renderer {
        let rendering: any TextRendering
        let environment: EnvironmentValues
    }

    /// Emits what the renderer draws, from the text laid out in its frame, moved to the frame.
    func emitRendered(by renderer: Renderer, into builder: inout DisplayListBuilder) {
        guard let text = renderedText() else { return }
        let items = renderer.rendering.draw(text, in: renderer.environment, context: context)
        guard !items.isEmpty else { return }
        builder.append(.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)), items))
    }

    /// The text as placed, with its glyph layout, in its own space; nil (reported) when the
    /// engine cannot lay it out.
    func renderedText() -> RenderedText? {
        let (paragraph, _) = fit(for: placedProposal)
        let box = box(for: placedProposal)
        let layout: TextGlyphLayout
        do throws(RenderError) {
            layout = try context.textMeasurer.glyphLayout(paragraph, in: box)
        } catch {
            context.report(error)
            return nil
        }
        let local = CGRect(origin: .zero, size: frame.size)
        let item = TextItem(paragraph: paragraph, box: box, origin: .zero, size: frame.size, fill: fill?.paint(in: local))
        return RenderedText(item: item, layout: layout, customAttributes: customAttributes)
    }
}

/// A preference key every text gives a value for, from its laid-out lines: SwiftUI's
/// `Text.LayoutKey`, which the `SwiftUI` surface defines (it needs `Text.Layout`).
package protocol TextLayoutPreferenceKey: PreferenceKey {
    /// The value a text laid out as `text` gives, its top-left corner at `origin`.
    @MainActor static func value(of text: RenderedText, at origin: Anchor<CGPoint>) -> Value
}

extension TextNode {
    /// The value this text gives `key`: nil unless it is a text layout key.
    func preferenceValue<K: PreferenceKey>(of key: K.Type) -> K.Value? {
        guard let textKey = K.self as? any TextLayoutPreferenceKey.Type, !paragraph.string.isEmpty,
              let text = renderedText() else { return nil }
        return textKey.value(of: text, at: Anchor<CGPoint>.Source.point(.zero).anchor(in: frame)) as? K.Value
    }
}
