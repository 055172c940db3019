import ArgumentParser
import Foundation
import RowRaster
import RowRasterPreviewRunner

/// `rowraster frames --preview NAME`: one preview of a package scrolled on its device's screen,
/// through the package's previews runner (`rowraster previews --frames --filter NAME`), with the
/// frame report's table printed as for the built-in examples.
struct PreviewFramesRun {
    let preview: String
    let package: String
    let seconds: Double
    let json: String?

    func run() throws {
        let root = URL(fileURLWithPath: package, isDirectory: true).standardizedFileURL
        let summaryFile = root.appendingPathComponent(".build/rowraster-previews/frames-summary.json")
        var options = try PreviewsOptions.parse([])
        options.filter = [preview]
        options.frames = true
        options.seconds = seconds
        options.json = summaryFile.path
        let status = try PreviewsRunnerPackage(packageRoot: root).run(options, quiet: true)
        guard let data = try? Data(contentsOf: summaryFile),
              let summary = try? JSONDecoder().decode(PreviewsSummaryFile.self, from: data) else {
            throw CommandFailure("the previews runner wrote no summary (exit status \(status))", exitCode: 1)
        }
        if let failure = summary.results.first(where: { $0.error != nil }) {
            throw CommandFailure(failure.error ?? "", exitCode: 1)
        }
        guard summary.results.count == 1, let result = summary.results.first else {
            throw CommandFailure("--preview '\(preview)' names \(summary.results.count) previews: "
                                 + summary.results.map { "\($0.module)/\($0.name)" }.joined(separator: ", "), exitCode: 2)
        }
        guard let reportPath = result.framesReport else {
            throw CommandFailure("\(result.module)/\(result.name) holds no scroll view or list to scroll", exitCode: 2)
        }
        let reportData = try Data(contentsOf: root.appendingPathComponent(reportPath))
        let report = try JSONDecoder().decode(FrameReport.self, from: reportData)
        print(report.summaryTable())
        if json == "-" {
            FileHandle.standardOutput.write(reportData + Data("\n".utf8))
        } else if let json {
            try AtomicFile.write(reportData, to: URL(fileURLWithPath: json))
            print("\nwrote \(json)")
        } else {
            print("\nwrote \(root.appendingPathComponent(reportPath).path)")
        }
    }

    /// The part of the runner's `--json` summary read here.
    struct PreviewsSummaryFile: Decodable {
        var results: [PreviewResult]
    }
}
