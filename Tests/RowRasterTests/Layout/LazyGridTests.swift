import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

@MainActor
@Suite struct LazyGridTests {
    private func cells(_ count: Int, height: CGFloat = 20) -> some View {
        ForEach(0..<count, id: \.self) { _ in Color.gray.frame(height: height) }
    }

    @Test func fixedColumnsAreSetAsideAndFlexibleOnesShareTheRest() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], spacing: 4) { cells(4) }
        // 200 − 8 (spacing) − 50 (fixed) leaves 142 for the flexible column; rows 4 apart.
        #expect(try frames(of: "Color", in: grid, proposal: ProposedViewSize(width: 200, height: nil)) == [
            CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 58, y: 0, width: 142, height: 20),
            CGRect(x: 0, y: 24, width: 50, height: 20), CGRect(x: 58, y: 24, width: 142, height: 20),
        ])
        #expect(try frames(of: "LazyVGrid", in: grid, proposal: ProposedViewSize(width: 200, height: nil))
                == [CGRect(x: 0, y: 0, width: 200, height: 44)])
    }

    @Test func flexibleColumnsAreClampedInOrder() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible(maximum: 60)), GridItem(.flexible())]) { cells(2) }
        // The first is offered 192 / 2 and keeps 60; the second gets the remaining 132.
        #expect(try frames(of: "Color", in: grid, proposal: ProposedViewSize(width: 200, height: nil)) == [
            CGRect(x: 0, y: 0, width: 60, height: 20), CGRect(x: 68, y: 0, width: 132, height: 20),
        ])
    }

    @Test func anAdaptiveItemFitsAsManyColumnsAsItsMinimumAllows() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(6, height: 30) }
        // (390 + 8) / (80 + 8) = 4.5: four columns of (390 − 3 × 8) / 4 = 91.5; 6 items in two rows.
        let placed = try frames(of: "Color", in: grid, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(placed.map(\.minX) == [0, 99.5, 199, 298.5, 0, 99.5])
        #expect(placed.map(\.minY) == [0, 0, 0, 0, 38, 38])
        #expect(placed.allSatisfy { $0.width == 91.5 && $0.height == 30 })
        // With a maximum, the columns stop growing at it and the rest is left over.
        let capped = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: 85))]) { cells(1) }
        #expect(try frames(of: "Color", in: capped, proposal: ProposedViewSize(width: 390, height: nil)).first?.width == 85)
    }

    @Test func itemAlignmentPlacesCellsAndTheGridAlignmentPlacesRows() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50), alignment: .bottomLeading), GridItem(.fixed(50))]) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 30)
        }
        // A row of 108 centred in 200: it starts at 46. The row is 30 deep; the first cell
        // sits at its bottom-leading corner, the second at its centre.
        #expect(try frames(of: "Color", in: grid, proposal: ProposedViewSize(width: 200, height: nil)) == [
            CGRect(x: 46, y: 20, width: 20, height: 10), CGRect(x: 119, y: 0, width: 20, height: 30),
        ])
    }

    @Test func aLazyHGridFillsItsRowsColumnByColumn() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            ForEach(0..<3, id: \.self) { _ in Color.gray.frame(width: 40) }
        }
        #expect(try frames(of: "Color", in: grid) == [
            CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 0, y: 38, width: 40, height: 30),
            CGRect(x: 48, y: 0, width: 40, height: 30),
        ])
    }

    @Test func itemsFlowAcrossForEachesAndSectionsStartNewRows() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(10)), GridItem(.fixed(10))], spacing: 0) {
            Color.red.frame(height: 10)
            cells(2, height: 10)
            Section {
                cells(1, height: 10)
            } header: {
                Color.blue.frame(width: 20, height: 5)
            }
        }
        // Red and the first gray share row 0; the second gray is alone in row 1; the section
        // header comes next, centred, and its cell starts a new row.
        let placed = try frames(of: "Color", in: grid, proposal: ProposedViewSize(width: 28, height: nil))
        #expect(placed == [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 18, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 10, width: 10, height: 10),
            CGRect(x: 4, y: 20, width: 20, height: 5), CGRect(x: 0, y: 25, width: 10, height: 10),
        ])
    }

    @Test func aLazyGridInAScrollViewBuildsOnlyTheVisibleRows() throws {
        let view = ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                ForEach(0..<10_000, id: \.self) { NumberRow(number: $0) }
            }
        }
        // Rows 30 high, 8 apart: rows starting before 844 + 100 are the first 25, of 3 each.
        #expect(evaluations(of: NumberRow.self, in: try evaluations(rendering: view)) == 75)
    }

    @Test func badGridItemsAreReported() {
        #expect(throws: RenderError.self) { try layoutDump(LazyVGrid(columns: [GridItem(.fixed(.nan))]) { Color.red }) }
        #expect(throws: RenderError.self) { try layoutDump(LazyVGrid(columns: [GridItem(.flexible(minimum: -1))]) { Color.red }) }
    }
}

@MainActor
@Suite struct LazyGridEdgeTests {
    @Test func wildGridInputsNeitherTrapNorExplode() throws {
        // No tracks: nothing to show.
        #expect(try frames(of: "Color", in: LazyVGrid(columns: []) { Color.red }, proposal: ProposedViewSize(width: 100, height: nil)).isEmpty)
        // A zero minimum with zero spacing: one cell per point would be absurd; capped, no trap.
        let dense = LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) { Color.red.frame(height: 1) }
        #expect(try frames(of: "Color", in: dense, proposal: ProposedViewSize(width: 100, height: nil)).count == 1)
        // A cell spanning Int.max columns is capped, not an overflow.
        let grid = Grid(horizontalSpacing: 0) { GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(.max) } }
        #expect(try frames(of: "Color", in: grid).count == 1)
    }
}
