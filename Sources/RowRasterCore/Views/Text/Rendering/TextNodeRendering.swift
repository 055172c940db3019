import Foundation

extension TextNode {
    /// A text renderer with what it draws in: the text's environment and custom attributes.
    package struct Renderer {
        let rendering: any TextRendering
        let environment: EnvironmentValues
        let customAttributes: [[AnyHashable]]
    }

    /// Emits what the renderer draws, from the text laid out in its frame, moved to the frame.
    func emitRendered(by renderer: Renderer, into builder: inout DisplayListBuilder) {
        let (paragraph, _) = fit(for: placedProposal)
        let box = box(for: placedProposal)
        let layout: TextGlyphLayout
        do throws(RenderError) {
            layout = try context.textMeasurer.glyphLayout(paragraph, in: box)
        } catch {
            return context.report(error)
        }
        let local = CGRect(origin: .zero, size: frame.size)
        let item = TextItem(paragraph: paragraph, box: box, origin: .zero, size: frame.size, fill: fill?.paint(in: local))
        let items = renderer.rendering.draw(RenderedText(item: item, layout: layout, customAttributes: renderer.customAttributes),
                                            in: renderer.environment, context: context)
        guard !items.isEmpty else { return }
        builder.append(.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)), items))
    }
}
