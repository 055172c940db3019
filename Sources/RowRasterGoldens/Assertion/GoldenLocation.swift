import Foundation
import RowRaster

/// Where a golden and its artifacts live: `Goldens/<Suite>/<test>[.<name>]@<scale>x[.<variant>].png`.
package struct GoldenLocation {
    let root: URL
    let suite: String
    /// `<test>[.<name>]@<scale>x[.<variant>]`
    let baseName: String

    /// The images a failure leaves in `suiteFailuresDirectory`.
    package enum Artifact: String {
        case actual, expected, diff, triptych
    }

    var goldensDirectory: URL { root.appendingPathComponent("Goldens", isDirectory: true) }
    var goldenURL: URL { goldensDirectory.appendingPathComponent(suite).appendingPathComponent(baseName + ".png") }
    var sidecarURL: URL { goldensDirectory.appendingPathComponent(suite).appendingPathComponent(baseName + ".txt") }
    var failuresDirectory: URL { root.appendingPathComponent("output/golden-failures", isDirectory: true) }
    package var suiteFailuresDirectory: URL { failuresDirectory.appendingPathComponent(suite, isDirectory: true) }
    /// The golden's path relative to the root, as messages and the run manifest print it.
    var relativeGoldenPath: String { "Goldens/\(suite)/\(baseName).png" }

    /// A location whose base name is given whole (swift-snapshot-testing names its own files).
    package init(root: URL, suite: String, baseName: String) {
        self.root = root
        self.suite = suite
        self.baseName = baseName
    }

    package func artifactURL(_ artifact: Artifact) -> URL {
        suiteFailuresDirectory.appendingPathComponent("\(baseName).\(artifact.rawValue).png")
    }

    /// `<test>[.<name>]@<scale>x[.<variant>]`: an appearance's variant name follows the scale.
    init(root: URL, suite: String, test: String, name: String?, scale: CGFloat, variant: String = "") {
        self.root = root
        self.suite = suite
        baseName = Self.sanitize(test) + (name.map { "." + Self.sanitize($0) } ?? "") + ScaleSuffix.text(for: scale)
            + (variant.isEmpty ? "" : "." + Self.sanitize(variant))
    }

    /// A test function's name without its argument list, safe as a file name.
    static func sanitize(_ text: String) -> String {
        var base = text
        if let paren = base.firstIndex(of: "(") { base = String(base[..<paren]) }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        return String(base.unicodeScalars.map { allowed.contains($0) ? Character($0) : "-" })
    }

    /// The suite name of a test file: its file name without `.swift`.
    static func suiteName(fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The nearest directory above `filePath` that holds a `Package.swift`.
    package static func packageRoot(above filePath: String) -> URL? {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
