import Foundation
import RowRaster

/// `rowraster previews --merge DIR…`: joins what `--shard i/n` runs on several machines wrote
/// into one contact sheet and one summary, with the verdict one run would have given.
///
/// Each directory is one shard's artifact: its `output/previews/` folder (or the package root
/// holding one) with the JSON summary the shard wrote with `--json`. Images and frame reports are
/// copied under `root`'s `output/previews/`; every preview keeps its place in the fixed order. A
/// shard that is missing is said by name and fails the merge, but what the others rendered is
/// still written: a failed CI job loses nothing the rest made.
package struct PreviewsMerge {
    /// Why shard artifacts cannot be merged.
    package enum Failure: Error, CustomStringConvertible, Equatable {
        case noSummary(String)
        case severalSummaries(String, [String])
        case unreadableSummary(String, String)
        case differentVariants(String, String)
        case differentShardCounts(String, String)
        case samePreviewTwice(String, String)

        package var description: String {
            switch self {
            case .noSummary(let directory):
                "\(directory): no JSON summary; run each shard with --json output/previews/summary.json and keep output/previews/ as its artifact"
            case .severalSummaries(let directory, let files):
                "\(directory): several JSON summaries (\(files.joined(separator: ", "))); keep one per shard"
            case .unreadableSummary(let file, let why):
                "\(file): not a previews summary (\(why))"
            case .differentVariants(let first, let other):
                "\(other) rendered other variants than \(first); shards of one run share --variants"
            case .differentShardCounts(let first, let other):
                "\(other) is a shard of another split than \(first); shards of one run share the n of --shard i/n"
            case .samePreviewTwice(let name, let directories):
                "\(name) is in two shards (\(directories)); merge each shard once"
            }
        }
    }

    /// One shard's artifact, read.
    struct Shard {
        var directory: URL
        /// Where its summary's `output/previews/…` paths start.
        var previews: URL
        var summary: PreviewsSummary
    }

    let shards: [Shard]

    /// Reads each directory's summary; throws ``Failure`` when they do not belong to one run.
    package init(directories: [URL]) throws {
        shards = try directories.map(Self.read)
        guard let first = shards.first else { return }
        var owners: [Int: URL] = [:]
        for shard in shards {
            if shard.summary.variants != first.summary.variants {
                throw Failure.differentVariants(first.directory.path, shard.directory.path)
            }
            if Self.count(of: shard.summary.shard) != Self.count(of: first.summary.shard) {
                throw Failure.differentShardCounts(first.directory.path, shard.directory.path)
            }
            for result in shard.summary.results {
                if let owner = owners.updateValue(shard.directory, forKey: result.index) {
                    throw Failure.samePreviewTwice("\(result.module)/\(result.name)", "\(owner.path), \(shard.directory.path)")
                }
            }
        }
    }

    /// The shards of `i/n` not among the merged ones, as `i/n`.
    package var missingShards: [String] {
        guard let count = shards.first.flatMap({ Self.count(of: $0.summary.shard) }) else { return [] }
        let present = Set(shards.compactMap { $0.summary.shard })
        return (1...count).map { "\($0)/\(count)" }.filter { !present.contains($0) }
    }

    /// Copies every shard's images and frame reports under `root`, writes the contact sheet (and
    /// the summary to `json`), prints the outcome, and returns the exit status: 0 when every shard
    /// is here and nothing failed, 1 otherwise.
    package func run(root: URL, json: String?) throws -> Int32 {
        var results: [PreviewResult] = []
        for shard in shards {
            for var result in shard.summary.results {
                result.framesReport = result.framesReport.flatMap { try? copy($0, from: shard, to: root) }
                for position in result.images.indices where result.images[position].pixelWidth > 0 {
                    let file = result.images[position].file
                    do {
                        _ = try copy(file, from: shard, to: root)
                    } catch {
                        result.images[position].failure = "\(file) is missing from \(shard.directory.path)"
                    }
                }
                results.append(result)
            }
        }
        results.sort { $0.index < $1.index }
        let summaries = shards.map(\.summary)
        let report = PreviewsReport(results: results, variants: summaries.first?.variants ?? [], shard: nil,
                                    recordingRequested: summaries.contains { $0.record == true },
                                    check: results.contains { $0.images.contains { $0.golden != nil } },
                                    seconds: summaries.map(\.seconds).max() ?? 0)
        let missing = missingShards
        let title = "Previews of \(root.lastPathComponent)"
            + (missing.isEmpty ? "" : " (shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) missing)")
        try report.write(root: root, title: title, json: json)
        report.print(headline: "merged \(shards.count) shards:", root: root)
        for shard in missing {
            printError("shard \(shard) is missing: its previews are not in this merge")
        }
        return report.failed.isEmpty && missing.isEmpty ? 0 : 1
    }

    /// Copies `file` (a path under `output/previews/`) from the shard to the same path under
    /// `root`, and returns the path; throws when the shard does not hold it.
    private func copy(_ file: String, from shard: Shard, to root: URL) throws -> String {
        let prefix = "output/previews/"
        guard file.hasPrefix(prefix), !file.split(separator: "/").contains("..") else {
            throw CocoaError(.fileReadInvalidFileName)
        }
        let source = shard.previews.appendingPathComponent(String(file.dropFirst(prefix.count)))
        let destination = root.appendingPathComponent(file)
        guard source.standardizedFileURL != destination.standardizedFileURL else { return file }
        try AtomicFile.createDirectory(destination.deletingLastPathComponent())
        try AtomicFile.write(try Data(contentsOf: source), to: destination)
        return file
    }

    /// The n of `i/n`.
    private static func count(of shard: String?) -> Int? {
        shard.flatMap { PreviewShard(argument: $0)?.count }
    }

    /// A shard's summary: the one JSON file at the top of its directory or of the
    /// `output/previews/` inside it that decodes as one.
    private static func read(_ directory: URL) throws -> Shard {
        let nested = directory.appendingPathComponent("output/previews")
        var isDirectory: ObjCBool = false
        let previews = FileManager.default.fileExists(atPath: nested.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? nested : directory
        let candidates = Set([directory, previews]).flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "json" }
        }
        var found: [(URL, PreviewsSummary)] = []
        var lastError: String?
        for file in candidates.sorted(by: { $0.path < $1.path }) {
            do {
                found.append((file, try JSONDecoder().decode(PreviewsSummary.self, from: Data(contentsOf: file))))
            } catch {
                lastError = "\(file.lastPathComponent): \(error.localizedDescription)"
            }
        }
        guard let (_, summary) = found.first else {
            if candidates.count == 1, let lastError { throw Failure.unreadableSummary(candidates[0].path, lastError) }
            throw Failure.noSummary(directory.path)
        }
        guard found.count == 1 else { throw Failure.severalSummaries(directory.path, found.map(\.0.lastPathComponent)) }
        return Shard(directory: directory, previews: previews, summary: summary)
    }
}
