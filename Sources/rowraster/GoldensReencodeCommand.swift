import ArgumentParser
import Foundation
import RowRaster
import RowRasterPNG

extension GoldensCommand {
    /// `rowraster goldens reencode`: rewrites every reference PNG with the current encoder, once,
    /// when the encoder changes. Goldens are compared by pixels, never by bytes, so this is only
    /// about keeping the repository's files canonical (and small); each file is written only
    /// after its new bytes have been decoded back to exactly the pixels of the old file.
    struct Reencode: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reencode",
            abstract: "Re-encode every golden PNG with the current encoder, proving its pixels unchanged.",
            discussion: """
                Reads Goldens/**/*.png and Tests/*/__Snapshots__/**/*.png under --root. A file whose \
                re-encoded pixels differ from its own is never written (and fails the command). With \
                --check nothing is written: the command fails if any file is not canonical.
                """)

        @OptionGroup var options: GoldensCommand.Options

        @Flag(help: "Write nothing; fail if any golden is not what the current encoder writes.")
        var check = false

        func run() throws {
            let report = try GoldenReencoding.run(root: options.rootURL, write: !check)
            for file in report.changed { print("\(check ? "not canonical" : "re-encoded") \(file)") }
            print("\(report.changed.count) \(check ? "not canonical" : "re-encoded"), \(report.unchanged) unchanged; "
                + "\(report.bytesBefore) bytes before, \(report.bytesAfter) after")
            if !report.problems.isEmpty {
                throw CommandFailure(report.problems.joined(separator: "\n"), exitCode: 1)
            }
            if check, !report.changed.isEmpty {
                throw CommandFailure("\(report.changed.count) golden(s) are not canonical: run `make reencode-goldens`", exitCode: 1)
            }
        }
    }
}

/// The work of `goldens reencode`, apart from argument parsing so tests call it directly.
enum GoldenReencoding {
    struct Report {
        /// Root-relative paths whose bytes change (or would, with write off).
        var changed: [String] = []
        var unchanged = 0
        var bytesBefore = 0
        var bytesAfter = 0
        /// Files that could not be read, re-encoded exactly, or written.
        var problems: [String] = []
    }

    /// The reference PNGs under `root`, sorted: Goldens/ and every test target's __Snapshots__/.
    static func goldenFiles(root: URL) -> [URL] {
        var files: [URL] = []
        var folders = [root.appendingPathComponent("Goldens")]
        let tests = root.appendingPathComponent("Tests")
        for target in (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? [] {
            folders.append(tests.appendingPathComponent(target).appendingPathComponent("__Snapshots__"))
        }
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "png" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func run(root: URL, write: Bool) throws -> Report {
        var report = Report()
        let prefix = root.standardizedFileURL.path + "/"
        for url in goldenFiles(root: root) {
            let name = url.standardizedFileURL.path.hasPrefix(prefix)
                ? String(url.standardizedFileURL.path.dropFirst(prefix.count)) : url.path
            do {
                let old = try Data(contentsOf: url)
                let pixels = try PNGCodec.decode(old, source: name)
                let new = try PNGCodec.encode(pixels)
                guard try PNGCodec.decode(new, source: "\(name), re-encoded") == pixels else {
                    report.problems.append("\(name): the re-encoded file decodes to other pixels; left as it is")
                    continue
                }
                report.bytesBefore += old.count
                report.bytesAfter += new.count
                if new == old {
                    report.unchanged += 1
                    continue
                }
                report.changed.append(name)
                if write { try AtomicFile.write(new, to: url) }
            } catch {
                report.problems.append("\(name): \(error)")
            }
        }
        return report
    }
}
