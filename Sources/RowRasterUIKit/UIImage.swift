import RowRaster
import RowRasterDisplay
import RowRasterPNG

/// An image as a SwiftUI file hands one to `Image(uiImage:)`, as UIKit's `UIImage`: from the
/// app's assets, a symbol name, a file or PNG data. The failable initialisers fail as UIKit's
/// do, when there is no such image, so `UIImage(named: name) ?? placeholder` takes the
/// placeholder.
public final class UIImage: Sendable {
    /// What `Image(uiImage:)` draws: a source, so a UIImage can be made off the main actor, as
    /// UIKit's can, and becomes an `Image` where views are made.
    let source: Image.Source
    /// The size in points (pixels divided by `scale`); a symbol's is zero until it is drawn in
    /// a font, so it has none here.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    private init(source: Image.Source, size: CGSize, scale: CGFloat) {
        self.source = source
        self.size = size
        self.scale = scale
    }

    /// The image of that name in the registered asset catalogs and folders (`ImageLibrary`),
    /// or nil.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image of that name, or nil; a bundle's catalogs are the registered ones.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let (content, scale) = try? ImageLibrary.shared.lookup(name, displayScale: 3) else { return nil }
        self.init(source: .named(name), size: content.pointSize(scale: scale), scale: scale)
    }

    /// The SF Symbol of that name, or nil for a name RowRaster does not draw.
    public convenience init?(systemName name: String) {
        guard Image.systemSymbolNames.contains(name) else { return nil }
        self.init(source: .system(name), size: .zero, scale: 1)
    }

    /// The PNG file at `path`, or nil when it is missing or not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: ImageLibrary.scale(ofFileNamed: (path as NSString).lastPathComponent))
    }

    /// PNG bytes, at one pixel per point; nil when they are not a PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// PNG bytes at `scale` pixels per point; nil when they are not a PNG.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? PNGCodec.decode(data, source: "UIImage data (\(data.count) bytes)") else { return nil }
        let content = ImageContent(bitmap: bitmap)
        let scale = scale > 0 && scale.isFinite ? scale : 1
        self.init(source: .bitmap(content, scale: scale), size: content.pointSize(scale: scale), scale: scale)
    }
}

extension Image {
    /// A UIKit image, drawn as SwiftUI draws it.
    public init(uiImage: UIImage) {
        self.init(source: uiImage.source)
    }
}
