import Foundation

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

    /// Whether an entry is for dark mode (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`).
    private static func isDark(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
    }

    /// Whether an entry has an appearance other than light/dark (high contrast): not drawn.
    private static func isOtherAppearance(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { $0["appearance"] as? String != "luminosity" || !["dark", "light"].contains($0["value"] as? String ?? "") }
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
            if isOtherAppearance(entry) { continue }
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
            if isDark(entry) { set.dark.append(.init(url: file, scale: scale)) } else { set.light.append(.init(url: file, scale: scale)) }
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
            if isOtherAppearance(entry) { continue }
            guard let color = entry["color"] as? [String: Any] else {
                throw .invalidAssetCatalog(path: contents.path, reason: "a colour entry has no \"color\" object")
            }
            let value: RGBAColor
            do { value = try AssetColorComponents.color(color) } catch let problem {
                throw .invalidAssetCatalog(path: contents.path, reason: problem.reason)
            }
            if isDark(entry) { set.dark = value } else { set.light = value }
        }
        return set
    }
}
