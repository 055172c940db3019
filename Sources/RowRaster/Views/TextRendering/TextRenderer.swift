import Foundation

/// Draws text from its laid-out lines, runs and glyphs instead of the text drawing itself, as
/// SwiftUI's `TextRenderer`; set it on a view with `textRenderer(_:)`.
///
/// A render is the renderer's resting state: its properties as the view sets them, animated
/// ones at their final values.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose origin is the text's top-left corner.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The text's size for `proposal`; by default the size the text takes on its own.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far the renderer draws outside the text's frame. RowRaster does not clip text to
    /// its frame, so this only states the renderer's intent.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` sizes, as SwiftUI's `TextProxy`.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The size the text takes on its own for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

extension TextProxy: @unchecked Sendable {}

nonisolated extension View {
    /// Draws every text in this view with `renderer`; an inner renderer replaces an outer one.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(_TextRendererViewModifier(renderer: renderer))
    }
}

/// The modifier `textRenderer(_:)` applies, as SwiftUI's `_TextRendererViewModifier`.
nonisolated public struct _TextRendererViewModifier<Renderer: TextRenderer>: ViewModifier {
    var renderer: Renderer

    public init(renderer: Renderer) { self.renderer = renderer }

    @MainActor public func body(content: Content) -> some View {
        content.environment(\.textRendering, RendererDrawing(renderer: renderer))
    }
}

/// A `TextRenderer` as the engine's text drawing asks for one.
private struct RendererDrawing<Renderer: TextRenderer>: TextRendering {
    let renderer: Renderer

    func sizeThatFits(_ proposal: ProposedViewSize, measure: @escaping (ProposedViewSize) -> CGSize) -> CGSize {
        renderer.sizeThatFits(proposal: proposal, text: TextProxy(measure: measure))
    }

    func draw(_ text: RenderedText, in environment: EnvironmentValues, context: LayoutContext) -> [DisplayItem] {
        let recorder = GraphicsContext.Recorder(layout: context, size: text.item.size)
        var ctx = GraphicsContext(recorder: recorder, environment: environment)
        renderer.draw(layout: Text.Layout(text), in: &ctx)
        // Drawing that blends blends with the text's own drawing, as a canvas's does.
        return recorder.blends ? [.group(.compositingGroup, recorder.items)] : recorder.items
    }
}
