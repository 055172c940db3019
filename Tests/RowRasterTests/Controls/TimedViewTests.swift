import Foundation
@testable import RowRaster
import Testing

/// Views drawn for a moment — `ProgressView(timerInterval:)` and `TimelineView` — draw the
/// render's now (`RenderDefaults.now` here), and `Binding`'s converting forms read and write
/// through to their base.
@MainActor
@Suite struct TimedViewTests {
    private static let row = ProposedViewSize(width: 390, height: nil)
    private static let now = RenderDefaults.now

    private func same(_ made: some View, _ written: some View) throws {
        #expect(try layoutDump(made, proposal: Self.row) == layoutDump(written, proposal: Self.row))
        #expect(try displayListDump(made, proposal: Self.row) == displayListDump(written, proposal: Self.row))
    }

    @Test func timerProgressShowsTheFractionAtNow() throws {
        let interval = Self.now.addingTimeInterval(-30)...Self.now.addingTimeInterval(90)
        // A quarter has run: counting down shows three quarters left, counting up one quarter.
        try same(ProgressView(timerInterval: interval) { Text("Tea") } currentValueLabel: { Text("1:30") },
                 ProgressView(value: 0.75) { Text("Tea") } currentValueLabel: { Text("1:30") })
        try same(ProgressView(timerInterval: interval, countsDown: false) { Text("Tea") } currentValueLabel: { Text("0:30") },
                 ProgressView(value: 0.25) { Text("Tea") } currentValueLabel: { Text("0:30") })
        // The default current value label is the timer's text.
        try same(ProgressView(timerInterval: interval),
                 ProgressView(value: 0.75) { EmptyView() } currentValueLabel: { Text(timerInterval: interval, countsDown: true) })
        #expect(try displayListDump(ProgressView(timerInterval: interval) { Text("Tea") }, proposal: Self.row).contains("1:30"))
    }

    @Test func progressFormsDrawTheirValue() throws {
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        try same(ProgressView(progress), ProgressView(value: 0.25))
        let title: Substring = "Upload"
        try same(ProgressView(title, value: 0.5), ProgressView("Upload", value: 0.5))
    }

    @Test func timelineDrawsTheEntryAtNow() throws {
        let start = Self.now.addingTimeInterval(-95)
        let periodic = TimelineView(.periodic(from: start, by: 60)) { context in
            Text(verbatim: "\(context.date.timeIntervalSince(start))")
        }
        try same(periodic, Text(verbatim: "\(60.0)"))
        try same(TimelineView(.everyMinute) { context in Text(context.date, style: .time) }, Text(Self.now, style: .time))
        let dates = [Self.now.addingTimeInterval(-10), Self.now.addingTimeInterval(-5), Self.now.addingTimeInterval(5)]
        try same(TimelineView(.explicit(dates)) { context in Text(verbatim: "\(context.date.timeIntervalSince(Self.now))") },
                 Text(verbatim: "\(-5.0)"))
        try same(TimelineView(.animation) { context in Text(verbatim: "\(context.date == Self.now) \(context.cadence == .live)") },
                 Text(verbatim: "true true"))
    }

    @Test func bindingConversionsReadAndWriteTheirBase() throws {
        var count = 3
        let base = Binding(get: { count }, set: { count = $0 })
        let optional = Binding<Int?>(base)
        #expect(optional.wrappedValue == 3)
        optional.wrappedValue = nil
        #expect(count == 3)
        optional.wrappedValue = 4
        #expect(count == 4)
        var maybe: Int? = nil
        let maybeBase = Binding(get: { maybe }, set: { maybe = $0 })
        #expect(Binding(maybeBase) == nil)
        maybe = 7
        let unwrapped = try #require(Binding(maybeBase))
        maybe = nil
        #expect(unwrapped.wrappedValue == 7)
        let hashable = Binding<AnyHashable>(base)
        hashable.wrappedValue = AnyHashable(9)
        #expect(count == 9)
        hashable.wrappedValue = AnyHashable("nine")
        #expect(count == 9)
        var received: Transaction?
        let transactional = Binding(get: { count }, set: { value, transaction in count = value; received = transaction })
        transactional.animation().wrappedValue = 10
        #expect(count == 10 && received != nil)
        #expect(base.animation(.easeIn).transaction.animation != nil)
    }
}
