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

        /// The distance from the image's top to its baseline: a symbol stands on its text
        /// baseline, a bitmap on its bottom edge.
        public let baseline: CGFloat

        /// The shading a template image or a symbol is drawn with; nil draws it as resolved
        /// (a bitmap in its own colours). A palette shading colours a symbol's layers.
        public var shading: Shading?

        init(content: Content, shading: Shading? = nil) {
            self.content = content
            self.shading = shading
            switch content {
            case .bitmap(let image, let scale, _): baseline = CGFloat(image.bitmap.height) / scale
            case .symbol(_, let metrics, _, _): baseline = metrics.baseline
            case .missing: baseline = 0
            }
        }

        /// The image's natural size in points.
        public var size: CGSize {
            switch content {
            case .bitmap(let image, let scale, _):
                return image.pointSize(scale: scale)
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
            let symbol = RowRasterCore.ResolvedSymbol(name: name, renderingMode: image.symbolRenderingModeValue, environment: environment)
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
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite else { return }
        switch image.content {
        case .bitmap(let content, _, let tint):
            guard let shading = image.shading, tint != nil else {
                record(.image(ImageItem(content: content, rect: rect, interpolation: .medium, tint: tint)))
                return
            }
            // A template image is a mask: the shading shows through its coverage.
            let paint = shading.paint(bounds: rect, environment: environment)
            if case .color(let color) = paint {
                record(.image(ImageItem(content: content, rect: rect, interpolation: .medium, tint: color)))
            } else {
                let mask = DisplayItem.image(ImageItem(content: content, rect: rect, interpolation: .medium, tint: .black))
                record(.group(.mask([mask]), [.fill(Path(rect), paint, FillStyle())]))
            }
        case .symbol(let drawing, _, let weight, let resolvedPaint):
            var paint = resolvedPaint
            if let shading = image.shading {
                let layers: [Shading]
                if case .palette(let palette) = shading.storage { layers = palette } else { layers = [shading] }
                let styles = layers.map { $0.resolvedStyle(in: rect, environment: environment) }
                paint = styles.count == 1 ? .monochrome(styles[0]) : .palette(styles)
            }
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
