import Foundation
import RowRaster
import RowRasterGallery
import RowRasterTesting
import Testing

/// Images at every content mode, resizing and rendering mode, and the circular avatar.
@MainActor
@Suite struct ImageGoldens {
    /// 40×20 pixels: four coloured quadrants with a transparent notch, so stretching,
    /// cropping and tiling are all visible.
    static let quadrants: Bitmap = {
        var bitmap = Bitmap(width: 40, height: 20, filledWith: (0, 0, 0, 0))
        for y in 0..<20 {
            for x in 0..<40 {
                let colour: (UInt8, UInt8, UInt8, UInt8) = switch (x < 20, y < 10) {
                case (true, true): (255, 59, 48, 255)
                case (false, true): (52, 199, 89, 255)
                case (true, false): (0, 122, 255, 255)
                case (false, false): (255, 204, 0, 255)
                }
                bitmap[x, y] = (x >= 34 && y < 6) ? (0, 0, 0, 0) : colour
            }
        }
        return bitmap
    }()

    var image: Image { Image(bitmap: Self.quadrants, scale: 2) }

    private func tile(_ label: String, _ content: some View) -> some View {
        VStack(spacing: 4) {
            content.frame(width: 60, height: 60).border(Color.gray.opacity(0.5))
            Text(label).font(.caption2)
        }
    }

    @Test func contentModes() {
        let view = HStack(alignment: .top, spacing: 10) {
            tile("natural", image)
            tile("stretch", image.resizable())
            tile("fit", image.resizable().scaledToFit())
            tile("fill", image.resizable().scaledToFill().frame(width: 60, height: 60).clipped())
            tile("2:1 fit", image.resizable().aspectRatio(2, contentMode: .fit))
        }
        .padding(8)
        assertGolden(of: view)
    }

    @Test func resizingModesAndInterpolation() {
        let view = HStack(alignment: .top, spacing: 10) {
            tile("tile", image.resizable(resizingMode: .tile))
            tile("cap insets", image.resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)))
            tile("none", Image(bitmap: Self.quadrants, scale: 8).resizable().interpolation(.none))
            tile("high", Image(bitmap: Self.quadrants, scale: 8).resizable().interpolation(.high))
        }
        .padding(8)
        assertGolden(of: view)
    }

    @Test func templateImagesTakeTheForegroundStyle() {
        let view = HStack(spacing: 10) {
            image.renderingMode(.template).foregroundStyle(.purple)
            image.renderingMode(.template).foregroundColor(.orange)
            image.renderingMode(.original).foregroundColor(.orange)
        }
        .padding(8)
        assertGolden(of: view)
    }

    @Test func circularAvatar() throws {
        let avatar = try Image(contentsOf: GalleryImages.avatarURL)
        let view = HStack(spacing: 12) {
            avatar.resizable().scaledToFill().frame(width: 64, height: 64).clipShape(Circle())
            avatar.resizable().frame(width: 40, height: 40).clipShape(RoundedRectangle(cornerRadius: 10))
                .overlay(alignment: .bottomTrailing) { Circle().fill(Color.green).frame(width: 12, height: 12) }
            AsyncImage(url: URL(fileURLWithPath: "/nonexistent.png")) { image in image } placeholder: {
                Circle().fill(Color.gray.opacity(0.3)).frame(width: 40, height: 40)
            }
        }
        .padding(8)
        assertGolden(of: view)
    }

    /// Image paints, left to right: a rounded rectangle filled with the quadrants tiled at
    /// natural size from its corner; a circle stroked with them at half size; the green
    /// quadrant alone tiled in a capsule; heavy text filled with the tiles.
    @Test func imagePaints() {
        let view = HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 12).fill(.image(image)).frame(width: 70, height: 50)
            Circle().stroke(ImagePaint(image: image, scale: 0.5), lineWidth: 8).frame(width: 50, height: 50)
            Capsule().fill(ImagePaint(image: image, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5))).frame(width: 60, height: 30)
            Text("Tiles").font(.system(size: 36, weight: .black)).foregroundStyle(.image(image, scale: 0.5))
        }
        .padding(10)
        assertGolden(of: view)
    }
}
