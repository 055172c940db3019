import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterGallery

/// The two search examples typed into frame by frame, with the cost clock: which views each
/// keystroke re-evaluates, and why, under each observation model.
@MainActor
@Suite struct SearchExampleTests {
    private func simulate(_ name: String) throws -> FrameReport {
        let scene = FrameExamples.example(named: name)!.makeScene(200)
        var simulation = ScrollSimulation(scene.view)
        simulation.script = scene.script!
        simulation.beforeFrame = scene.beforeFrame
        simulation.clock = ScrollSimulationTests.costClock
        return try simulation.run()
    }

    @Test func withOneObservableObjectEveryKeystrokeReevaluatesEveryViewHoldingIt() throws {
        let report = try simulate("search-observable-object")
        #expect(report.frames.count == 11)
        // "Gold" still matches the 20 "Golden …" titles, 17 of them on screen: all run again,
        // and so do the screen and the greeting, which never read the query.
        #expect(report.frames[4].reevaluated == ["ObjectSearchScreen: @library", "ObjectGreeting: @library", "SearchField: text",
                                                 "ObjectFilmRow: @library ×17"])
        // The terminal table lists the same, frame by frame.
        #expect(report.summaryTable().contains(
            "  frame 4: ObjectSearchScreen: @library; ObjectGreeting: @library; SearchField: text; ObjectFilmRow: @library ×17"))
    }

    @Test func withAnObservableModelAKeystrokeReevaluatesOnlyWhatReadsTheQuery() throws {
        let report = try simulate("search-observable")
        #expect(report.frames[4].reevaluated == ["SearchField: @dependencies", "ModelResults: @dependencies"])
        // Over the ten keystrokes, both build the rows the narrowing filter brings on screen;
        // beyond those, the ObservableObject screen re-runs every row it shows, every time.
        let objectReport = try simulate("search-observable-object")
        let typing = { (report: FrameReport) in report.frames.dropFirst().reduce(0) { $0 + $1.evaluations } }
        #expect(typing(report) == 64)
        #expect(typing(objectReport) == 174)
    }

    @Test func theFieldShowsWhatWasTyped() throws {
        for name in ["search-observable-object", "search-observable"] {
            let scene = FrameExamples.example(named: name)!.makeScene(200)
            let renderer = ImageRenderer(content: scene.view)
            renderer.proposedSize = ProposedViewSize(width: 390, height: 300)
            _ = try renderer.bitmap()
            for frame in 1...3 { scene.beforeFrame?(frame) }
            let dump = try RenderPipeline.layOut(scene.view, proposal: renderer.proposedSize, scale: 1).layoutDump
            #expect(dump.contains("\"Gol\""), "\(name)")
        }
    }
}
