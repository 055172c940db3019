import Foundation
import RowRasterPNG

/// Where `Image(_ name:)` looks for pictures: directories you register, like an asset catalog.
///
///     ImageLibrary.shared.register(directory: URL(fileURLWithPath: "Fixtures/Images"))
///     Image("avatar")   // avatar@3x.png, avatar@2x.png or avatar.png
public final class ImageLibrary: @unchecked Sendable {
    public static let shared = ImageLibrary()

    private let lock = NSLock()
    private var directories: [URL] = []

    /// Adds a directory to search, after those already registered.
    public func register(directory: URL) {
        lock.lock()
        defer { lock.unlock() }
        if !directories.contains(directory) { directories.append(directory) }
    }

    /// Forgets every registered directory.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        directories.removeAll()
    }

    var registeredDirectories: [URL] {
        lock.lock()
        defer { lock.unlock() }
        return directories
    }

    /// The decoded image named `name` and its scale, preferring the variant for `displayScale`.
    func lookup(_ name: String, displayScale: CGFloat) throws(RenderError) -> (ImageContent, CGFloat) {
        let preferred = Int(displayScale.rounded())
        let suffixes = [preferred, 3, 2, 1].reduce(into: [Int]()) { if !$0.contains($1), $1 >= 1 { $0.append($1) } }
        for directory in registeredDirectories {
            for scale in suffixes {
                let file = directory.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png")
                if FileManager.default.fileExists(atPath: file.path) {
                    return (try ImageCache.shared.content(contentsOf: file), CGFloat(scale))
                }
            }
        }
        throw .imageNotFound(name: name, searched: registeredDirectories.map(\.path))
    }

    /// The scale a file name declares (`photo@2x.png` is 2), or 1.
    static func scale(ofFileNamed name: String) -> CGFloat {
        let stem = (name as NSString).deletingPathExtension
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }
}
