import Foundation
import RowRasterPNG

/// Where `Image(_:)` and `Color(_:)` look for an app's assets: asset catalogs (`.xcassets`)
/// and plain directories of PNG files, searched in the order registered.
///
///     try ImageLibrary.shared.register(assetCatalog: URL(fileURLWithPath: "App/Assets.xcassets"))
///     ImageLibrary.shared.register(directory: URL(fileURLWithPath: "Fixtures/Images"))
///     Image("avatar")       // an image set, or avatar@3x.png, avatar@2x.png, avatar.png
///     Color("BrandBlue")    // a colour set
///
/// Catalogs listed in the `ROWRASTER_ASSETS` environment variable (paths separated by `:`) are
/// registered on first use, for the command-line tool and tests. A name found nowhere draws
/// nothing and is listed in the render's warnings (`ImageRenderer.warnings`).
public final class ImageLibrary: @unchecked Sendable {
    // @unchecked Sendable: `sources` and `environmentResult` are only read or written while
    // `lock` is held; registered catalogs are immutable once read.

    /// The library every render searches (`ProcessWideState.imageLibrary`).
    public static var shared: ImageLibrary { ProcessWideState.imageLibrary }

    private enum Source {
        case directory(URL)
        case catalog(AssetCatalog)

        var path: String {
            switch self {
            case .directory(let url): return url.path
            case .catalog(let catalog): return catalog.url.path
            }
        }
    }

    /// The environment variable listing asset catalogs (or image directories) to register.
    public static let environmentVariable = "ROWRASTER_ASSETS"

    private let lock = NSLock()
    private var sources: [Source] = []
    /// What reading `ROWRASTER_ASSETS` gave: nil until first used, then its catalogs' error, if any.
    private var environmentResult: Result<Void, RenderError>?

    /// Adds a directory of PNG files to search, after those already registered.
    public func register(directory: URL) {
        lock.lock()
        defer { lock.unlock() }
        if !sources.contains(where: { $0.path == directory.path }) { sources.append(.directory(directory)) }
    }

    /// Reads the asset catalog (an `.xcassets` folder) at `url` and adds it to the search, after
    /// what is already registered. A malformed `Contents.json` throws
    /// `RenderError.invalidAssetCatalog` naming the file; nothing is registered then.
    public func register(assetCatalog url: URL) throws(RenderError) {
        let catalog = try AssetCatalog(contentsOf: url)
        lock.lock()
        defer { lock.unlock() }
        sources.removeAll { $0.path == url.path }
        sources.append(.catalog(catalog))
    }

    /// Forgets every registered catalog and directory (`ROWRASTER_ASSETS` is read again on next use).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        sources.removeAll()
        environmentResult = nil
    }

    /// The registered sources, with `ROWRASTER_ASSETS` read first if it has not been.
    private func currentSources() throws(RenderError) -> [Source] {
        lock.lock()
        let needsEnvironment = environmentResult == nil
        if needsEnvironment { environmentResult = .success(()) }
        lock.unlock()
        if needsEnvironment, let list = ProcessInfo.processInfo.environment[Self.environmentVariable] {
            for path in list.split(separator: ":").map(String.init) where !path.isEmpty {
                let url = URL(fileURLWithPath: path)
                let isCatalog = url.pathExtension == "xcassets"
                    || FileManager.default.fileExists(atPath: url.appendingPathComponent("Contents.json").path)
                if !isCatalog { register(directory: url); continue }
                do { try register(assetCatalog: url) } catch {
                    lock.lock()
                    environmentResult = .failure(error)
                    lock.unlock()
                }
            }
        }
        lock.lock()
        defer { lock.unlock() }
        if case .failure(let error)? = environmentResult { throw error }
        return sources
    }

    /// The decoded image named `name` and its scale, preferring the variant for `displayScale`
    /// and, in an asset catalog, for `colorScheme`.
    package func lookup(_ name: String, displayScale: CGFloat, colorScheme: ColorScheme = .light) throws(RenderError) -> (ImageContent, CGFloat) {
        let sources = try currentSources()
        let preferred = Int(displayScale.rounded())
        let suffixes = [preferred, 3, 2, 1].reduce(into: [Int]()) { if !$0.contains($1), $1 >= 1 { $0.append($1) } }
        for source in sources {
            switch source {
            case .catalog(let catalog):
                if let file = catalog.images[name]?.file(for: displayScale, colorScheme: colorScheme) {
                    return (try ImageCache.shared.content(contentsOf: file.url, vectorScale: file.isVector ? file.scale : nil), file.scale)
                }
            case .directory(let directory):
                for scale in suffixes {
                    let file = directory.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png")
                    if FileManager.default.fileExists(atPath: file.path) {
                        return (try ImageCache.shared.content(contentsOf: file), CGFloat(scale))
                    }
                }
            }
        }
        throw .imageNotFound(name: name, searched: sources.map(\.path))
    }

    /// The colour of the colour set named `name`, in every appearance it defines.
    func color(named name: String) throws(RenderError) -> DynamicColorValues {
        let sources = try currentSources()
        for case .catalog(let catalog) in sources {
            if let values = catalog.colors[name]?.values { return values }
        }
        throw .colorNotFound(name: name, searched: sources.compactMap { if case .catalog(let c) = $0 { return c.url.path }; return nil })
    }

    /// The scale a file name declares (`photo@2x.png` is 2), or 1.
    package static func scale(ofFileNamed name: String) -> CGFloat {
        let stem = (name as NSString).deletingPathExtension
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }
}
