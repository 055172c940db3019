import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `ImagePaint`, `.image(_:sourceRect:scale:)` and a canvas's `tiledImage`: an image tiled
/// through what is drawn, read back from the display list.
@MainActor
@Suite struct ImagePaintTests {
    /// 8×4 pixels at 2× (4×2 points): red on the left half, blue on the right.
    static let halves: Image = {
        var bitmap = Bitmap(width: 8, height: 4, filledWith: (0, 0, 0, 0))
        for y in 0..<4 { for x in 0..<8 { bitmap[x, y] = x < 4 ? (255, 0, 0, 255) : (0, 0, 255, 255) } }
        return Image(bitmap: bitmap, scale: 2)
    }()

    /// The whole image repeats at its size (times `scale`) from the frame's corner, through
    /// the fill in black.
    @Test func fillTilesTheWholeImageFromTheFrame() throws {
        let view = Rectangle().fill(.image(Self.halves, scale: 2)).frame(width: 20, height: 10).offset(x: 3)
        // Tiles of 8×4 points cover the 20×10 frame in three columns and three rows.
        #expect(try displayListDump(view) == """
            group mask[fill rect(3 0 20 10) #000000]
              image(8x4 #1a251519) in 3 0 24 12 medium tiled 8x4
            """)
    }

    /// A part of the image is drawn tile by tile, each the part's pixels stretched to the tile.
    @Test func sourceRectTilesThePartOneByOne() throws {
        let paint = ImagePaint(image: Self.halves, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        #expect(paint.scale == 1 && paint.sourceRect.width == 0.5)
        let drawn = try displayListDump(Rectangle().fill(paint).frame(width: 4, height: 2))
        // The right half is 2×2 points: two tiles across 4 points, one row.
        let tiles = drawn.split(separator: "\n").filter { $0.contains("image") }
        #expect(tiles.count == 2, "\(drawn)")
    }

    /// Strokes and text take the tiles through their own coverage.
    @Test func strokesAndTextAreMasks() throws {
        let stroke = try displayListDump(Circle().stroke(ImagePaint(image: Self.halves), lineWidth: 2).frame(width: 10, height: 10))
        #expect(stroke.contains("group mask") && stroke.contains("stroke ellipse(0 0 10 10) #000000 width 2"), "\(stroke)")
        let text = try displayListDump(Text("Hi").foregroundStyle(.image(Self.halves)))
        #expect(text.contains("group mask") && text.contains("fill #000000"), "\(text)")
    }

    /// A canvas's tiled image starts its grid at the given origin, not the path's corner.
    @Test func canvasTiledImageStartsAtItsOrigin() throws {
        let drawn = try displayListDump(Canvas { context, _ in
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 4)),
                         with: .tiledImage(Self.halves, origin: CGPoint(x: 1, y: 1)))
        }.frame(width: 20, height: 20))
        // Grid lines at 1, 5, 9 …: the tiles start at (5, 5) and cover up to (17, 9).
        #expect(drawn == """
            group translate(0 0)
              group clip(rect(0 0 20 20))
                group mask[fill rect(5 5 10 4) #000000]
                  image(8x4 #1a251519) in 5 5 12 4 medium tiled 4x2
            """)
    }

    /// A symbol, an empty part or a bad scale paints nothing; fading fades the tiles.
    @Test func badInputPaintsNothing() throws {
        for paint in [ImagePaint(image: Image(systemName: "star")), ImagePaint(image: Self.halves, sourceRect: .zero),
                      ImagePaint(image: Self.halves, scale: .nan), ImagePaint(image: Self.halves, scale: -1)] {
            #expect(try displayListDump(Rectangle().fill(paint).frame(width: 4, height: 4)) == "")
        }
        let faded = try displayListDump(Rectangle().fill(ImagePaint(image: Self.halves).opacity(0.5)).frame(width: 4, height: 2))
        #expect(faded.contains("group opacity(0.5)"), "\(faded)")
    }
}
