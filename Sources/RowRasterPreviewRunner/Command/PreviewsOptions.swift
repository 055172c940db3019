import ArgumentParser
import Foundation
import RowRaster
import RowRasterGoldens

/// What `rowraster previews` renders and how: the options the command line parses, and passes on
/// unchanged to the runner it builds for the package.
package struct PreviewsOptions: ParsableArguments, Sendable {
    @Option(help: "The device previews fill (a preview's own .previewDevice wins): \(DeviceScreen.all.map(\.name).joined(separator: ", ")).")
    package var device = DeviceScreen.standard.name

    @Option(help: "Pixels per point (default: the device's).")
    package var scale: Double?

    @Option(help: "Appearances, comma-separated: standard, dark, hc, rtl, a Dynamic Type size (xs … xxxl, ax1 … ax5), a locale (ar_EG), or dotted combinations (dark.ax3.rtl).")
    package var variants = "standard"

    @Option(help: "Render only the preview with this name (or Module/Name), or else every preview whose Module/Name contains the text (repeatable: any of them).")
    package var filter: [String] = []

    @Flag(help: "Compare every render with its golden in Goldens/Previews/<Module>/ and exit 1 on any difference.")
    package var check = false

    @Option(help: "With --check: when to write goldens (missing, failed, all, never; default ROWRASTER_RECORD, else never under CI, else missing).")
    package var record: GoldenRecordMode?

    @Flag(help: "Also scroll each preview that holds a scroll view or list and write its frame report.")
    package var frames = false

    @Option(help: "With --frames: seconds of scrolling.")
    package var seconds: Double = 2

    @Option(help: "Render one share of the previews, i/n (1-based): every n-th preview from the i-th, in a fixed order.")
    package var shard: PreviewShard?

    @Option(help: "Write a JSON summary (previews, variants, sizes, failures, timings) to FILE.")
    package var json: String?

    @Option(help: "Worker processes (default: one per core).")
    package var jobs: Int?

    @Option(help: "Seconds one preview may take (all its variants, goldens and frames) before its worker is stopped and it is reported.")
    package var timeout: Double = 120

    /// `--watch` re-renders only the modules a save changed (and those that use them).
    @Option(name: .customLong("only-module"), help: ArgumentHelp("Render only the previews of this module (repeatable).", visibility: .hidden))
    package var modules: [String] = []

    @Flag(help: "List the previews found, one per line, and exit.")
    package var list = false

    /// Where output/previews/ and Goldens/Previews/ go: the command line sets it to the package.
    @Option(help: ArgumentHelp("The package root: output/previews/ and Goldens/Previews/ are written under it.",
                               visibility: .hidden))
    package var root: String = FileManager.default.currentDirectoryPath

    @Flag(help: .hidden)
    package var worker = false

    package init() {}

    /// The options as arguments again, for the runner the command line starts.
    package var arguments: [String] {
        var arguments = ["--device", device, "--variants", variants, "--seconds", String(seconds), "--root", root]
        if let scale { arguments += ["--scale", String(scale)] }
        for text in filter { arguments += ["--filter", text] }
        if check { arguments.append("--check") }
        if let record { arguments += ["--record", record.rawValue] }
        if frames { arguments.append("--frames") }
        if let shard { arguments += ["--shard", "\(shard.index)/\(shard.count)"] }
        if let json { arguments += ["--json", json] }
        if let jobs { arguments += ["--jobs", String(jobs)] }
        arguments += ["--timeout", String(timeout)]
        for module in modules { arguments += ["--only-module", module] }
        if list { arguments.append("--list") }
        if worker { arguments.append("--worker") }
        return arguments
    }

    package func validate() throws {
        guard DeviceScreen.named(device) != nil else {
            throw ValidationError("--device: no device named '\(device)'; there are: \(DeviceScreen.all.map(\.name).joined(separator: ", "))")
        }
        if let scale, (try? RenderScale(CGFloat(scale))) == nil {
            throw ValidationError("--scale must be a number of pixels per point above 0 and at most \(Int(RenderScale.maximum)), not \(scale)")
        }
        _ = try appearances()
        guard seconds.isFinite, seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be between 0 and 600") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        guard timeout.isFinite, timeout > 0, timeout <= 86_400 else { throw ValidationError("--timeout must be between 0 and 86400 seconds") }
    }

    /// The appearances `--variants` names.
    package func appearances() throws -> [RenderAppearance] {
        do { return try RenderAppearance.appearances(variantList: variants) } catch { throw ValidationError(error.description) }
    }

    /// Whether `--filter` takes `entry`: a text that is some preview's whole name (or
    /// `Module/Name`) takes just those; any other text takes every preview whose `Module/Name`
    /// contains it.
    @MainActor
    func selects(_ entry: PreviewEntry, among all: [PreviewEntry]) -> Bool {
        if !modules.isEmpty, !modules.contains(entry.module) { return false }
        guard !filter.isEmpty else { return true }
        return filter.contains { text in
            if all.contains(where: { $0.name == text || $0.qualifiedName == text }) {
                return entry.name == text || entry.qualifiedName == text
            }
            return entry.qualifiedName.localizedCaseInsensitiveContains(text)
        }
    }

    var rootURL: URL { URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL }
}

/// One share of the previews for a CI matrix: `--shard 2/3`.
package struct PreviewShard: ExpressibleByArgument, Sendable, Hashable {
    package var index: Int
    package var count: Int

    package init?(argument: String) {
        let parts = argument.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.index = index
        self.count = count
    }

    /// Whether the preview at `position` in the fixed order is in this share.
    package func contains(_ position: Int) -> Bool { position % count == index - 1 }
}

extension GoldenRecordMode: ExpressibleByArgument {}
