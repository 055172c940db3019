import Foundation

/// A paragraph placed at a point, in the box it was measured in.
package struct TextItem: Sendable, Hashable {
    package var paragraph: TextParagraph
    package var box: TextBox
    /// Top-left corner of the text's frame (its measured size), in points.
    package var origin: CGPoint
    /// The measured size, so the backend can align lines inside it.
    package var size: CGSize
    /// When set, the glyphs are filled with this paint instead of their runs' colours.
    package var fill: Paint?
    /// The line, run or glyphs of the laid-out paragraph drawn (a text renderer's
    /// `draw(_:options:)`); nil draws all of it.
    package var selection: TextGlyphSelection?

    package init(paragraph: TextParagraph, box: TextBox, origin: CGPoint, size: CGSize, fill: Paint? = nil,
                 selection: TextGlyphSelection? = nil) {
        self.paragraph = paragraph
        self.box = box
        self.origin = origin
        self.size = size
        self.fill = fill
        self.selection = selection
    }
}

/// How an image is sampled when it is drawn at another size.
package enum ImageInterpolation: String, Sendable, Hashable {
    case none, low, medium, high
}

/// An image (or a part of it) drawn into a rectangle.
package struct ImageItem: Sendable, Hashable {
    package var content: ImageContent
    package var rect: CGRect
    package var interpolation: ImageInterpolation
    /// A template image is drawn as a mask filled with this colour.
    package var tint: RGBAColor?
    /// The part of the image drawn, in pixels; nil for all of it.
    package var sourceRect: CGRect?
    /// Repeat the image at its natural size (`tileSize`, points) instead of stretching it.
    package var tileSize: CGSize?

    package init(content: ImageContent, rect: CGRect, interpolation: ImageInterpolation = .medium,
                 tint: RGBAColor? = nil, sourceRect: CGRect? = nil, tileSize: CGSize? = nil) {
        self.content = content
        self.rect = rect
        self.interpolation = interpolation
        self.tint = tint
        self.sourceRect = sourceRect
        self.tileSize = tileSize
    }
}

/// An effect applied to a sub-list as a whole.
package enum DisplayEffect: Sendable, Hashable {
    /// Multiplies the sub-list's alpha; each item separately unless it is also grouped.
    case opacity(Double)
    /// Clips the sub-list to a path.
    case clip(Path, FillStyle)
    /// Draws the sub-list through a transform.
    case transform(CGAffineTransform)
    /// Draws the sub-list through a perspective transform (a `rotation3DEffect`), which no
    /// affine matrix can express: the backend renders the sub-list offscreen and warps it.
    /// Affine transforms are always `.transform`, never this.
    case projection(ProjectionTransform)
    /// Composites the sub-list as one layer (`compositingGroup()`): effects outside apply once.
    case compositingGroup
    /// Flattens the sub-list into one offscreen surface (`drawingGroup()`), which the raster
    /// cache may keep and reuse while the sub-list is unchanged. Its items are in the group's
    /// own coordinates (a transform group outside places it), so moving the group keeps the key.
    case drawingGroup(opaque: Bool)
    /// A list row drawn as its own layer (a repaint boundary, as a table cell's layer): kept
    /// in the raster cache like a drawing group and composited into each frame it shows in.
    /// Its identity names it within the list (the frame report maps it to a row); it is
    /// not part of the cache key, so the same row content at another position still hits.
    case layer(LayerID)
    /// Draws a blurred copy of the sub-list's coverage in `color`, moved by `offset`, beneath it.
    /// `radius` is the Gaussian's standard deviation in points (`ShadowGeometry`).
    case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
    /// Blurs the composited sub-list; `opaque` keeps edges opaque instead of fading them out.
    case blur(radius: CGFloat, opaque: Bool)
    /// Composites the sub-list onto what is behind it with a blend mode.
    case blend(BlendOperator)
    /// Shows the sub-list where the mask's items have coverage (their alpha).
    case mask([DisplayItem])
    /// Transforms the composited sub-list's colours (brightness, saturation, …).
    case colorMatrix(ColorMatrix)
    /// Shows, through the sub-list's coverage, what is already drawn behind it, with its
    /// colours transformed by `matrix` and blurred by `radius` (a material's backdrop). It
    /// reads the surface being drawn on: inside a drawing group, only what the group drew.
    case backdrop(radius: CGFloat, matrix: ColorMatrix)
    /// Draws the sub-list's strokes without antialiasing (a shape stroked with
    /// `antialiased: false`); fills keep their own `FillStyle`.
    case aliasedStrokes
}

/// Blend modes that Cairo composites natively.
package enum BlendOperator: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, xor, plusLighter
    /// Porter–Duff modes that change what is behind wherever the drawing's shape covers, even
    /// where its colour is clear (a canvas's `clear`, `copy`, `sourceIn`…). They are bounded
    /// by that shape, as Core Graphics bounds every mode: outside it, nothing changes.
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop

    /// Whether the mode changes pixels the drawing's colour leaves clear (inside its shape),
    /// so it must be composited through the shape's coverage rather than painted.
    package var isShapeBounded: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }
}

/// A 4×5 colour matrix over straight (non-premultiplied) RGBA in 0…1: each output channel is
/// the dot product of its row with (r, g, b, a, 1).
package struct ColorMatrix: Sendable, Hashable {
    package var rows: [[Double]]

    package init(rows: [[Double]]) { self.rows = rows }

    package static let identity = ColorMatrix(rows: [
        [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0],
    ])

    /// `self` then `next`.
    package func followed(by next: ColorMatrix) -> ColorMatrix {
        var result = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 4)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum = column == 4 ? next.rows[row][4] : 0
                for k in 0..<4 { sum += next.rows[row][k] * rows[k][column] }
                result[row][column] = sum
            }
        }
        return ColorMatrix(rows: result)
    }
}

/// One drawing operation of the display list. Coordinates are in points, top-left origin.
package indirect enum DisplayItem: Sendable, Hashable {
    case fill(Path, Paint, FillStyle)
    case stroke(Path, Paint, StrokeStyle)
    case text(TextItem)
    case image(ImageItem)
    case group(DisplayEffect, [DisplayItem])
}

/// The backend-free drawing of a laid-out view tree: the seam between layout and raster.
///
/// Value-typed and printable as text (`dump()`), it is what display-list tests compare,
/// what a drawing group flattens, and what the raster cache keys on.
package struct DisplayList: Sendable, Hashable {
    package var items: [DisplayItem]

    package init(_ items: [DisplayItem] = []) { self.items = items }

    package var isEmpty: Bool { items.isEmpty }

    /// Whether some item shows what is drawn behind it (a material): such drawing depends
    /// on its surroundings, so it cannot be drawn alone into a layer and cached.
    package var readsBackdrop: Bool {
        func reads(_ items: [DisplayItem]) -> Bool {
            items.contains { item in
                guard case .group(let effect, let children) = item else { return false }
                if case .backdrop = effect { return true }
                return reads(children)
            }
        }
        return reads(items)
    }

    /// The number of items, counting those inside groups.
    package var itemCount: Int {
        func count(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { total, item in
                if case .group(_, let children) = item { return total + 1 + count(children) }
                return total + 1
            }
        }
        return count(items)
    }
}
