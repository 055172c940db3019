import Foundation
import RowRasterPreviewRunner

/// `rowraster previews --watch`: renders every preview once, then watches the modules' folders.
/// A save rebuilds the runner (SwiftPM compiles what changed) and renders again only the
/// previews of the modules the save touched, and of the modules that use them; the contact sheet
/// keeps everyone else's images and an open page reloads itself. A save of a `Package.swift`
/// reads the package again and renders everything. A build that fails is reported and the
/// watch goes on: the next save tries again. Ctrl-C stops it.
struct PreviewsWatch {
    /// Reads the package (or app folder) again: at the start, and after a manifest changed.
    var makeRunner: () throws -> PreviewsRunnerPackage
    var options: PreviewsOptions
    /// Files whose change means the package must be read again.
    var manifests: [URL]
    /// How often the folders are looked at.
    var pollInterval: TimeInterval = 0.2

    func run() throws -> Never {
        var runner = try makeRunner()
        var sheet = WatchedContactSheet()
        var snapshot = scan(runner)
        render(with: runner, modules: nil, into: &sheet)
        print("watching \(runner.modules.count) module\(runner.modules.count == 1 ? "" : "s") "
              + "(\(runner.modules.map(\.name).joined(separator: ", "))): save a file to render its previews again; "
              + "the contact sheet reloads itself. Ctrl-C stops.")
        fflush(nil)
        while true {
            Thread.sleep(forTimeInterval: pollInterval)
            var settled = scan(runner)
            guard settled != snapshot else { continue }
            // Let the editor finish writing: two looks a moment apart must agree.
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                let again = scan(runner)
                if again == settled { break }
                settled = again
            }
            let (paths, savedAt) = settled.changes(since: snapshot)
            snapshot = settled
            let names = paths.map { URL(fileURLWithPath: $0).lastPathComponent }
            var modules: Set<String>?
            if paths.contains(where: { path in manifests.contains { $0.path == path } }) {
                do {
                    runner = try makeRunner()
                    snapshot = scan(runner)
                } catch {
                    FileHandle.standardError.write(Data("\(names.joined(separator: ", ")) saved, and the package cannot be read: \(error)\n".utf8))
                    continue
                }
            } else {
                let changed = Set(paths.compactMap { path in module(containing: path, in: runner.modules) })
                guard !changed.isEmpty else { continue }
                modules = WatchedModule.affected(by: changed, among: runner.modules)
            }
            print("\(names.joined(separator: ", ")) saved: rendering \(modules.map { $0.sorted().joined(separator: ", ") } ?? "everything")")
            if render(with: runner, modules: modules, into: &sheet), let savedAt {
                print(String(format: "%.1f s from the save to the new images", Date().timeIntervalSince(savedAt)))
            }
            fflush(nil)
        }
    }

    /// One run of the runner for `modules` (all when nil), merged into the sheet; whether it
    /// rendered.
    @discardableResult
    private func render(with runner: PreviewsRunnerPackage, modules: Set<String>?, into sheet: inout WatchedContactSheet) -> Bool {
        var options = self.options
        let summary = runner.directory.appendingPathComponent("watch-summary.json")
        options.json = summary.path
        if let modules { options.modules = modules.sorted() }
        defer { signal(SIGINT, SIG_DFL) }  // the run ignores Ctrl-C while its runner has it; the watch does not
        do {
            try? FileManager.default.removeItem(at: summary)
            _ = try runner.run(options)
            try sheet.update(fromSummary: summary, modules: modules)
            try sheet.write(root: runner.packageRoot, title: "Previews of \(runner.packageRoot.lastPathComponent)")
            return true
        } catch {
            FileHandle.standardError.write(Data("\(error)\nwatching on: save again to retry\n".utf8))
            return false
        }
    }

    private func scan(_ runner: PreviewsRunnerPackage) -> SourceSnapshot {
        SourceSnapshot(folders: runner.modules.map(\.folder), extraFiles: manifests)
    }

    /// The module whose folder holds `path` (the deepest, when folders nest).
    private func module(containing path: String, in modules: [WatchedModule]) -> String? {
        modules.filter { path.hasPrefix($0.folder.standardizedFileURL.path + "/") }
            .max { $0.folder.path.count < $1.folder.path.count }?.name
    }
}
