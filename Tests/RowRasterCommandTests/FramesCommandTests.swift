import Foundation
import RowRaster
import Testing
@testable import rowraster

/// `rowraster frames`: what it accepts, what it refuses, and what it writes.
@MainActor
@Suite struct FramesCommandTests {
    @Test func viewportsAreWidthByHeightInPoints() throws {
        #expect(try FramesCommand.parseViewport("390x844") == CGSize(width: 390, height: 844))
        #expect(try FramesCommand.parseViewport("320X568.5") == CGSize(width: 320, height: 568.5))
        for bad in ["390", "390x", "x844", "-1x844", "nanx844", "390x844x2", "99999x10"] {
            #expect(throws: (any Error).self, "\(bad)") { try FramesCommand.parseViewport(bad) }
        }
    }

    @Test func theListNamesEveryExampleInAColumn() {
        let lines = FramesCommand.exampleListing()
        #expect(lines.count == 9)
        #expect(lines.contains { $0.hasPrefix("search-observable-object  typing 10 characters") })
        let column = "search-observable-object  ".count
        #expect(lines.allSatisfy { $0.count > column && $0[$0.index($0.startIndex, offsetBy: column - 1)] == " " })
    }

    @Test func unknownExamplesAndBadRatesAreRefusedWithTheReason() async throws {
        var unknown = try FramesCommand.parse(["no-such-list"])
        await #expect { try await unknown.run() } throws: { "\($0)".contains("lazy-list, contacts, eager-list") }
        var typeSize = try FramesCommand.parse(["contacts", "--dynamic-type-size", "huge"])
        await #expect { try await typeSize.run() } throws: { "\($0)".contains("accessibility5, not 'huge'") }
        var scheme = try FramesCommand.parse(["contacts", "--color-scheme", "dim"])
        await #expect { try await scheme.run() } throws: { "\($0)".contains("--color-scheme must be light or dark, not 'dim'") }
        var rate = try FramesCommand.parse(["lazy-list", "--hz", "0"])
        await #expect { try await rate.run() } throws: { "\($0)".contains("--hz") }
        var rows = try FramesCommand.parse(["lazy-list", "--rows=-3"])
        await #expect { try await rows.run() } throws: { "\($0)".contains("--rows") }
        // The eager example builds every row before the first frame: a hundred million never finishes.
        var tooMany = try FramesCommand.parse(["eager-list", "--rows", "100000000"])
        await #expect { try await tooMany.run() } throws: { "\($0)".contains("--rows must be at most 20000 for eager-list") }
        var tooManyLazy = try FramesCommand.parse(["lazy-list", "--rows", "100001"])
        await #expect { try await tooManyLazy.run() } throws: { "\($0)".contains("--rows must be at most 100000 for lazy-list") }
    }

    @Test func anUnwritableReportPathIsATypedErrorAfterTheRun() async throws {
        var command = try FramesCommand.parse(["lazy-list", "--rows", "40", "--seconds", "0.05", "--json", "/nonexistent-dir/report.json"])
        await #expect {
            try await command.run()
        } throws: { error in
            guard case .unwritablePath(let path, _)? = error as? RenderError else { return false }
            return path == "/nonexistent-dir/report.json"
        }
    }

    @Test func theReportAndChartAreWritten() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("report.json").path, chart = directory.appendingPathComponent("chart.png").path
        var command = try FramesCommand.parse(["heavy-row", "--rows", "60", "--seconds", "0.2", "--velocity", "3000", "--hz", "120",
                                               "--json", json, "--chart", chart])
        try await command.run()
        let report = try JSONDecoder().decode(FrameReport.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(report.example == "heavy-row")
        #expect(report.frames.count == 24)
        #expect(abs(report.budgetMs - 8.333) < 0.001)
        let png = try Data(contentsOf: URL(fileURLWithPath: chart))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
