import Foundation
import RowRaster

/// The asset catalogs of a package's targets. Xcode compiles them into the target's bundle and
/// writes their symbols (`Color(.brandBlue)`) into the target's module; the runner registers
/// them for the render and writes the same symbols into the module it builds.
extension UneditedPackage {
    /// The `.xcassets` folders in a target's folder, less those its manifest excludes.
    func assetCatalogs(of declared: DeclaredTarget) -> [URL] {
        let folder = sourcesFolder(of: declared)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            walker.skipDescendants()
            let path = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
            if !declared.target.exclude.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every declared target's catalogs, for `ROWRASTER_ASSETS`.
    var assetCatalogs: [URL] { targets.flatMap(assetCatalogs(of:)) }

    /// Makes `link` the runner's folder of `declared`: a link to the target's folder, or, when
    /// the target has asset catalogs, a folder of links to each of its entries beside the
    /// generated `GeneratedAssetSymbols.swift` (SwiftPM reads a target's sources from one folder,
    /// and the user's is not written to). The file is rewritten only when its text changes, so
    /// a watched rebuild does not compile it again.
    func makeTargetFolder(_ link: URL, for declared: DeclaredTarget) throws {
        let folder = sourcesFolder(of: declared)
        let catalogs = assetCatalogs(of: declared).compactMap { try? AssetCatalog(contentsOf: $0) }
        let manager = FileManager.default
        guard !catalogs.isEmpty else {
            // A folder of links made while the target had a catalog goes; the links in it only.
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == nil { try? manager.removeItem(at: link) }
            return try self.link(link, to: folder)
        }
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != nil { try manager.removeItem(at: link) }
        try manager.createDirectory(at: link, withIntermediateDirectories: true)
        let generated = "GeneratedAssetSymbols.swift"
        let entries = Set(try manager.contentsOfDirectory(atPath: folder.path))
        for stale in try manager.contentsOfDirectory(atPath: link.path) where stale != generated && !entries.contains(stale) {
            try manager.removeItem(at: link.appendingPathComponent(stale))
        }
        for entry in entries where entry != generated {
            try self.link(link.appendingPathComponent(entry), to: folder.appendingPathComponent(entry))
        }
        let texts = swiftFiles(of: declared).compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let source = AssetSymbols(catalogs: catalogs).source(leavingOut: AssetSymbols.staticMembers(declaredIn: texts))
        let file = link.appendingPathComponent(generated)
        if (try? String(contentsOf: file, encoding: .utf8)) != source {
            try source.write(to: file, atomically: true, encoding: .utf8)
        }
    }
}
