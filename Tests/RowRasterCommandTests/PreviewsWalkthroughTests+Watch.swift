import Foundation
import Testing

/// `rowraster previews --watch` on the example package: a save renders its module's previews
/// again, and an open contact sheet reloads itself. In the walkthrough's suite, so it never runs
/// beside another test that writes the example's output.
extension PreviewsWalkthroughTests {
    @Test func watchRendersAgainOnASaveAndTheOpenSheetReloads() throws {
        clean()
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let watch = Process()
        watch.executableURL = executable
        watch.arguments = ["previews", "--watch", "--filter", "Unread", "--filter", "Settings"]
        watch.currentDirectoryURL = Self.example
        let output = Pipe()
        watch.standardOutput = output
        watch.standardError = output
        let said = SaidText()
        output.fileHandleForReading.readabilityHandler = { handle in said.append(handle.availableData) }
        try watch.run()
        defer {
            // SIGKILL: a process started from a test's thread inherits that thread's blocked
            // signals, SIGTERM and SIGINT among them (a watch started from a shell stops on Ctrl-C).
            kill(watch.processIdentifier, SIGKILL)
            watch.waitUntilExit()
            output.fileHandleForReading.readabilityHandler = nil
        }
        #expect(said.wait(for: "watching 1 module (PreviewsDemo)", seconds: 900), "\(said.text)")
        let sheet = previews.appendingPathComponent("index.html")
        let generation = previews.appendingPathComponent("generation.js")
        #expect(try String(contentsOf: generation, encoding: .utf8) == "rowrasterGeneration(1);\n")
        let png = previews.appendingPathComponent("PreviewsDemo/Unread@3x.png")
        let first = try FileManager.default.attributesOfItem(atPath: png.path)[.modificationDate] as? Date

        // A save, as an editor makes it: the file's date moves on.
        let source = Self.example.appendingPathComponent("Sources/PreviewsDemo/InboxRow.swift")
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: source.path)
        #expect(said.wait(for: "s from the save to the new images", seconds: 300), "\(said.text)")
        #expect(said.text.contains("InboxRow.swift saved: rendering PreviewsDemo"))
        #expect(try String(contentsOf: generation, encoding: .utf8) == "rowrasterGeneration(2);\n")
        let second = try FileManager.default.attributesOfItem(atPath: png.path)[.modificationDate] as? Date
        #expect(second.flatMap { after in first.map { after > $0 } } == true, "the PNG was written again")
        let page = try String(contentsOf: sheet, encoding: .utf8)
        #expect(page.contains("Unread@3x.png?g=2") && page.contains("Settings@3x.png?g=2"), "both previews stay on the sheet")

        // The page the browser has open is of generation 2; a newer render makes it reload.
        // (The marker script is the test's, added to a copy: it shows in the title how the page
        // was loaded, and once reloaded it stops the polling, so the browser can finish.)
        let copy = previews.appendingPathComponent("reload-check.html")
        try Data((page.replacingOccurrences(of: "</body>", with: """
            <script>
            document.title = performance.getEntriesByType("navigation")[0].type;
            if (document.title === "reload") rowrasterGeneration = () => {};
            </script></body>
            """)).utf8).write(to: copy)
        let browser = ["60", "/usr/bin/chromium-headless-shell", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                       "--virtual-time-budget=3000", "--dump-dom", copy.absoluteString]
        let fresh = try run("/usr/bin/timeout", browser)
        #expect(fresh.output.contains("<title>navigate</title>"), "an up-to-date page stays as it is: \(fresh.output.prefix(300))")
        try Data("rowrasterGeneration(3);\n".utf8).write(to: generation)
        let stale = try run("/usr/bin/timeout", browser)
        #expect(stale.output.contains("<title>reload</title>"), "a page of an older render reloads: \(stale.output.prefix(300))")
    }
}

/// What a process has said so far, read as it comes.
private final class SaidText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }

    /// Whether `needle` appeared within `seconds`.
    func wait(for needle: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if text.contains(needle) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return text.contains(needle)
    }
}
