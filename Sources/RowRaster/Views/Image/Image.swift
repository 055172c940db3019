import Foundation
import RowRasterPNG

/// A view that shows a picture, as SwiftUI's `Image`: PNG files and data, images looked up by
/// name in asset catalogs and directories you register (`ImageLibrary`), and vector symbols by
/// system name.
///
/// A plain image is its natural size (pixels divided by its scale); `resizable()` makes it
/// take the size it is offered, usually with `aspectRatio`, `scaledToFit` or `scaledToFill`.
public struct Image: View, PrimitiveView, Equatable {
    enum Source: Equatable {
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

    var source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var interpolationMode: Interpolation = .medium
    var renderingModeValue: TemplateRenderingMode?

    init(source: Source) { self.source = source }

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

    /// A vector symbol from RowRaster's built-in set of common SF Symbols names, sized by the font.
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

    func makeNodes(in context: BuildContext) -> [RenderNode] {
        switch source {
        case .system(let name):
            let symbol = SymbolNode(name: name, font: context.environment.font ?? .body,
                                    dynamicTypeSize: context.environment.dynamicTypeSize,
                                    style: context.environment.foregroundStyle(level: 0), isResizable: isResizable,
                                    context: context.layout)
            return [_FlipForRightToLeftModifier(enabled: _FlipForRightToLeftModifier.pointsTheReadingDirection(name))
                .makeNode(wrapping: symbol, in: context)]
        case .named(let name):
            return namedImageNodes(name, in: context)
        case .bitmap(let content, let scale):
            return [makeBitmapNode(content, scale: scale, context)]
        }
    }

    func makeBitmapNode(_ content: ImageContent, scale: CGFloat, _ context: BuildContext) -> RenderNode {
        let tint: RGBAColor? = renderingModeValue == .template
            ? context.environment.foregroundStyle(level: 0).representativeColor : nil
        return ImageNode(content: content, scale: scale, isResizable: isResizable, capInsets: capInsets,
                         resizingMode: resizingMode, interpolation: interpolationMode, tint: tint, context: context.layout)
    }
}
