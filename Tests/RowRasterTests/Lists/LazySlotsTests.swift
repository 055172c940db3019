import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The offset arithmetic of lazy stacks (`LazySlots`): running estimates corrected by the
/// lengths measured so far, checked against a model that adds every slot up one by one.
@MainActor
@Suite struct LazySlotsTests {
    /// The shape of a stack's children: sections (with or without header and footer) of
    /// plain rows, or loose rows when `sections` is empty.
    struct Shape: CustomTestStringConvertible {
        var looseRows = 0
        var sections: [(header: Bool, rows: Int, footer: Bool)] = []
        var spacing: CGFloat = 0

        var testDescription: String {
            "\(looseRows) rows, sections \(sections.map { "\($0.header ? "h" : "")\($0.rows)\($0.footer ? "f" : "")" }), spacing \(spacing)"
        }

        /// Each slot's kind in order: true for a header or footer.
        var decorations: [Bool] {
            var kinds = [Bool](repeating: false, count: looseRows)
            for section in sections {
                if section.header { kinds.append(true) }
                kinds += [Bool](repeating: false, count: section.rows)
                if section.footer { kinds.append(true) }
            }
            return kinds
        }

        /// The slots, built from element ranges that are never asked to build anything: the
        /// arithmetic needs no views.
        @MainActor func slots() -> LazySlots {
            func range(_ count: Int) -> LazyChildren.Segment {
                .range(LazyRange(count: count, identity: { AnyHashable($0) }, make: { _ in [] }))
            }
            var children = LazyChildren()
            if looseRows > 0 { children.segments.append(range(looseRows)) }
            for section in sections {
                children.segments.append(.section(LazySection(header: section.header ? [] : nil,
                                                              rows: LazyChildren(segments: [range(section.rows)]),
                                                              footer: section.footer ? [] : nil)))
            }
            return LazySlots(children: children, spacing: spacing) { nodes, _ in nodes.first }
        }
    }

    /// What a stack's offsets should be, computed the slow way: every slot's length (measured,
    /// or the average of the measured slots of its kind, else of the other kind, else 44) and
    /// the spacing, added up from the start.
    struct EagerModel {
        let decorations: [Bool]
        let spacing: CGFloat
        var measured: [Int: CGFloat] = [:]

        func average(decoration: Bool) -> CGFloat? {
            let lengths = measured.filter { decorations[$0.key] == decoration }.map(\.value)
            return lengths.isEmpty ? nil : lengths.reduce(0, +) / CGFloat(lengths.count)
        }

        func length(of index: Int) -> CGFloat {
            if let length = measured[index] { return length }
            let decoration = decorations[index]
            return average(decoration: decoration) ?? average(decoration: !decoration) ?? 44
        }

        func offset(of index: Int) -> CGFloat {
            (0..<index).reduce(CGFloat(0)) { $0 + length(of: $1) + spacing }
        }

        var totalLength: CGFloat { decorations.isEmpty ? 0 : offset(of: decorations.count) - spacing }

        /// The last slot starting at or before `position`; the first when none does.
        func slot(at position: CGFloat) -> Int {
            (0..<decorations.count).last { offset(of: $0) <= position } ?? 0
        }
    }

