import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `onChange(of:)` and `onReceive(_:)` in scroll simulations, which run them as they run
/// `onAppear`: `initial: true` in the frame the view appears, then once per changed frame.
@MainActor
@Suite struct ChangeObserverTests {
    final class Log { var lines: [String] = [] }

    final class Counter: ObservableObject {
        @Published var count = 0
    }

    private struct CountRow: View {
        @ObservedObject var counter: Counter
        let log: Log
        var body: some View {
            Text("Count \(counter.count)")
                .onChange(of: counter.count, initial: true) { old, new in log.lines.append("two \(old)->\(new)") }
                .onChange(of: counter.count) { log.lines.append("none") }
                .onChange(of: counter.count) { new in log.lines.append("old form \(new)") }
        }
    }

    private func simulate<V: View>(_ view: V, frames: Int, beforeFrame: @escaping (Int) -> Void) throws {
        var simulation = ScrollSimulation(view)
        simulation.script = .offsets(Array(repeating: 0, count: frames))
        simulation.clock = ScrollSimulationTests.costClock
        simulation.beforeFrame = beforeFrame
        _ = try simulation.run()
    }

    @Test func onChangeRunsInitiallyWhenAskedAndThenOncePerChangedFrame() throws {
        let counter = Counter(), log = Log()
        // Frames: 0 (first), 1 (unchanged), 2 (set to 5), 3 (5 again: no change), 4 (set to 7).
        try simulate(CountRow(counter: counter, log: log), frames: 5) { frame in
            if frame == 2 { counter.count = 5 }
            if frame == 4 { counter.count = 7 }
        }
        // The order among several modifiers of one view is the lifecycle's tree order; each
        // form's own sequence is what is checked.
        #expect(log.lines.filter { $0.hasPrefix("two") } == ["two 0->0", "two 0->5", "two 5->7"])
        #expect(log.lines.filter { $0 == "none" }.count == 2)
        #expect(log.lines.filter { $0.hasPrefix("old form") } == ["old form 5", "old form 7"])
    }

    @Test func aSingleRenderRunsNoChangeAction() throws {
        let log = Log()
        _ = try displayListDump(Text("Still").onChange(of: 1, initial: true) { log.lines.append("ran") })
        #expect(log.lines.isEmpty)
    }

    private struct ReceivingRow: View {
        let subject: PassthroughSubject<String, Never>
        let log: Log
        let shown: Bool
        var body: some View {
            VStack {
                if shown {
                    Text("Inbox").onReceive(subject) { log.lines.append("received \($0)") }
                }
            }
        }
    }

    @Test func onReceiveDeliversWhileTheViewIsInTheTree() throws {
        let subject = PassthroughSubject<String, Never>()
        let log = Log()
        subject.send("before")  // nothing subscribed yet
        var simulation = ScrollSimulation(ReceivingRow(subject: subject, log: log, shown: true))
        simulation.script = .offsets([0, 0])
        simulation.clock = ScrollSimulationTests.costClock
        simulation.beforeFrame = { frame in if frame == 1 { subject.send("mail") } }
        _ = try simulation.run()
        #expect(log.lines == ["received mail"])
    }
}

/// Focus set by a view's own code is kept across frames, as `@State` is, and never drawn.
@MainActor
@Suite struct FocusStateTests {
    final class Log { var values: [String] = [] }

    private struct Composer: View {
        @FocusState var isFocused: Bool
        let log: Log
        var body: some View {
            let _ = log.values.append("\(isFocused)")
            Text("Message").focused($isFocused).onAppear { isFocused = true }
        }
    }

    @Test func focusSetOnAppearIsReadInTheNextFrame() throws {
        let log = Log()
        var simulation = ScrollSimulation(Composer(log: log))
        simulation.script = .offsets([0, 0])
        simulation.clock = ScrollSimulationTests.costClock
        _ = try simulation.run()
        // The first frame reads no focus; the last one reads what onAppear set.
        #expect(log.values.first == "false")
        #expect(log.values.last == "true")
    }
}
