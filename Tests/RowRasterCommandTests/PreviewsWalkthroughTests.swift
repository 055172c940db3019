import Foundation
import RowRasterPNG
import RowRasterPreviewRunner
import Testing

/// `rowraster previews` end to end on Examples/PreviewsDemo, as the README walks a newcomer
/// through it: the package's runner is built (the first time, RowRaster and swift-syntax with it:
/// about two minutes), its twenty previews rendered, recorded as goldens and checked; a trapping
/// and a throwing preview are reported while the others render; shards split the previews; a
/// one-pixel change fails the check until it is accepted. `make test` runs these
/// (ROWRASTER_PREVIEWS_E2E=1); a plain `swift test` skips them rather than build for minutes.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ROWRASTER_PREVIEWS_E2E"] != nil,
                             "builds the example package: set ROWRASTER_PREVIEWS_E2E=1 (make test does)"),
       .timeLimit(.minutes(15)))
struct PreviewsWalkthroughTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/PreviewsDemo")
    static let names = ["Chat", "Chat, emoji and Japanese", "Feed", "Feed landscape", "Forecast", "Heart rate", "Now playing",
                        "Order delivered", "Order processing", "Order shipped", "Profile on iPhone SE", "PromoBanner", "Read",
                        "Settings", "Steps", "Task done", "Task due", "Task open", "Track, dark", "Unread"]

    var previews: URL { Self.example.appendingPathComponent("output/previews") }
    var goldens: URL { Self.example.appendingPathComponent("Goldens/Previews") }

    func clean() {
        for url in [previews, goldens, Self.example.appendingPathComponent("output/golden-runs"),
                    Self.example.appendingPathComponent("output/golden-failures")] {
            try? FileManager.default.removeItem(at: url)
        }
    }

    func files(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func theReadmeWalkthroughRendersRecordsAndChecksEveryPreview() throws {
        clean()
        // 1. Every preview to PNG, and the contact sheet.
        let render = try rowraster(["previews"])
        #expect(render.status == 0, "\(render.errors)")
        let expected = Self.names.map { $0 == "Profile on iPhone SE" ? "\($0)@2x.png" : "\($0)@3x.png" }.sorted()
        #expect(files(in: previews.appendingPathComponent("PreviewsDemo")) == expected)
        #expect(render.output.contains("rendered 20 images of 20 previews"))
        #expect(FileManager.default.fileExists(atPath: previews.appendingPathComponent("index.html").path))
        // 2. Goldens recorded, on request.
        let record = try rowraster(["previews", "--check", "--record", "missing"])
        #expect(record.status == 0, "\(record.errors)")
        #expect(record.output.contains("0 passed, 20 recorded"))
        #expect(files(in: goldens.appendingPathComponent("PreviewsDemo")) == expected)
        // 3. Checked, as CI runs it.
        let check = try rowraster(["previews", "--check"], environment: ["CI": "true"])
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.output.contains("20 passed, 0 recorded, 0 previews failed"))
        // Each image is the device width at its scale; a size-that-fits row its own height.
        let unread = try PNGCodec.decode(contentsOf: previews.appendingPathComponent("PreviewsDemo/Unread@3x.png"))
        #expect(unread.width == 1170 && unread.height < 400)
        let settings = try PNGCodec.decode(contentsOf: previews.appendingPathComponent("PreviewsDemo/Settings@3x.png"))
        #expect(settings.width == 1170 && settings.height == 2532)
        let landscape = try PNGCodec.decode(contentsOf: previews.appendingPathComponent("PreviewsDemo/Feed landscape@3x.png"))
        #expect(landscape.width == 2532 && landscape.height == 1170)
    }

    @Test func theContactSheetShowsEveryPreviewInABrowser() throws {
        clean()
        let render = try rowraster(["previews", "--variants", "standard,dark"])
        #expect(render.status == 0, "\(render.errors)")
        let page = previews.appendingPathComponent("index.html")
        let dom = try run("/usr/bin/chromium-headless-shell",
                          ["--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--virtual-time-budget=5000",
                           "--dump-dom", page.absoluteString])
        #expect(dom.status == 0, "\(dom.errors)")
        #expect(dom.output.contains("40 of 40 images shown."), "the browser could not show every image")
        for name in Self.names {
            #expect(dom.output.contains("<b>\(name.replacingOccurrences(of: "&", with: "&amp;"))</b>"), "\(name) is not on the page")
        }
        #expect(dom.output.contains("1170×2532 px"))
    }

    @Test func aTrappingAThrowingAndAHangingPreviewAreReportedWhileTheOthersRender() throws {
        clean()
        let run = try rowraster(["previews", "--timeout", "5"], environment: ["PREVIEWSDEMO_FAULTS": "1"])
        #expect(run.status == 1)
        #expect(run.errors.contains("FAILED PreviewsDemoFaults/Traps (PreviewsDemoFaults/FaultyPreviews.swift:12)"))
        #expect(run.errors.contains("crashed its worker: signal 4"))
        #expect(run.errors.contains("Fatal error: Index out of range"))
        #expect(run.errors.contains("FAILED PreviewsDemoFaults/Too large to draw (PreviewsDemoFaults/FaultyPreviews.swift:"))
        #expect(files(in: previews.appendingPathComponent("PreviewsDemo")).count == 20)
        #expect(files(in: previews.appendingPathComponent("PreviewsDemoFaults")) == ["Fine@3x.png"])
        #expect(run.errors.contains("PreviewsDemoFaults/Never finishes (PreviewsDemoFaults/FaultyPreviews.swift:"))
        #expect(run.errors.contains("did not finish within 5 s (--timeout); its worker was stopped"))
        #expect(run.output.contains("rendered 21 images of 24 previews"))
    }

    @Test func threeShardsTogetherRenderEachPreviewExactlyOnce() throws {
        clean()
        var rendered: [String] = []
        for shard in 1...3 {
            let summary = Self.example.appendingPathComponent("output/previews-shard-\(shard).json")
            let run = try rowraster(["previews", "--shard", "\(shard)/3", "--json", summary.path])
            #expect(run.status == 0, "\(run.errors)")
            let data = try Data(contentsOf: summary)
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let results = try #require(json["results"] as? [[String: Any]])
            #expect((6...7).contains(results.count))
            rendered += results.compactMap { $0["name"] as? String }
            #expect(results.allSatisfy { ($0["milliseconds"] as? Double ?? 0) > 0 }, "every preview's render time is reported")
            try? FileManager.default.removeItem(at: summary)
        }
        #expect(rendered.sorted() == Self.names)
    }

    @Test func shardsMergedOnOneMachineGiveTheVerdictsOfOneRun() throws {
        clean()
        #expect(try rowraster(["previews", "--check", "--record", "missing"]).status == 0)
        try invertOnePixel(of: goldens.appendingPathComponent("PreviewsDemo/Unread@3x.png"))
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)

        let whole = try rowraster(["previews", "--check", "--json", artifacts.appendingPathComponent("whole.json").path],
                                  environment: ["CI": "true"])
        #expect(whole.status == 1)
        // Each shard on "its own machine": its output/previews/ with its summary becomes the artifact.
        var shards: [String] = []
        for shard in 1...3 {
            let run = try rowraster(["previews", "--check", "--shard", "\(shard)/3", "--json", "output/previews/summary.json"],
                                    environment: ["CI": "true"])
            #expect(run.status == (run.errors.contains("FAILED PreviewsDemo/Unread") ? 1 : 0), "\(run.errors)")
            let artifact = artifacts.appendingPathComponent("previews-\(shard)")
            try FileManager.default.moveItem(at: previews, to: artifact)
            shards.append(artifact.path)
        }
        let merged = try rowraster(["previews", "--merge"] + shards + ["--json", artifacts.appendingPathComponent("merged.json").path],
                                   environment: ["CI": "true"])
        #expect(merged.status == whole.status, "\(merged.errors)")
        #expect(merged.output.contains("merged 3 shards: 20 images of 20 previews"))
        #expect(merged.output.contains("goldens: 19 passed, 0 recorded, 1 previews failed"))
        #expect(merged.errors.contains("FAILED PreviewsDemo/Unread"))
        #expect(try verdicts(in: artifacts.appendingPathComponent("merged.json"))
                == verdicts(in: artifacts.appendingPathComponent("whole.json")))
        #expect(files(in: previews.appendingPathComponent("PreviewsDemo")).count == 20)

        // A shard that did not arrive is named; what the others rendered is still on the sheet.
        let partial = try rowraster(["previews", "--merge"] + shards.dropLast())
        #expect(partial.status == 1)
        #expect(partial.errors.contains("shard 3/3 is missing"))
        let twice = try rowraster(["previews", "--merge", shards[0], shards[0]])
        #expect(twice.status == 2 && twice.errors.contains("is in two shards"), "\(twice.errors)")
        let empty = artifacts.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let noSummary = try rowraster(["previews", "--merge", empty.path])
        #expect(noSummary.status == 2 && noSummary.errors.contains("no JSON summary"), "\(noSummary.errors)")
        let several = try rowraster(["previews", "--merge", artifacts.path])
        #expect(several.status == 2 && several.errors.contains("several JSON summaries"), "\(several.errors)")
    }

    /// Each image's golden verdict, by file name, from a `--json` summary.
    func verdicts(in summary: URL) throws -> [String: String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: summary)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        var verdicts: [String: String] = [:]
        for image in results.flatMap({ $0["images"] as? [[String: Any]] ?? [] }) {
            verdicts[image["file"] as? String ?? "?"] = image["golden"] as? String ?? "none"
        }
        #expect(verdicts.count == 20)
        return verdicts
    }

    /// One opaque pixel of a PNG inverted: the smallest change a golden check must catch.
    func invertOnePixel(of file: URL) throws {
        var bitmap = try PNGCodec.decode(contentsOf: file)
        let pixel = try #require(stride(from: 3, to: bitmap.bytes.count, by: 4).first { bitmap.bytes[$0] == 255 }) - 3
        for channel in 0..<3 { bitmap.bytes[pixel + channel] = 255 - bitmap.bytes[pixel + channel] }
        try PNGCodec.encode(bitmap).write(to: file)
    }

    @Test func checkFailsOnAOnePixelChangeAndPassesAfterAcceptingIt() throws {
        clean()
        #expect(try rowraster(["previews", "--check", "--record", "missing", "--filter", "Unread"]).status == 0)
        try invertOnePixel(of: goldens.appendingPathComponent("PreviewsDemo/Unread@3x.png"))

        let failing = try rowraster(["previews", "--check", "--filter", "Unread"], environment: ["CI": "true"])
        #expect(failing.status == 1)
        #expect(failing.errors.contains("Goldens/Previews/PreviewsDemo/Unread@3x.png differs from the render"))
        #expect(FileManager.default.fileExists(
            atPath: Self.example.appendingPathComponent("output/golden-failures/Previews/PreviewsDemo/Unread@3x.diff.png").path))

        let accept = try rowraster(["goldens", "accept", "--root", Self.example.path, "Unread"])
        #expect(accept.status == 0, "\(accept.errors)")
        #expect(accept.output.contains("accepted Goldens/Previews/PreviewsDemo/Unread@3x.png"))
        let passing = try rowraster(["previews", "--check", "--filter", "Unread"], environment: ["CI": "true"])
        #expect(passing.status == 0, "\(passing.errors)")
    }

    @Test func framesScrollsAPreviewThatHoldsAList() throws {
        let run = try rowraster(["frames", "--preview", "Settings", "--seconds", "1"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("PreviewsDemo/Settings: 60 frames at 60 Hz"))
        let noScroll = try rowraster(["frames", "--preview", "Unread"])
        #expect(noScroll.status == 2)
        #expect(noScroll.errors.contains("holds no scroll view or list"))
    }

    @Test func wrongArgumentsAndAPackageThatDoesNotBuildExitWith2() throws {
        let shard = try rowraster(["previews", "--shard", "4/3"])
        #expect(shard.status == 2)
        let device = try rowraster(["previews", "--device", "Nokia 3310"])
        #expect(device.status == 2 && device.errors.contains("iPhone 15 Pro"))
        // The package names no RowRaster product: a file that does not compile is set aside,
        // with the compiler's reason, and the other previews render (a partial run).
        let broken = try rowraster(["previews"], environment: ["PREVIEWSDEMO_BROKEN": "1"])
        #expect(broken.status == 3, "\(broken.output)\n\(broken.errors)")
        #expect(broken.output.contains("rendered 20 images of 20 previews"), "\(broken.output)")
        #expect(broken.output.contains("BrokenRow.swift (no previews): BrokenRow.swift:8"), "\(broken.output)")
    }

    // MARK: Running the command

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `rowraster` built beside this test bundle, run from the example package's root, as
    /// `swift run rowraster …` would run it there.
    func rowraster(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        return try run(executable.path, arguments, environment: environment, directory: Self.example)
    }

    func run(_ path: String, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil) throws -> Run {
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "CI")
        for (key, value) in environment { merged[key] = value }
        let run = try CapturedProcess.run(URL(fileURLWithPath: path), arguments, environment: merged, directory: directory)
        return Run(status: run.status, output: String(decoding: run.output, as: UTF8.self),
                   errors: String(decoding: run.errors, as: UTF8.self))
    }
}
