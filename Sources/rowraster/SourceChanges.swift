import Foundation

/// A module whose previews `rowraster previews --watch` renders: the folder whose files are its
/// sources and resources, and the modules of the same run it uses (a change to one of those
/// can change its previews too).
struct WatchedModule: Equatable {
    var name: String
    var folder: URL
    var dependencies: [String]

    /// `changed` and every module that uses one of them, directly or not, among `modules`.
    static func affected(by changed: Set<String>, among modules: [WatchedModule]) -> Set<String> {
        var affected = changed
        var grew = true
        while grew {
            grew = false
            for module in modules where !affected.contains(module.name) && module.dependencies.contains(where: affected.contains) {
                affected.insert(module.name)
                grew = true
            }
        }
        return affected
    }
}

/// What the files of the watched folders looked like at one moment: each file's modification
/// time and size. Polling a package's few hundred files costs well under a millisecond each
/// time and behaves the same on every file system and editor, whether it saves in place or
/// by renaming a new file over the old one.
struct SourceSnapshot: Equatable {
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    private(set) var files: [String: Stamp] = [:]

    /// The files under each folder (through linked folders, as SwiftPM finds sources), and each
    /// of `extraFiles`; hidden files and folders (editors' swap files, `.build`) are not sources.
    init(folders: [URL], extraFiles: [URL] = []) {
        let manager = FileManager.default
        var paths = extraFiles.map(\.path)
        for folder in folders {
            paths += UneditedPackage.files(under: folder, prefix: "").filter { relative in
                !relative.split(separator: "/").contains { $0.hasPrefix(".") }
            }.map { folder.appendingPathComponent($0).path }
        }
        for path in paths {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            files[path] = Stamp(modified: attributes[.modificationDate] as? Date ?? .distantPast,
                                size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    /// The files added, removed or changed since `earlier`, and the latest modification among
    /// them (when the user saved).
    func changes(since earlier: SourceSnapshot) -> (paths: [String], savedAt: Date?) {
        let paths = Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
        return (paths, paths.compactMap { files[$0]?.modified }.max())
    }
}
