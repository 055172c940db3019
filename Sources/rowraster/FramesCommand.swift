import ArgumentParser
import Foundation
import RowRaster
import RowRasterGallery
import RowRasterPreviewRunner

struct FramesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Scroll an example list frame by frame and report hitches, frame times and the slowest rows.",
        discussion: "Frame times are wall time on this machine; PNG encoding is never frame time. `--list` names the examples.")

    @Argument(help: "The example list to scroll (see --list).")
    var example: String?

    @Option(help: "Scroll a preview of a package instead of an example: its name (or Module/Name), as rowraster previews names it.")
    var preview: String?

    @Option(help: "With --preview: the package (default: the current directory).")
    var package = "."

    @Flag(help: "List the examples and exit.")
    var list = false

    @Option(help: "Rows in the list (each example has its own default and maximum).")
    var rows: Int?

    @Option(help: "Refresh rate: 60 or 120 (any other rate is accepted).")
    var hz: Double = 60

    @Option(help: "Scroll velocity in points per second.")
    var velocity: Double = 2000

    @Option(help: "Seconds of scrolling.")
    var seconds: Double = 2

    @Flag(help: "Fling: release at --velocity and decelerate as UIScrollView does, instead of a steady drag.")
    var fling = false

    @Option(help: "The screen in points, WIDTHxHEIGHT.")
    var viewport = "390x844"

    @Option(help: "Pixels per point.")
    var scale: Double = 3

    @Option(help: "Dynamic Type size: xSmall, small, medium, large (the default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.")
    var dynamicTypeSize = "large"

    @Option(help: "Colour scheme: light (the default) or dark.")
    var colorScheme = "light"

    @Option(help: "Threads rows entering together are rasterized on (default: every core).")
    var threads: Int?

    @Option(help: "Write the JSON report to FILE, or to standard output with '-'.")
    var json: String?

    @Option(help: "Write the timeline chart to FILE.png.")
    var chart: String?

    /// One line per example: its name in a column as wide as the longest, then what it shows.
    static func exampleListing() -> [String] {
        let width = (FrameExamples.all.map(\.name.count).max() ?? 0) + 2
        return FrameExamples.all.map { example in
            example.name.padding(toLength: width, withPad: " ", startingAt: 0) + "\(example.summary) (\(example.defaultRows) rows)"
        }
    }

    @MainActor
    mutating func run() async throws {
        if list {
            for line in Self.exampleListing() { print(line) }
            return
        }
        if let preview {
            return try PreviewFramesRun(preview: preview, package: package, seconds: seconds, json: json).run()
        }
        guard let name = example else { throw ValidationError("name an example (rowraster frames --list shows them), or a package's --preview") }
        guard let example = FrameExamples.example(named: name) else {
            throw ValidationError("no example named '\(name)'; there are: \(FrameExamples.all.map(\.name).joined(separator: ", "))")
        }
        let count = rows ?? example.defaultRows
        guard count >= 0 else { throw ValidationError("--rows must not be negative") }
        guard count <= example.maximumRows else {
            throw ValidationError("--rows must be at most \(example.maximumRows) for \(example.name), not \(count): the examples "
                                  + "generate their rows' data before the first frame, and an eager stack builds every row at once")
        }
        guard hz.isFinite, hz > 0, hz <= 1000 else { throw ValidationError("--hz must be a rate between 0 and 1000, not \(hz)") }
        guard velocity.isFinite, seconds.isFinite, seconds > 0, seconds <= 600 else {
            throw ValidationError("--velocity must be finite and --seconds between 0 and 600")
        }
        let names: [String: DynamicTypeSize] = Dictionary(uniqueKeysWithValues: DynamicTypeSize.allCases.map { ("\($0)".lowercased(), $0) })
        guard let typeSize = names[dynamicTypeSize.lowercased()] else {
            throw ValidationError("--dynamic-type-size must be one of \(DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")), not '\(dynamicTypeSize)'")
        }
        let schemes: [String: ColorScheme] = ["light": .light, "dark": .dark]
        guard let scheme = schemes[colorScheme.lowercased()] else {
            throw ValidationError("--color-scheme must be light or dark, not '\(colorScheme)'")
        }
        let scene = example.makeScene(count)
        var simulation = ScrollSimulation(AnyView(scene.view))
        simulation.appearance = RenderAppearance(colorScheme: scheme, dynamicTypeSize: typeSize)
        simulation.name = example.name
        simulation.beforeFrame = scene.beforeFrame
        simulation.annotate = scene.annotate
        simulation.taskClock = scene.taskClock
        simulation.viewport = try Self.parseViewport(viewport)
        simulation.scale = CGFloat(scale)
        simulation.budget = FrameBudget(refreshRate: hz)
        simulation.script = scene.script ?? (fling ? .fling(velocity: velocity) : .constantVelocity(pointsPerSecond: velocity, seconds: seconds))
        if let threads { simulation.rasterThreads = max(1, threads) }
        let progress = ProgressLine()
        simulation.progress = { done, total in progress.update("frame \(done)/\(total)") }
        let report = try await simulation.run()
        progress.finish()

        // With the JSON on standard output, everything for people goes to standard error.
        let jsonToStandardOutput = json == "-"
        func note(_ text: String) {
            if jsonToStandardOutput { FileHandle.standardError.write(Data((text + "\n").utf8)) } else { print(text) }
        }
        note(report.summaryTable())
        if jsonToStandardOutput {
            FileHandle.standardOutput.write(try report.jsonData() + Data("\n".utf8))
        } else if let json {
            try AtomicFile.write(try report.jsonData(), to: URL(fileURLWithPath: json))
            note("\nwrote \(json)")
        }
        if let chart {
            let renderer = ImageRenderer(content: FrameTimelineChart(report: report))
            renderer.scale = 2
            renderer.isOpaque = true
            try renderer.write(to: URL(fileURLWithPath: chart))
            note("wrote \(chart)")
        }
    }

    static func parseViewport(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 10_000 }) else {
            throw ValidationError("--viewport must be WIDTHxHEIGHT in points, such as 390x844, not '\(text)'")
        }
        return CGSize(width: parts[0], height: parts[1])
    }
}
