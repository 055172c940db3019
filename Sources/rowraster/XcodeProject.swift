import Foundation

/// An Xcode project's target, as far as its previews need it: its Swift sources and asset
/// catalogs, read from `project.pbxproj` (an old-style property list, which Foundation reads).
///
/// Files come from two places. Projects made before Xcode 16 list each file in the target's
/// Sources and Resources build phases, its path given relative to the groups around it.
/// Xcode 16's folders (`PBXFileSystemSynchronizedRootGroup`) give the target whole folders,
/// less the files an exception set names.
struct XcodeProject {
    struct Target {
        var name: String
        /// Swift files listed one by one (absolute paths).
        var files: [URL]
        /// Folders that are the target's sources whole, with the relative paths left out.
        var folders: [(folder: URL, excluded: [String])]
        /// Asset catalogs in the target's resources.
        var assetCatalogs: [URL]
        /// String Catalogs in the target's resources.
        var stringCatalogs: [URL] = []
    }

    let projectFolder: URL
    private let objects: [String: [String: Any]]
    private let rootObject: String

    init(path: URL) throws {
        let file = path.pathExtension == "xcodeproj" ? path.appendingPathComponent("project.pbxproj") : path
        projectFolder = (path.pathExtension == "xcodeproj" ? path : path.deletingLastPathComponent()).deletingLastPathComponent()
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw CommandFailure("cannot read \(file.path)")
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: Any], let root = plist["rootObject"] as? String else {
            throw CommandFailure("\(file.path) is not an Xcode project file (no objects or root object)")
        }
        self.objects = objects.compactMapValues { $0 as? [String: Any] }
        rootObject = root
    }

    /// The native targets' names.
    var targetNames: [String] {
        (object(rootObject)?["targets"] as? [String] ?? []).compactMap { object($0)?["name"] as? String }
    }

    func target(named name: String) throws -> Target {
        guard let id = (object(rootObject)?["targets"] as? [String] ?? []).first(where: { object($0)?["name"] as? String == name }),
              let target = object(id) else {
            throw CommandFailure("the project has no target \(name); its targets: \(targetNames.joined(separator: ", "))")
        }
        let locations = fileLocations()
        var files: [URL] = [], catalogs: [URL] = [], strings: [URL] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = object(phaseID), let isa = phase["isa"] as? String else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let reference = object(buildFileID)?["fileRef"] as? String, let url = locations[reference] else { continue }
                if isa == "PBXSourcesBuildPhase", url.pathExtension == "swift" { files.append(url) }
                if isa == "PBXResourcesBuildPhase", url.pathExtension == "xcassets" { catalogs.append(url) }
                if isa == "PBXResourcesBuildPhase", url.pathExtension == "xcstrings" { strings.append(url) }
            }
        }
        var folders: [(URL, [String])] = []
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let url = locations[groupID] else { continue }
            let excluded = (object(groupID)?["exceptions"] as? [String] ?? []).flatMap { exceptionID -> [String] in
                guard let exception = object(exceptionID), exception["target"] as? String == nil
                        || exception["target"] as? String == id else { return [] }
                return exception["membershipExceptions"] as? [String] ?? []
            }
            folders.append((url, excluded))
        }
        return Target(name: name, files: files, folders: folders, assetCatalogs: catalogs, stringCatalogs: strings)
    }

    private func object(_ id: String) -> [String: Any]? { objects[id] }

    /// Every file reference's and group's location, found by walking the groups from the main
    /// group: a `<group>` path is relative to the group around it, `SOURCE_ROOT` to the project's
    /// folder, `<absolute>` absolute.
    private func fileLocations() -> [String: URL] {
        var locations: [String: URL] = [:]
        func visit(_ id: String, parent: URL) {
            guard let item = object(id) else { return }
            let path = item["path"] as? String
            let base: URL
            switch item["sourceTree"] as? String ?? "<group>" {
            case "SOURCE_ROOT": base = projectFolder
            case "<absolute>": base = URL(fileURLWithPath: "/")
            default: base = parent
            }
            let url = path.map { base.appendingPathComponent($0) } ?? base
            locations[id] = url.standardizedFileURL
            for child in item["children"] as? [String] ?? [] { visit(child, parent: url) }
        }
        if let main = object(rootObject)?["mainGroup"] as? String { visit(main, parent: projectFolder) }
        return locations
    }
}
