import Foundation
import RowRaster

/// The sources of an Xcode app target — folders (`rowraster previews --sources DIR…`) or a
/// project's target (`--xcodeproj`) — made into one module the previews runner can declare: a
/// staging folder links each source folder under its name, and each file listed one by one
/// under its path in the project, and the target is that folder. The `@main` App is set aside
/// from the start (a library has no entry point); other files that need the app (an app
/// delegate, UIKit) are set aside by the partial build. Asset catalogs inside the folders are
/// registered with those given.
struct AppFolder {
    let sources: [URL]
    /// Paths left out of each folder of `sources` (a project's exceptions), by folder.
    var excluded: [URL: [String]] = [:]
    /// Files listed one by one, with their paths inside the module's folder.
    var files: [(file: URL, path: String)] = []
    let module: String
    /// Asset catalogs for `ROWRASTER_ASSETS`: those found in the source folders, then those given.
    let assetCatalogs: [URL]
    /// String Catalogs for `ROWRASTER_STRINGS`: those found in the source folders, then those given.
    let stringCatalogs: [URL]

    /// The sources of `target` in the project `project`.
    init(project: XcodeProject, target: XcodeProject.Target, assets: [URL], strings: [URL], module: String?) throws {
        guard !target.folders.isEmpty || !target.files.isEmpty else {
            throw CommandFailure("the target \(target.name) lists no Swift sources")
        }
        try self.init(sources: target.folders.map(\.folder), assets: target.assetCatalogs + assets,
                      strings: target.stringCatalogs + strings, module: module ?? target.name, allowingNoFolders: true)
        excluded = Dictionary(target.folders.map { ($0.folder, $0.excluded) }, uniquingKeysWith: { $0 + $1 })
        let root = project.projectFolder.standardizedFileURL.path
        files = target.files.map { file in
            let path = file.standardizedFileURL.path
            return (file, path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : "External/\(file.lastPathComponent)")
        }
    }

    init(sources: [URL], assets: [URL], strings: [URL], module: String?, allowingNoFolders: Bool = false) throws {
        guard !sources.isEmpty || allowingNoFolders else { throw CommandFailure("--sources needs at least one folder") }
        for folder in sources {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CommandFailure("\(folder.path) is not a folder of sources")
            }
        }
        self.sources = sources
        let name = module ?? sources.first?.lastPathComponent ?? "App"
        let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        self.module = identifier.first?.isNumber == false ? identifier : "_" + identifier
        let found = sources.flatMap { folder in
            Self.files(in: folder, where: { $0.hasSuffix(".xcassets") }, directories: true).map { folder.appendingPathComponent($0) }
        }
        assetCatalogs = found + assets
        stringCatalogs = sources.flatMap { folder in
            Self.files(in: folder, where: { $0.hasSuffix(".xcstrings") }).map { folder.appendingPathComponent($0) }
        } + strings
    }

    /// Links the source folders into `staging/<module>/` and returns the package the runner
    /// declares: one library target of that name, in Swift 5 mode as most app targets build.
    func package(staging: URL) throws -> UneditedPackage {
        let targetFolder = staging.appendingPathComponent(module, isDirectory: true)
        let manager = FileManager.default
        try? manager.removeItem(at: targetFolder)
        try manager.createDirectory(at: targetFolder, withIntermediateDirectories: true)
        var names: [String] = []
        var excluded: [String] = []
        for folder in sources {
            var name = folder.lastPathComponent
            while names.contains(name) { name += "_" }
            names.append(name)
            try manager.createSymbolicLink(at: targetFolder.appendingPathComponent(name), withDestinationURL: folder)
            excluded += Self.files(in: folder, where: { $0.hasSuffix(".swift") }).filter { Self.declaresApp(folder.appendingPathComponent($0)) }
                .map { "\(name)/\($0)" }
            excluded += (self.excluded[folder] ?? []).map { "\(name)/\($0)" }
            // Asset catalogs and other resources are registered or ignored, not built.
            excluded += Self.files(in: folder, where: { $0.hasSuffix(".xcassets") || $0.hasSuffix(".xcstrings") }, directories: true)
                .map { "\(name)/\($0)" }
        }
        for (file, path) in files where !names.contains(where: { path.hasPrefix($0 + "/") }) {
            let link = targetFolder.appendingPathComponent(path)
            try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(at: link, withDestinationURL: file)
            if Self.declaresApp(file) { excluded.append(path) }
        }
        try writeAssetSymbols(into: targetFolder)
        let json: [String: Any] = [
            "name": module,
            "toolsVersion": ["_version": "5.9.0"],
            "dependencies": [],
            "products": [["name": module, "targets": [module], "type": ["library": ["automatic"]]]],
            "targets": [["name": module, "type": "regular", "path": module, "dependencies": [], "exclude": excluded,
                         "resources": [], "settings": []]],
        ]
        return try UneditedPackage(dump: PackageManifestDump(json: json), packageRoot: staging)
    }

    /// Writes the asset symbols Xcode would generate for the target's catalogs into the module
    /// (see ``AssetSymbols``). A catalog that cannot be read is left to the runner, which
    /// reports it when it registers the catalogs.
    private func writeAssetSymbols(into targetFolder: URL) throws {
        let catalogs = assetCatalogs.compactMap { try? AssetCatalog(contentsOf: $0) }
        guard !catalogs.isEmpty else { return }
        let swiftFiles = sources.flatMap { folder in
            Self.files(in: folder, where: { $0.hasSuffix(".swift") }).map { folder.appendingPathComponent($0) }
        } + files.map(\.file)
        let texts = swiftFiles.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        let symbols = AssetSymbols(catalogs: catalogs)
        try symbols.source(leavingOut: AssetSymbols.staticMembers(declaredIn: texts))
            .write(to: targetFolder.appendingPathComponent("GeneratedAssetSymbols.swift"), atomically: true, encoding: .utf8)
    }

    /// Whether a file declares the app's entry point (`@main struct …: App`).
    static func declaresApp(_ file: URL) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.contains("@main") && (text.contains(": App {") || text.contains(": App{") || text.contains(", App {"))
    }

    /// Paths under `folder` (relative to it) whose names pass `test`; with `directories`, folders
    /// (not descended into), else files.
    private static func files(in folder: URL, where test: (String) -> Bool, directories: Bool = false) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            guard test(url.lastPathComponent) else { continue }
            if isDirectory {
                walker.skipDescendants()
                if directories { found.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))) }
            } else if !directories {
                found.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
            }
        }
        return found.sorted()
    }
}
