/// A shape style that fills with an image tiled from the drawing's top-leading corner, as
/// SwiftUI's `ImagePaint`: `sourceRect` (unit coordinates of the image) is the part tiled,
/// at `scale` times its natural size.
///
/// Bitmaps and named images are tiled; an SF Symbol paints nothing, as a symbol is no bitmap.
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image tiled, in unit coordinates.
    public var sourceRect: CGRect
    /// How much the image is scaled from its natural size.
    public var scale: CGFloat
    /// Where a tile's corner is (a canvas's `tiledImage(_:origin:…)`); nil for the corner of
    /// what is drawn.
    package var tileOrigin: CGPoint?

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        let bitmap: (ImageContent, CGFloat)?
        switch image.source {
        case .bitmap(let content, let pixelsPerPoint): bitmap = (content, pixelsPerPoint)
        case .named(let name):
            bitmap = try? ImageLibrary.shared.lookup(name, displayScale: environment.displayScale, colorScheme: environment.colorScheme)
        case .system: bitmap = nil
        }
        guard let (content, pixelsPerPoint) = bitmap,
              let tiling = ImageTiling(content: content, pixelsPerPoint: pixelsPerPoint, unitSourceRect: sourceRect, scale: scale,
                                           origin: tileOrigin)
        else { return .color(.clear) }
        return .image(tiling)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A style tiling `image` (its `sourceRect` part, at `scale`) over what is drawn.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

/// An image tiled as a paint: the part of a bitmap repeated at a tile size, from an origin.
package struct ImageTiling: Hashable, Sendable {
    let content: ImageContent
    /// The tiled part, in pixels.
    let sourceRect: CGRect
    /// One tile's size, in points.
    let tileSize: CGSize
    /// A tile's top-leading corner; nil for the corner of what is drawn.
    var origin: CGPoint?
    /// The opacity the tiles are drawn with (`.opacity(_:)` on the style).
    package var opacity: Double = 1

    /// Most tiles drawn one by one (a part of an image); more draw nothing rather than stall.
    static let maximumSeparateTiles = 4096

    /// Nil when nothing can be tiled: an empty or non-finite part or scale.
    package init?(content: ImageContent, pixelsPerPoint: CGFloat, unitSourceRect: CGRect, scale: CGFloat, origin: CGPoint? = nil) {
        let width = CGFloat(content.bitmap.width), height = CGFloat(content.bitmap.height)
        let unit = unitSourceRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !unit.isNull, unit.width > 0, unit.height > 0, scale.isFinite, scale > 0,
              pixelsPerPoint.isFinite, pixelsPerPoint > 0, width > 0, height > 0 else { return nil }
        self.content = content
        sourceRect = CGRect(x: unit.minX * width, y: unit.minY * height, width: unit.width * width, height: unit.height * height)
        tileSize = CGSize(width: sourceRect.width / pixelsPerPoint * scale, height: sourceRect.height / pixelsPerPoint * scale)
        guard tileSize.width > 0, tileSize.height > 0 else { return nil }
        if let origin, !(origin.x.isFinite && origin.y.isFinite) { return nil }
        self.origin = origin
    }

    /// Whether the whole image is tiled, which the raster stage repeats by itself.
    var tilesWholeImage: Bool {
        sourceRect == CGRect(x: 0, y: 0, width: CGFloat(content.bitmap.width), height: CGFloat(content.bitmap.height))
    }

    /// The tiles covering what `coverage` (the drawing, in black) covers, shown only there;
    /// the grid starts at the tiling's origin, else at `drawingOrigin` (the drawn frame's corner).
    package func fill(coverage: [DisplayItem], drawingOrigin: CGPoint) -> DisplayItem {
        let bounds = DisplayList(coverage).bounds
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0,
              drawingOrigin.x.isFinite, drawingOrigin.y.isFinite else {
            return .group(.opacity(0), [])
        }
        // The tile grid starts at the origin; the covered area starts at the grid line before the bounds.
        let start = origin ?? drawingOrigin
        let columns0 = ((bounds.minX - start.x) / tileSize.width).rounded(.down)
        let rows0 = ((bounds.minY - start.y) / tileSize.height).rounded(.down)
        let columns = ((bounds.maxX - start.x) / tileSize.width).rounded(.up) - columns0
        let rows = ((bounds.maxY - start.y) / tileSize.height).rounded(.up) - rows0
        let corner = CGPoint(x: start.x + columns0 * tileSize.width, y: start.y + rows0 * tileSize.height)
        let area = CGRect(origin: corner, size: CGSize(width: columns * tileSize.width, height: rows * tileSize.height))
        var tiles: [DisplayItem] = []
        if tilesWholeImage {
            tiles = [.image(ImageItem(content: content, rect: area, tileSize: tileSize))]
        } else if columns * rows <= CGFloat(Self.maximumSeparateTiles) {
            for row in 0..<Int(rows) {
                for column in 0..<Int(columns) {
                    let rect = CGRect(origin: CGPoint(x: corner.x + CGFloat(column) * tileSize.width, y: corner.y + CGFloat(row) * tileSize.height),
                                      size: tileSize)
                    tiles.append(.image(ImageItem(content: content, rect: rect, sourceRect: sourceRect)))
                }
            }
        }
        let faded: [DisplayItem] = opacity < 1 ? [.group(.opacity(max(0, opacity)), tiles)] : tiles
        return .group(.mask(coverage), faded)
    }
}
