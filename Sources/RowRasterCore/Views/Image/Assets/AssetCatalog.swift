import Foundation

/// An app's asset catalog (an `.xcassets` folder) as RowRaster reads it: its image sets and
/// colour sets by name, parsed from their `Contents.json` files when it is registered.
///
/// Register catalogs once, before rendering, with `ImageLibrary.shared.register(assetCatalog:)`
/// (or list them in the `ROWRASTER_ASSETS` environment variable, colon-separated); then
/// `Image("avatar")` and `Color("BrandBlue")` find them as on iOS.
///
/// - Image sets: PNG files at `1x`, `2x` and `3x`, a render using the scale nearest its own; or
///   one SVG or PDF file (a vector image), drawn at the render's scale as Xcode draws it into
///   each scale. Its size in points is the SVG's width and height or the PDF page's size.
/// - Colour sets: `srgb`, `extended-srgb`, `display-p3`, `extended-linear-srgb` and grey
///   spaces, components as 0–1 floats (`"0.478"`), 0–255 integers (`"122"`) or hex (`"0x7A"`).
/// - Variants for `luminosity: dark` draw in dark mode, colours for `contrast: high` at
///   increased contrast; a set without a dark variant draws its light one in dark mode.
/// - Folders with "Provides Namespace" prefix their assets' names (`Icons/star`).
public struct AssetCatalog: Sendable {
    /// One image file of an image set.
    struct ImageFile: Sendable {
        let url: URL
        let scale: CGFloat
        /// An SVG or PDF file, drawn into pixels at whatever scale a render asks for.
        var isVector = false
    }

    /// An image set: its light (or any-appearance) files, and its dark ones.
    struct ImageSet: Sendable {
        var light: [ImageFile] = []
        var dark: [ImageFile] = []

        /// The file of `colorScheme` whose scale is nearest `displayScale` (the larger on a tie,
        /// as sharper); the other appearance's files when the set has none for it.
        func file(for displayScale: CGFloat, colorScheme: ColorScheme = .light) -> ImageFile? {
            let preferred = colorScheme == .dark ? dark : light
            let files = preferred.isEmpty ? (colorScheme == .dark ? light : dark) : preferred
            // A vector file is drawn at the display's own scale, as Xcode draws one into each
            // scale when it compiles the catalog.
            let scaled = files.map { $0.isVector ? ImageFile(url: $0.url, scale: displayScale, isVector: true) : $0 }
            return scaled.min { a, b in
                let da = abs(a.scale - displayScale), db = abs(b.scale - displayScale)
                return da == db ? a.scale > b.scale : da < db
            }
        }
    }

    /// A colour set: its colour for each appearance it lists.
    struct ColorSet: Sendable {
        var light: RGBAColor?
        var dark: RGBAColor?
        var lightHighContrast: RGBAColor?
        var darkHighContrast: RGBAColor?

        /// The set's values in every appearance: a missing one falls back as Xcode's do (dark to
        /// light, increased contrast to the same scheme's standard value); nil for an empty set.
        var values: DynamicColorValues? {
            guard let base = light ?? dark else { return nil }
            let dark = self.dark ?? base
            return DynamicColorValues(light: base, dark: dark, lightIncreasedContrast: lightHighContrast ?? base,
                                      darkIncreasedContrast: darkHighContrast ?? dark)
        }
    }

    /// The folder the catalog was read from.
    public let url: URL
    private(set) var images: [String: ImageSet] = [:]
    private(set) var colors: [String: ColorSet] = [:]

    /// The names of the catalog's image sets, sorted.
    public var imageNames: [String] { images.keys.sorted() }
    /// The names of the catalog's colour sets, sorted.
    public var colorNames: [String] { colors.keys.sorted() }

    /// Reads the catalog at `url`; a malformed `Contents.json` throws
    /// `RenderError.invalidAssetCatalog` naming that file.
    public init(contentsOf url: URL) throws(RenderError) {
        self.url = url
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unreadableFile(url.path, reason: "no asset catalog folder there")
        }
        try read(folder: url, namespace: "")
    }

    private mutating func read(folder: URL, namespace: String) throws(RenderError) {
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw .unreadableFile(folder.path, reason: error.localizedDescription)
        }
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset":
                images[namespace + name] = try AssetContents.imageSet(in: entry)
            case "colorset":
                colors[namespace + name] = try AssetContents.colorSet(in: entry)
            case "":
                let contents = entry.appendingPathComponent("Contents.json")
                let json = FileManager.default.fileExists(atPath: contents.path) ? try AssetContents.object(at: contents) : [:]
                let properties = json["properties"] as? [String: Any]
                let namespaced = (properties?["provides-namespace"] as? Bool) == true
                try read(folder: entry, namespace: namespaced ? namespace + name + "/" : namespace)
            default:
                continue // app icons, data sets, symbol sets: nothing a row draws
            }
        }
    }
}
