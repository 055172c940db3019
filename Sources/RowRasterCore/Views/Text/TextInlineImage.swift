import Foundation

extension TextResolution {
    /// An image inside text: a symbol at the font's size and weight in the text's colour, or
    /// a picture at its natural size standing on the baseline, as SwiftUI draws `Text(Image(…))`.
    mutating func appendImage(_ image: Image, style: Text.Style) {
        let spec = font(for: style).1
        let color = color(for: style)
        let attachment: TextAttachment
        switch image.source {
        case .system(let name):
            let symbol = ResolvedSymbol(name: name, renderingMode: image.symbolRenderingModeValue, environment: environment)
            guard let drawing = symbol.drawing else {
                // As iOS: nothing drawn, no space taken, the name listed in the render's warnings.
                if let warning = symbol.warning { environment.diagnostics?.warn(warning) }
                return
            }
            let metrics = SymbolMetrics(pointSize: CGFloat(spec.size), scale: environment.imageScale)
            let size = metrics.size(of: drawing)
            let paint = environment.symbolRenderingMode == nil && image.symbolRenderingModeValue == nil
                ? SymbolPaint.monochrome(.color(color)) : symbol.paint
            let items = SymbolNode.items(for: drawing, in: CGRect(origin: .zero, size: size),
                                         weight: Font.Weight(value: spec.weight), paint: paint)
            attachment = TextAttachment(size: size, ascent: Double(metrics.baseline), items: items)
        case .named(let name):
            do {
                let (content, scale) = try ImageLibrary.shared.lookup(name, displayScale: environment.displayScale, colorScheme: environment.colorScheme)
                attachment = bitmapAttachment(content, scale: scale, image: image, color: color)
            } catch {
                // As `Image(_:)` alone: a missing image is a warning, a broken catalog an error.
                if case .imageNotFound(let name, let searched) = error {
                    environment.diagnostics?.warn(.missingImage(name: name, searched: searched))
                } else {
                    environment.diagnostics?.fail(error)
                }
                return
            }
        case .bitmap(let content, let scale):
            attachment = bitmapAttachment(content, scale: scale, image: image, color: color)
        }
        spans.append(TextSpan(text: TextAttachment.character, font: spec, color: color,
                              baselineOffset: Double(style.baselineOffset), attachment: attachment))
    }

    private func bitmapAttachment(_ content: ImageContent, scale: CGFloat, image: Image, color: RGBAColor) -> TextAttachment {
        let size = content.pointSize(scale: scale)
        let tint = image.renderingModeValue == .template ? color : nil
        let item = DisplayItem.image(ImageItem(content: content, rect: CGRect(origin: .zero, size: size), tint: tint))
        return TextAttachment(size: size, ascent: Double(size.height), items: [item])
    }
}
