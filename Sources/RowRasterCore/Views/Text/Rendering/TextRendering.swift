import Foundation

/// A text renderer (SwiftUI's `TextRenderer`, which the `SwiftUI` surface defines) as layout
/// and drawing see it: it may size the text its own way, and it draws the text from its
/// laid-out lines instead of the text drawing itself.
@MainActor
package protocol TextRendering {
    /// The text's size for `proposal`; `measure` gives the size the text takes on its own.
    func sizeThatFits(_ proposal: ProposedViewSize, measure: @escaping (ProposedViewSize) -> CGSize) -> CGSize
    /// The display items the renderer draws for `text`, in the text's own space (its frame's
    /// top-left corner at the origin).
    func draw(_ text: RenderedText, in environment: EnvironmentValues, context: LayoutContext) -> [DisplayItem]
}

/// A text as a renderer gets it: laid out in its frame, with what it takes to draw any part.
package struct RenderedText: Equatable {
    /// The text as a whole, at the origin; a renderer's drawing selects parts of it.
    package let item: TextItem
    package let layout: TextGlyphLayout
    /// The custom attributes' sets, which spans' `customAttributes` index.
    package let customAttributes: [[AnyHashable]]

    package init(item: TextItem, layout: TextGlyphLayout, customAttributes: [[AnyHashable]]) {
        self.item = item
        self.layout = layout
        self.customAttributes = customAttributes
    }
}

private struct TextRenderingKey: EnvironmentKey {
    static var defaultValue: (any TextRendering)? { nil }
}

extension EnvironmentValues {
    /// The renderer texts here are drawn by (`textRenderer(_:)`); nil for none.
    package var textRendering: (any TextRendering)? {
        get { self[TextRenderingKey.self] }
        set { self[TextRenderingKey.self] = newValue }
    }
}
