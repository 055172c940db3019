import Foundation

/// The build folder every previews runner shares: RowRaster and swift-syntax are compiled once
/// per machine, not once per package (a first run builds them in about two minutes here; a
/// second package's runner then builds in seconds). `ROWRASTER_PREVIEWS_BUILD` names it;
/// otherwise `$XDG_CACHE_HOME/rowraster/previews-build` or `~/.cache/rowraster/previews-build`.
///
/// Runners all name their executable `RowRasterPreviewsRunner`, so a build and the copy of its
/// executable (and resource bundles) into the package's own runner folder happen under one file
/// lock: another package's build cannot replace the executable in between.
enum PreviewsBuildCache {
    /// The shared folder for the RowRaster checkout runners depend on: one folder per checkout
    /// and per content of its sources. A build that reused objects compiled against other
    /// RowRaster sources could link code expecting other layouts of its types (seen as workers
    /// crashing after a type of RowRaster's changed), so a change of RowRaster starts afresh.
    /// Worked out once per process: the fingerprint reads every linked source file.
    static let directory: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["ROWRASTER_PREVIEWS_BUILD"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        }
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache", isDirectory: true)
        let base = cache.appendingPathComponent("rowraster/previews-build", isDirectory: true)
        guard let root = try? RowRasterPackageLocation.root() else { return base.appendingPathComponent("default") }
        return base.appendingPathComponent(fingerprint(of: root), isDirectory: true)
    }()

    /// The source folders no runner links (this command, the gallery, the test libraries):
    /// a change there needs no new build.
    static let unlinkedSources = ["rowraster/", "RowRasterGallery/", "RowRasterSnapshotTesting/", "RowRasterTesting/"]

    /// 16 hex digits of FNV-1a over the checkout's path and the names and bytes of its
    /// `Package.swift` and the `Sources/` files runners link.
    static func fingerprint(of root: URL) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        func mix<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        }
        mix(root.standardizedFileURL.path.utf8)
        let sources = root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
            .filter { file in !unlinkedSources.contains { file.hasPrefix($0) } }.sorted()
        for relative in ["../Package.swift"] + files {
            let url = sources.appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            mix(relative.utf8)
            mix(data)
        }
        return String(hash, radix: 16)
    }

    /// How many of the folders for other RowRaster sources are kept (each holds a build of
    /// RowRaster and swift-syntax, about half a gigabyte); the least recently used go.
    static let keptFolders = 3

    /// Runs `body` holding the cache's lock (waiting for another `rowraster` to release it).
    static func withLock<T>(_ body: () throws -> T) throws -> T {
        let isNew = !FileManager.default.fileExists(atPath: directory.path)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if isNew { removeLeastRecentlyUsed(besides: directory) }
        let lockPath = directory.appendingPathComponent(".rowraster-lock").path
        let descriptor = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw CommandFailure("cannot open \(lockPath): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CommandFailure("cannot lock \(lockPath): \(String(cString: strerror(errno)))") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Removes the folders beside `kept` but the most recently used few.
    private static func removeLeastRecentlyUsed(besides kept: URL) {
        let manager = FileManager.default
        let base = kept.deletingLastPathComponent()
        guard ProcessInfo.processInfo.environment["ROWRASTER_PREVIEWS_BUILD"] == nil,
              let names = try? manager.contentsOfDirectory(atPath: base.path) else { return }
        let others = names.filter { $0 != kept.lastPathComponent }.map { base.appendingPathComponent($0) }
            .sorted { lastUse($0) > lastUse($1) }
        for folder in others.dropFirst(keptFolders - 1) { try? manager.removeItem(at: folder) }
    }

    private static func lastUse(_ folder: URL) -> Date {
        let lock = folder.appendingPathComponent(".rowraster-last-root")
        return (try? FileManager.default.attributesOfItem(atPath: lock.path)[.modificationDate] as? Date)
            ?? (try? FileManager.default.attributesOfItem(atPath: folder.path)[.modificationDate] as? Date) ?? .distantPast
    }

    /// Makes SwiftPM plan the next build for `root`'s runner. SwiftPM keeps the last build's
    /// plan in the shared folder (`description.json`) and reuses it while the manifests *that
    /// plan* read are unchanged: after another package's runner, it would build that package's
    /// executable again (seen as a run of one package rendering another's previews). So, when
    /// the last build was another runner's, the plan is removed. (Call it holding the lock.)
    static func prepare(forRoot root: URL) throws {
        let record = directory.appendingPathComponent(".rowraster-last-root")
        let last = try? String(contentsOf: record, encoding: .utf8)
        guard last != root.path else { return }
        let plan = directory.appendingPathComponent("debug", isDirectory: true).resolvingSymlinksInPath()
            .appendingPathComponent("description.json")
        try? FileManager.default.removeItem(at: plan)
        try Data(root.path.utf8).write(to: record, options: .atomic)
    }

    /// Copies the runner just built in the cache, with its resource bundles, into a folder of
    /// `folder` named after that build (its executable's size and date); returns the copied
    /// executable. A copy already there is used as it is: a run of the same package may be using
    /// it (three shards at once, say), and its workers start from that file.
    static func takeRunner(into folder: URL) throws -> URL {
        let manager = FileManager.default
        let built = directory.appendingPathComponent("debug", isDirectory: true).resolvingSymlinksInPath()
        let executable = built.appendingPathComponent("RowRasterPreviewsRunner")
        let attributes = try manager.attributesOfItem(atPath: executable.path)
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let copy = folder.appendingPathComponent("\(size)-\(Int64(date * 1000))", isDirectory: true)
        let copied = copy.appendingPathComponent("RowRasterPreviewsRunner")
        if manager.fileExists(atPath: copied.path) { return copied }
        let staging = folder.appendingPathComponent(".staging-\(getpid())", isDirectory: true)
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        let names = try manager.contentsOfDirectory(atPath: built.path).filter {
            $0 == "RowRasterPreviewsRunner" || ($0.hasPrefix("RowRasterPreviewsRunner_") && $0.hasSuffix(".resources"))
        }
        for name in names {
            try manager.copyItem(at: built.appendingPathComponent(name), to: staging.appendingPathComponent(name))
        }
        try manager.moveItem(at: staging, to: copy)
        removeOldCopies(in: folder, keeping: copy)
        return copied
    }

    /// Removes earlier builds' copies an hour old or more: runs started from them have had time
    /// to end.
    private static func removeOldCopies(in folder: URL, keeping kept: URL) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where name != kept.lastPathComponent {
            let url = folder.appendingPathComponent(name)
            let date = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date()
            if Date().timeIntervalSince(date) > 3600 { try? manager.removeItem(at: url) }
        }
    }
}
