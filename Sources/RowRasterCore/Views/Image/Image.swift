import Foundation
import RowRasterPNG

/// A view that shows a picture, as SwiftUI's `Image`: PNG files and data, images looked up by
/// name in asset catalogs and directories you register (`ImageLibrary`), and vector symbols by
/// system name.
///
/// A plain image is its natural size (pixels divided by its scale); `resizable()` makes it
/// take the size it is offered, usually with `aspectRatio`, `scaledToFit` or `scaledToFill`.
public struct Image: View, PrimitiveView, Equatable {
    package enum Source: Equatable {
        case bitmap(ImageContent, scale: CGFloat)
        case named(String)
        case system(String)
    }

    /// How a resizable image fills space larger than itself.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// How pixels are sampled when the image is scaled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Whether the image keeps its colours or is a mask tinted by the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    package var source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var interpolationMode: Interpolation = .medium
    package var renderingModeValue: TemplateRenderingMode?
    package var symbolRenderingModeValue: SymbolRenderingMode?

    package init(source: Source) { self.source = source }

    /// The PNG file at `url`, decoded now; errors name the file and what is wrong with it.
    public init(contentsOf url: URL) throws(RenderError) {
        self.init(source: .bitmap(try ImageCache.shared.content(contentsOf: url), scale: ImageLibrary.scale(ofFileNamed: url.lastPathComponent)))
    }

    /// A PNG image from bytes in memory.
    public init(pngData data: Data) throws(RenderError) {
        self.init(source: .bitmap(ImageContent(bitmap: try PNGCodec.decode(data, source: "PNG data (\(data.count) bytes)")), scale: 1))
    }

    /// Pixels already in memory, at `scale` pixels per point.
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.init(source: .bitmap(ImageContent(bitmap: bitmap), scale: scale > 0 && scale.isFinite ? scale : 1))
    }

    /// A vector symbol by its SF Symbols name, sized by the font: RowRaster's hand-drawn symbols
    /// and the SF names it maps onto Debian's bootstrap-icons. A name it does not cover takes
    /// no space, draws nothing and is listed in the render's warnings, as iOS logs it.
    public init(systemName: String) { self.init(source: .system(systemName)) }

    public var body: Never { bodyError() }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationMode = interpolation
        return copy
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingModeValue = renderingMode
        return copy
    }

    /// Accepted for source compatibility; images are always drawn antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        switch source {
        case .system(let name):
            return symbolNodes(name, in: context)
        case .named(let name):
            return namedImageNodes(name, in: context)
        case .bitmap(let content, let scale):
            return [makeBitmapNode(content, scale: scale, context)]
        }
    }

    /// The nodes for a symbol: its drawing, or nothing with a warning when the name is unknown.
    func symbolNodes(_ requested: String, in context: BuildContext) -> [RenderNode] {
        let environment = context.environment
        let symbol = ResolvedSymbol(name: requested, renderingMode: symbolRenderingModeValue, environment: environment)
        guard let drawing = symbol.drawing else {
            if let warning = symbol.warning { context.graph.warn(warning) }
            return [EmptyLeafNode(name: "Image", context: context.layout)]
        }
        let font = environment.font ?? .body
        let metrics = SymbolMetrics(pointSize: font.pointSize(at: environment.dynamicTypeSize), scale: environment.imageScale)
        let node = SymbolNode(name: symbol.name, drawing: drawing, metrics: metrics, weight: ResolvedSymbol.weight(of: font),
                              paint: symbol.paint, isResizable: isResizable, context: context.layout)
        node.redactionColor = Self.redactionColor(in: environment)
        return [_FlipForRightToLeftModifier(enabled: _FlipForRightToLeftModifier.pointsTheReadingDirection(symbol.name))
            .makeNode(wrapping: node, in: context)]
    }

    func makeBitmapNode(_ content: ImageContent, scale: CGFloat, _ context: BuildContext) -> RenderNode {
        let tint: RGBAColor? = renderingModeValue == .template
            ? context.environment.foregroundStyle(level: 0).representativeColor : nil
        let node = ImageNode(content: content, scale: scale, isResizable: isResizable, capInsets: capInsets,
                             resizingMode: resizingMode, interpolation: interpolationMode, tint: tint, context: context.layout)
        node.redactionColor = Self.redactionColor(in: context.environment)
        return node
    }

    /// The colour a redacted image's placeholder box is drawn in (the foreground style's), or
    /// nil when images here are not redacted.
    static func redactionColor(in environment: EnvironmentValues) -> RGBAColor? {
        environment.drawsRedactedPlaceholders ? environment.foregroundStyle(level: 0).representativeColor : nil
    }
}

// Checked: every stored part of an Image is Sendable (decoded pixels are immutable), so an
// `AsyncImage` phase holding one can cross to the loader's thread.
extension Image: Sendable {}