    private func expectClose(_ actual: CGFloat, _ expected: CGFloat, _ what: @autoclosure () -> String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual - expected) <= 1e-6 * max(1, abs(expected)), "\(what()): \(actual) ≠ \(expected)",
                sourceLocation: sourceLocation)
    }

    // MARK: Parameterized cases

    nonisolated static let unmeasured: [Shape] = [
        Shape(looseRows: 1),
        Shape(looseRows: 10, spacing: 8),
        Shape(sections: [(true, 3, false), (false, 2, true)], spacing: 0),
        Shape(looseRows: 2, sections: [(true, 4, true)], spacing: 4),
    ]

    /// With nothing measured every slot is a list row's 44 points, headers and footers too.
    @Test(arguments: unmeasured)
    func unmeasuredSlotsAreFortyFourPointsApart(shape: Shape) {
        let slots = shape.slots()
        let count = shape.decorations.count
        #expect(slots.count == count)
        for index in 0...count {
            #expect(slots.offset(of: index) == CGFloat(index) * (44 + shape.spacing))
        }
        #expect(slots.totalLength == CGFloat(count) * 44 + CGFloat(count - 1) * shape.spacing)
    }

    /// Rows measured at `rows` and decorations at `decorations` (nil: none measured): what an
    /// unmeasured row and an unmeasured header are estimated at.
    @Test(arguments: [
        (rows: CGFloat?(60), decorations: CGFloat?.none, expectedRow: CGFloat(60), expectedDecoration: CGFloat(60)),
        (rows: nil, decorations: 28, expectedRow: 28, expectedDecoration: 28),
        (rows: 60, decorations: 28, expectedRow: 60, expectedDecoration: 28),
        (rows: nil, decorations: nil, expectedRow: 44, expectedDecoration: 44),
    ])
    func estimatesComeFromTheirKindThenTheOther(rows: CGFloat?, decorations: CGFloat?, expectedRow: CGFloat,
                                                 expectedDecoration: CGFloat) {
        // Slots: header 0, rows 1…4, header 5, rows 6…9.
        let slots = Shape(sections: [(true, 4, false), (true, 4, false)]).slots()
        if let rows { slots.setLength(rows, of: 1) }
        if let decorations { slots.setLength(decorations, of: 0) }
        #expect(slots.estimate(decoration: false) == expectedRow)
        #expect(slots.estimate(decoration: true) == expectedDecoration)
        #expect(slots.length(of: 7) == expectedRow)
        #expect(slots.length(of: 5) == expectedDecoration)
    }

    /// Measuring a slot again replaces its length in the average instead of counting it twice.
    @Test(arguments: [(first: CGFloat(100), second: CGFloat(20)), (first: 20, second: 100), (first: 50, second: 50)])
    func remeasuringReplacesTheLength(first: CGFloat, second: CGFloat) {
        let slots = Shape(looseRows: 5).slots()
        slots.setLength(30, of: 0)
        slots.setLength(first, of: 3)
        slots.setLength(second, of: 3)
        #expect(slots.estimate(decoration: false) == (30 + second) / 2)
        #expect(slots.offset(of: 4) == 30 + 2 * (30 + second) / 2 + second)
    }

    /// `slot(at:)` gives the slot a position falls in; before the start the first, past the end the last.
    @Test(arguments: [(CGFloat(-50), 0), (0, 0), (43.9, 0), (44, 1), (100, 2), (10_000, 9)])
    func positionsFallInTheSlotThatCoversThem(position: CGFloat, expected: Int) {
        #expect(Shape(looseRows: 10).slots().slot(at: position) == expected)
    }

    // MARK: Property-style

    /// Random stacks, random measurements (some slots measured twice) and random positions,
    /// each compared with the eager model: offsets of every slot, the total length, and the
    /// slot under positions inside each slot and outside the stack.
    @Test(arguments: [UInt64(1), 2, 3, 42, 2026])
    func offsetsMatchTheEagerModel(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        for _ in 0..<20 {
            var shape = Shape(looseRows: Int.random(in: 0...12, using: &random),
                              spacing: CGFloat(Int.random(in: 0...12, using: &random)))
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                shape.sections.append((Bool.random(using: &random), Int.random(in: 0...15, using: &random), Bool.random(using: &random)))
            }
            let count = shape.decorations.count
            guard count > 0 else { continue }
            let slots = shape.slots()
            var model = EagerModel(decorations: shape.decorations, spacing: shape.spacing)
            let context = shape.testDescription

            for _ in 0..<Int.random(in: 0...(2 * count), using: &random) {
                let index = Int.random(in: 0..<count, using: &random)
                let length = CGFloat(Int.random(in: 0...400, using: &random)) / 4
                slots.setLength(length, of: index)
                model.measured[index] = length
            }

            for index in 0...count {
                expectClose(slots.offset(of: index), model.offset(of: index), "offset of \(index) in \(context)")
            }
            for index in 0..<count {
                expectClose(slots.length(of: index), model.length(of: index), "length of \(index) in \(context)")
            }
            expectClose(slots.totalLength, model.totalLength, "total length of \(context)")

            // Positions well inside slots (not on a boundary, where rounding could pick either).
            for index in 0..<count where model.length(of: index) >= 1 {
                let position = model.offset(of: index) + model.length(of: index) / 2
                #expect(slots.slot(at: position) == model.slot(at: position), "slot at \(position) in \(context)")
            }
            #expect(slots.slot(at: -1) == 0)
            #expect(slots.slot(at: model.totalLength + 1000) == model.slot(at: model.totalLength + 1000))
        }
    }
}
