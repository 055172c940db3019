extension GraphicsContext {
    /// An image resolved against the context's environment, ready to measure and draw.
    @MainActor
    public struct ResolvedImage {
        enum Content {
            case bitmap(ImageContent, scale: CGFloat, tint: RGBAColor?)
            case symbol(SymbolDrawing, metrics: SymbolMetrics, weight: Font.Weight, paint: SymbolPaint)
            case missing
        }

        let content: Content

        /// The image's natural size in points.
        public var size: CGSize {
            switch content {
            case .bitmap(let image, let scale, _):
                return CGSize(width: CGFloat(image.bitmap.width) / scale, height: CGFloat(image.bitmap.height) / scale)
            case .symbol(let drawing, let metrics, _, _):
                return metrics.size(of: drawing)
            case .missing:
                return .zero
            }
        }
    }

    public func resolve(_ image: Image) -> ResolvedImage {
        let tint: RGBAColor? = image.renderingModeValue == .template ? environment.foregroundStyle(level: 0).representativeColor : nil
        switch image.source {
        case .bitmap(let content, let scale):
            return ResolvedImage(content: .bitmap(content, scale: scale, tint: tint))
        case .named(let name):
            do {
                let (content, scale) = try ImageLibrary.shared.lookup(name, displayScale: environment.displayScale, colorScheme: environment.colorScheme)
                return ResolvedImage(content: .bitmap(content, scale: scale, tint: tint))
            } catch {
                recorder.layout.report(error)
                return ResolvedImage(content: .missing)
            }
        case .system(let name):
            let font = environment.font ?? .body
            let symbol = ResolvedSymbol(name: name, renderingMode: image.symbolRenderingModeValue, environment: environment)
            guard let drawing = symbol.drawing else {
                // As iOS: an unknown symbol is an empty image, and the render lists it.
                if let warning = symbol.warning { recorder.layout.warn(warning) }
                return ResolvedImage(content: .missing)
            }
            let metrics = SymbolMetrics(pointSize: font.pointSize(at: environment.dynamicTypeSize), scale: environment.imageScale)
            return ResolvedImage(content: .symbol(drawing, metrics: metrics, weight: font.weightValue ?? .regular, paint: symbol.paint))
        }
    }

    /// Draws the image scaled into `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        switch image.content {
        case .bitmap(let content, _, let tint):
            record(.image(ImageItem(content: content, rect: rect, interpolation: .medium, tint: tint)))
        case .symbol(let drawing, _, let weight, let paint):
            for item in SymbolNode.items(for: drawing, in: rect, weight: weight, paint: paint) { record(item) }
        case .missing:
            break
        }
    }

    /// Draws the image at its natural size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                               width: size.width, height: size.height))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}
