import Foundation
import RowRasterCairo

/// Parsers of the `Contents.json` files of image sets and colour sets, as Xcode writes them.
enum AssetContents {
    static func object(at url: URL) throws(RenderError) -> [String: Any] {
        let data: Data
        if let reason = PathKind.unreadableReason(url.path) { throw .unreadableFile(url.path, reason: reason) }
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableFile(url.path, reason: error.localizedDescription)
        }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            throw .invalidAssetCatalog(path: url.path, reason: "it is not JSON (\(error.localizedDescription))")
        }
        guard let object = parsed as? [String: Any] else {
            throw .invalidAssetCatalog(path: url.path, reason: "its top level is not a JSON object")
        }
        return object
    }

    /// The appearance an entry is for, from its `"appearances"` list
    /// (`[{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}]`);
    /// nil for one RowRaster does not render (a `luminosity` of `any` is the light one).
    private static func appearance(of entry: [String: Any]) -> (isDark: Bool, isHighContrast: Bool)? {
        var slot = (isDark: false, isHighContrast: false)
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): slot.isDark = true
            case ("luminosity", "light"), ("luminosity", "any"): break
            case ("contrast", "high"): slot.isHighContrast = true
            default: return nil
            }
        }
        return slot
    }

    /// Idioms a phone row uses; an entry for another device is skipped.
    private static let phoneIdioms: Set<String> = ["universal", "iphone"]

    static func imageSet(in folder: URL) throws(RenderError) -> AssetCatalog.ImageSet {
        let contents = folder.appendingPathComponent("Contents.json")
        let json = try object(at: contents)
        guard let entries = json["images"] as? [[String: Any]] else {
            throw .invalidAssetCatalog(path: contents.path, reason: "\"images\" is missing or not a list of objects")
        }
        var set = AssetCatalog.ImageSet()
        for entry in entries {
            guard let filename = entry["filename"] as? String else { continue } // an empty slot
            if let idiom = entry["idiom"] as? String, !phoneIdioms.contains(idiom) { continue }
            // High-contrast images are not drawn: iOS uses them only with Increase Contrast on.
            guard let slot = appearance(of: entry), !slot.isHighContrast else { continue }
            let scale: CGFloat
            switch entry["scale"] as? String {
            case nil: scale = 1 // a single-scale image
            case "1x": scale = 1
            case "2x": scale = 2
            case "3x": scale = 3
            case let other?:
                throw .invalidAssetCatalog(path: contents.path, reason: "scale \"\(other)\" of \(filename) is not 1x, 2x or 3x")
            }
            let file = folder.appendingPathComponent(filename)
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw .invalidAssetCatalog(path: contents.path, reason: "it lists \(filename), which is not in \(folder.lastPathComponent)")
            }
            let image = AssetCatalog.ImageFile(url: file, scale: scale,
                                               isVector: VectorImageFile.pathExtensions.contains(file.pathExtension.lowercased()))
            if slot.isDark { set.dark.append(image) } else { set.light.append(image) }
        }
        return set
    }

    static func colorSet(in folder: URL) throws(RenderError) -> AssetCatalog.ColorSet {
        let contents = folder.appendingPathComponent("Contents.json")
        let json = try object(at: contents)
        guard let entries = json["colors"] as? [[String: Any]] else {
            throw .invalidAssetCatalog(path: contents.path, reason: "\"colors\" is missing or not a list of objects")
        }
        var set = AssetCatalog.ColorSet()
        for entry in entries {
            if let idiom = entry["idiom"] as? String, !phoneIdioms.contains(idiom) { continue }
            guard let slot = appearance(of: entry) else { continue }
            guard let color = entry["color"] as? [String: Any] else {
                throw .invalidAssetCatalog(path: contents.path, reason: "a colour entry has no \"color\" object")
            }
            let value: RGBAColor
            do { value = try AssetColorComponents.color(color) } catch let problem {
                throw .invalidAssetCatalog(path: contents.path, reason: problem.reason)
            }
            switch (slot.isDark, slot.isHighContrast) {
            case (false, false): set.light = value
            case (true, false): set.dark = value
            case (false, true): set.lightHighContrast = value
            case (true, true): set.darkHighContrast = value
            }
        }
        return set
    }
}
