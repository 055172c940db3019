import Foundation
import RowRaster

/// How a run of previews ends, whether one runner rendered them or `--merge` joined the shards
/// of several: the contact sheet and the JSON summary written, then what the terminal is told.
/// One type for both, so a merged run reads and fails exactly as one run would.
struct PreviewsReport {
    /// Every preview's result, in the fixed order of all previews.
    var results: [PreviewResult]
    /// The appearances' variant names.
    var variants: [String]
    /// `i/n` for one shard's run; nil for a whole run or a merge.
    var shard: String?
    /// Whether `--record` was given: a recorded golden fails the run only when it was not.
    var recordingRequested: Bool
    /// Whether goldens were checked.
    var check: Bool
    var seconds: Double

    var failed: [PreviewResult] { results.filter { $0.failed(recordingRequested: recordingRequested) } }

    var summary: PreviewsSummary {
        PreviewsSummary(previews: results.count, variants: variants, shard: shard, failures: failed.count, seconds: seconds,
                        record: recordingRequested ? true : nil, results: results)
    }

    /// Writes `output/previews/index.html` under `root`, and the summary to `json` when given.
    func write(root: URL, title: String, json: String?) throws {
        let sheet = ContactSheet.html(results, title: title)
        try AtomicFile.createDirectory(root.appendingPathComponent("output/previews"))
        try AtomicFile.write(Data(sheet.utf8), to: root.appendingPathComponent("output/previews/index.html"))
        if let json { try AtomicFile.write(try summary.data(), to: URL(fileURLWithPath: json, relativeTo: root)) }
    }

    /// Prints each preview's warnings and frame summary, then `headline` with the image count
    /// and where the contact sheet is, the golden tally with `check`, and last what failed.
    func print(headline: String, root: URL) {
        let images = results.reduce(0) { $0 + $1.images.filter { $0.pixelWidth > 0 }.count }
        for result in results {
            for warning in result.warnings { printError("\(result.module)/\(result.name): \(warning)") }
            if let frames = result.framesSummary { Swift.print("\(result.module)/\(result.name): \(frames) → \(result.framesReport ?? "")") }
        }
        let recorded = results.flatMap(\.images).filter { $0.golden == "recorded" }.count
        var line = "\(headline) \(images) images of \(results.count) previews in \(String(format: "%.1f", seconds)) s → "
            + "\(root.appendingPathComponent("output/previews/index.html").path)"
        if check {
            let passed = results.flatMap(\.images).filter { $0.golden == "passed" }.count
            line += "\ngoldens: \(passed) passed, \(recorded) recorded, \(failed.count) previews failed"
            if recorded > 0 { line += " (recorded goldens are in Goldens/Previews/: look at them, then commit them)" }
        }
        Swift.print(line)
        // What failed comes last, after everything printed above has reached the terminal.
        fflush(nil)
        for result in failed {
            printError("FAILED \(result.module)/\(result.name) (\(result.source)):\n  "
                       + result.messages.joined(separator: "\n").replacingOccurrences(of: "\n", with: "\n  "))
        }
    }
}
