import Foundation
import RowRaster

/// The contact sheet `rowraster previews --watch` keeps open: every preview's latest result.
/// A render of some modules replaces their previews and leaves the others' as they were, and
/// each write raises the generation the open page polls, so the browser reloads itself.
package struct WatchedContactSheet {
    private var results: [PreviewResult] = []
    /// How many times the sheet was written.
    package private(set) var generation = 0

    package init() {}

    /// Takes the `--json` summary of a run: the previews of `modules` (every module when nil)
    /// are replaced by what the run rendered. Returns the run's results.
    @discardableResult
    package mutating func update(fromSummary url: URL, modules: Set<String>?) throws -> [PreviewResult] {
        let summary = try JSONDecoder().decode(PreviewsSummary.self, from: Data(contentsOf: url))
        results.removeAll { result in modules.map { $0.contains(result.module) } ?? true }
        results += summary.results
        // The fixed order, as one run lists them: a run of some modules numbers its previews among all.
        results.sort { ($0.module, $0.index) < ($1.module, $1.index) }
        return summary.results
    }

    /// Writes `output/previews/index.html` under `root` with every preview, then
    /// `generation.js`, which tells an open page that it is out of date.
    package mutating func write(root: URL, title: String) throws {
        generation += 1
        let folder = root.appendingPathComponent("output/previews", isDirectory: true)
        try AtomicFile.createDirectory(folder)
        try AtomicFile.write(Data(ContactSheet.html(results, title: title, generation: generation).utf8),
                             to: folder.appendingPathComponent("index.html"))
        try AtomicFile.write(Data("rowrasterGeneration(\(generation));\n".utf8), to: folder.appendingPathComponent("generation.js"))
    }
}
