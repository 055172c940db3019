import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Lazy stacks build only what the viewport (plus the prefetch margin) shows; eager stacks
/// build everything — counted in body evaluations, as the list-performance question is asked.
@MainActor
@Suite struct LazyRealizationTests {
    @Test func lazyVStackOf10000RowsEvaluatesTheVisibleRowsAndTheMargin() throws {
        let view = ScrollView { LazyVStack(spacing: 0) { ForEach(1...10_000, id: \.self) { NumberRow(number: $0) } } }
        // 844 points of viewport and 100 of prefetch, in 30-point rows: rows starting before 944.
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: view)) == 32)
    }

    @Test func eagerVStackOf10000RowsEvaluatesEveryRow() throws {
        let view = ScrollView { VStack(spacing: 0) { ForEach(1...10_000, id: \.self) { NumberRow(number: $0) } } }
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: view)) == 10_000)
    }

    @Test func lazyStackWithDefaultSpacingCountsTheSpacing() throws {
        let view = ScrollView { LazyVStack { ForEach(0..<10_000, id: \.self) { NumberRow(number: $0) } } }
        // 30-point rows 8 points apart: rows starting before 944 are the first 25.
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: view)) == 25)
    }

    @Test func aMillionGeneratedElementsHaveOnlyTheNeededIndicesRead() throws {
        let rows = GeneratedRows(count: 1_000_000)
        let view = ScrollView { LazyVStack(spacing: 0) { ForEach(rows, id: \.self) { NumberRow(number: $0) } } }
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: view)) == 32)
        #expect(rows.reads.indices == Set(0..<32))
    }

    @Test func aMillionRowsScrolledToTheMiddleReadOnlyThoseRows() throws {
        let rows = GeneratedRows(count: 1_000_000)
        let view = ScrollView { LazyVStack(spacing: 0) { ForEach(rows, id: \.self) { NumberRow(number: $0) } } }
            .scrollPosition(.constant(ScrollPosition(y: 15_000_000)))
        // Row 0 is measured for the estimate of the rows never built; then from 15,000,000 − 100
        // (row 499,996) to 15,000,944 (row 500,031).
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: view)) == 37)
        #expect(rows.reads.indices == Set([0] + Array(499_996...500_031)))
    }

    @Test func conditionalRowContentStaysLazy() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<10_000, id: \.self) { number in
                    if number.isMultiple(of: 2) { NumberRow(number: number) } else { EquatableNumberRow(number: number, label: "odd") }
                }
            }
        }
        let log = try evaluations(rendering: view)
        #expect(evaluations(of: NumberRow.self, in: log) == 16)
        #expect(evaluations(of: EquatableNumberRow.self, in: log) == 16)
    }

    @Test func conditionalContentAtTheTopOfTheStackStaysLazy() throws {
        struct Rows: View {
            let showsRows: Bool
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        if showsRows {
                            ForEach(0..<10_000, id: \.self) { NumberRow(number: $0) }
                        } else {
                            Text("Nothing yet")
                        }
                    }
                }
            }
        }
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: Rows(showsRows: true))) == 32)
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: Rows(showsRows: false))) == 0)
    }

    @Test func aListEvaluatesOnlyItsVisibleRows() throws {
        let view = List(0..<10_000, id: \.self) { NumberRow(number: $0) }.listStyle(.plain)
        let count = evaluations(of: NumberRow.self, in: try evaluations(rendering: view))
        // A 30-point row with the list's 11-point top and bottom insets is 52 points: rows
        // starting before 944 are the first 19.
        #expect(count == 19)
    }

    @Test func aLazyStackOutsideAScrollViewBuildsEverything() throws {
        let view = LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { NumberRow(number: $0) } }
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: view)) == 50)
    }
}
