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
            let drawing = SymbolCatalog.drawing(named: name)
            if drawing == nil { SymbolCatalog.reportUnknown(name) }
            let pointSize = CGFloat(spec.size)
            let height = pointSize * SymbolNode.heightPerPoint
            let width = (drawing?.width ?? 100) / SymbolDrawing.designHeight * height
            let size = CGSize(width: width, height: height)
            let items = SymbolNode.items(for: drawing ?? SymbolCatalog.placeholder, in: CGRect(origin: .zero, size: size),
                                         weight: Font.Weight(value: spec.weight), style: .color(color))
            attachment = TextAttachment(size: size, ascent: Double(height * SymbolNode.baselineFraction), items: items)
        case .named(let name):
            do {
                let (content, scale) = try ImageLibrary.shared.lookup(name, displayScale: environment.displayScale, colorScheme: environment.colorScheme)
                attachment = bitmapAttachment(content, scale: scale, image: image, color: color)
            } catch {
                warnings.append("\(error)")
                return
            }
        case .bitmap(let content, let scale):
            attachment = bitmapAttachment(content, scale: scale, image: image, color: color)
        }
        spans.append(TextSpan(text: TextAttachment.character, font: spec, color: color,
                              baselineOffset: Double(style.baselineOffset), attachment: attachment))
    }

    private func bitmapAttachment(_ content: ImageContent, scale: CGFloat, image: Image, color: RGBAColor) -> TextAttachment {
        let size = CGSize(width: CGFloat(content.bitmap.width) / scale, height: CGFloat(content.bitmap.height) / scale)
        let tint = image.renderingModeValue == .template ? color : nil
        let item = DisplayItem.image(ImageItem(content: content, rect: CGRect(origin: .zero, size: size), tint: tint))
        return TextAttachment(size: size, ascent: Double(size.height), items: [item])
    }
}
