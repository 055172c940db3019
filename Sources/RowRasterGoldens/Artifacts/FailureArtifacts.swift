import Foundation
import RowRaster
import RowRasterPNG

/// Writes what a person needs to judge a failed golden, under
/// `output/golden-failures/<Suite>/`: actual, expected, diff, a labelled triptych, zoomed
/// crops of each changed cluster, a JSON note, and the browsable `index.html` over all failures.
@MainActor
package struct FailureArtifacts {
    let location: GoldenLocation

    package init(location: GoldenLocation) {
        self.location = location
    }

    package func write(actual: Bitmap, actualSidecar: String, expected: Bitmap?, difference: ImageDifference?, sidecarDiff: String?) {
        do {
            try AtomicFile.createDirectory(location.suiteFailuresDirectory)
            try save(actual, .actual)
            // The laid-out tree of the render, so `rowraster goldens accept` can update the sidecar too.
            try AtomicFile.write(Data((actualSidecar + "\n").utf8), to: location.suiteFailuresDirectory
                .appendingPathComponent("\(location.baseName).actual.txt"))
            var panels: [(String, Bitmap)] = []
            if let expected {
                try save(expected, .expected)
                panels.append(("expected", expected))
            }
            if let expected, let difference {
                let diff = diffImage(expected: expected, difference: difference)
                try save(diff, .diff)
                panels.append(("diff", diff))
                let crops = zoomedCrops(of: [expected, diff, actual], clusters: difference.clusters)
                for (index, crop) in crops.enumerated() {
                    let strip = LabelledStrip.make([("expected", crop[0]), ("diff", crop[1]), ("actual", crop[2])])
                    try AtomicFile.write(PNGCodec.encode(strip), to: location.suiteFailuresDirectory
                        .appendingPathComponent("\(location.baseName).zoom-\(index + 1).png"))
                }
            }
            panels.append(("actual", actual))
            try save(LabelledStrip.make(panels), .triptych)
            let note = FailureNote(suite: location.suite, test: location.baseName, golden: location.relativeGoldenPath,
                                   summary: difference?.summary ?? (expected == nil ? "no golden to compare with" : "sizes differ"),
                                   sidecarDiff: sidecarDiff, hasExpected: expected != nil, hasDiff: difference != nil)
            try note.save(in: location.suiteFailuresDirectory, baseName: location.baseName)
            try FailureIndex.regenerate(in: location.failuresDirectory)
        } catch {
            // Artifacts help; the failure itself is still reported by the caller.
        }
    }

    /// Removes what an earlier failure of this golden left, once it passes again.
    func removeStale() {
        let directory = location.suiteFailuresDirectory
        let note = directory.appendingPathComponent("\(location.baseName).failure.json")
        guard FileManager.default.fileExists(atPath: note.path) else { return }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files where file.hasPrefix(location.baseName + ".") {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(file))
        }
        try? FailureIndex.regenerate(in: location.failuresDirectory)
    }

    private func save(_ bitmap: Bitmap, _ artifact: GoldenLocation.Artifact) throws {
        try AtomicFile.write(PNGCodec.encode(bitmap), to: location.artifactURL(artifact))
    }
}

/// The JSON beside a failure's images, from which `index.html` is built.
struct FailureNote: Codable {
    var suite: String
    var test: String
    var golden: String
    var summary: String
    var sidecarDiff: String?
    var hasExpected: Bool
    var hasDiff: Bool

    func save(in directory: URL, baseName: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(encoder.encode(self), to: directory.appendingPathComponent("\(baseName).failure.json"))
    }
}

/// Rebuilds `output/golden-failures/index.html` from every failure note present.
enum FailureIndex {
    static func regenerate(in directory: URL) throws {
        var entries: [GoldenReportEntry] = []
        let suites = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for suite in suites.sorted() {
            let suiteDirectory = directory.appendingPathComponent(suite)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: suiteDirectory.path)) ?? []
            for file in files.sorted() where file.hasSuffix(".failure.json") {
                guard let data = FileManager.default.contents(atPath: suiteDirectory.appendingPathComponent(file).path),
                      let note = try? JSONDecoder().decode(FailureNote.self, from: data) else { continue }
                let base = String(file.dropLast(".failure.json".count))
                var summary = note.summary
                if let sidecar = note.sidecarDiff { summary += "\n\nLaid-out elements that changed:\n" + sidecar }
                entries.append(GoldenReportEntry(
                    suite: note.suite, test: note.test, goldenPath: note.golden,
                    expectedRelativePath: note.hasExpected ? "\(suite)/\(base).expected.png" : nil,
                    actualRelativePath: "\(suite)/\(base).actual.png",
                    diffRelativePath: note.hasDiff ? "\(suite)/\(base).diff.png" : nil,
                    triptychRelativePath: "\(suite)/\(base).triptych.png",
                    summary: summary))
            }
        }
        try AtomicFile.write(Data(goldenFailureIndexHTML(entries: entries).utf8), to: directory.appendingPathComponent("index.html"))
    }
}
