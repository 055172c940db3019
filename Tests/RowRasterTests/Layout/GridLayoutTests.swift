import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

@MainActor
@Suite struct GridLayoutTests {
    private func box(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
        color.frame(width: width, height: height)
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndAlignAsAsked() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                box(.red, 30, 10)
                box(.blue, 50, 20)
            }
            GridRow {
                box(.green, 40, 12).gridColumnAlignment(.leading)
                box(.gray, 20, 20)
            }
        }
        // Columns 40 and 50 wide, rows 20 and 20 high; column 0 is leading-aligned in both
        // rows (the modifier on one cell sets the column), column 1 centred.
        #expect(try frames(of: "Grid", in: grid) == [CGRect(x: 0, y: 0, width: 100, height: 44)])
        #expect(try frames(of: "Color", in: grid) == [
            CGRect(x: 0, y: 5, width: 30, height: 10), CGRect(x: 50, y: 0, width: 50, height: 20),
            CGRect(x: 0, y: 28, width: 40, height: 12), CGRect(x: 65, y: 24, width: 20, height: 20),
        ])
        #expect(try frames(of: "GridRow", in: grid) == [CGRect(x: 0, y: 0, width: 100, height: 20),
                                                       CGRect(x: 0, y: 24, width: 100, height: 20)])
    }

    @Test func aFullWidthDividerWidensTheGridUnlessUnsized() throws {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow {
                    box(.red, 30, 10)
                    box(.blue, 50, 10)
                }
                Divider().gridCellUnsizedAxes(unsized ? .horizontal : [])
            }
        }
        let proposal = ProposedViewSize(width: 200, height: nil)
        // The divider outside a row spans the grid and is offered its 200 points: the two
        // columns (30 and 50, 8 apart) grow by 56 each to 86 and 106.
        #expect(try frames(of: "Divider", in: grid(unsized: false), proposal: proposal) == [CGRect(x: 0, y: 18, width: 200, height: 1)])
        #expect(try frames(of: "Color", in: grid(unsized: false), proposal: proposal)
                == [CGRect(x: 28, y: 0, width: 30, height: 10), CGRect(x: 122, y: 0, width: 50, height: 10)])
        // Unsized, it takes the width the rows need, as Apple's documentation shows.
        #expect(try frames(of: "Divider", in: grid(unsized: true), proposal: proposal) == [CGRect(x: 0, y: 18, width: 88, height: 1)])
        #expect(try frames(of: "Grid", in: grid(unsized: true), proposal: proposal) == [CGRect(x: 0, y: 0, width: 88, height: 19)])
    }

    @Test func aSpanningCellWidensItsColumnsEvenly() throws {
        let grid = Grid {
            GridRow {
                box(.red, 30, 10)
                box(.blue, 50, 10)
            }
            GridRow { box(.green, 100, 10).gridCellColumns(2) }
        }
        // 100 needs 12 more than 30 + 8 + 50: each column grows by 6.
        #expect(try frames(of: "Color", in: grid) == [
            CGRect(x: 3, y: 0, width: 30, height: 10), CGRect(x: 47, y: 0, width: 50, height: 10),
            CGRect(x: 0, y: 18, width: 100, height: 10),
        ])
    }

    @Test func flexibleCellsShareTheProposalLikeStacks() throws {
        let grid = Grid {
            GridRow {
                Color.red
                Color.blue
            }
            GridRow {
                Color.green.frame(height: 10)
                Color.gray.frame(height: 10)
            }
        }
        // Columns share 100 - 8 equally; the fixed row takes 10 and the flexible row the
        // remaining 50 - 8 - 10.
        #expect(try frames(of: "Color", in: grid, proposal: ProposedViewSize(width: 100, height: 50)) == [
            CGRect(x: 0, y: 0, width: 46, height: 32), CGRect(x: 54, y: 0, width: 46, height: 32),
            CGRect(x: 0, y: 40, width: 46, height: 10), CGRect(x: 54, y: 40, width: 46, height: 10),
        ])
    }

    @Test func rowAlignmentAndCellAnchorOverrideTheGrid() throws {
        let grid = Grid(alignment: .bottomTrailing) {
            GridRow(alignment: .top) {
                box(.red, 10, 10)
                box(.blue, 20, 30)
            }
            GridRow {
                box(.green, 30, 10).gridCellAnchor(.topLeading)
                box(.gray, 10, 10).gridCellAnchor(UnitPoint(x: 0.5, y: 0.5))
            }
            GridRow {
                box(.orange, 16, 16)
            }
        }
        // Columns 30 and 20; rows 30, 10, 16. Row 0 is top-aligned, trailing by the grid.
        #expect(try frames(of: "Color", in: grid) == [
            CGRect(x: 20, y: 0, width: 10, height: 10), CGRect(x: 38, y: 0, width: 20, height: 30),
            CGRect(x: 0, y: 38, width: 30, height: 10), CGRect(x: 43, y: 38, width: 10, height: 10),
            CGRect(x: 14, y: 56, width: 16, height: 16),
        ])
    }

    @Test func aGridRowOutsideAGridIsAGroup() throws {
        let row = HStack { GridRow { box(.red, 10, 10); box(.blue, 10, 10) } }
        #expect(try frames(of: "Color", in: row) == [CGRect(x: 0, y: 0, width: 10, height: 10),
                                                    CGRect(x: 18, y: 0, width: 10, height: 10)])
    }

    @Test func gridLayoutArrangesAsGrid() throws {
        func cells() -> some View {
            Group {
                GridRow { box(.red, 30, 10); box(.blue, 50, 20) }
                GridRow { box(.green, 40, 12) }
            }
        }
        let expected = try frames(of: "Color", in: Grid { cells() })
        #expect(try frames(of: "Color", in: GridLayout { cells() }) == expected)
        #expect(try frames(of: "Color", in: AnyLayout(GridLayout()) { cells() }) == expected)
        #expect(expected[2] == CGRect(x: 0, y: 28, width: 40, height: 12))
    }
}

@MainActor
@Suite struct GridBaselineTests {
    @Test func firstTextBaselineRowsShareOneBaseline() throws {
        let grid = Grid(alignment: .leadingFirstTextBaseline) {
            GridRow {
                Text("Total").font(.caption)
                Text("€1,204").font(.title)
            }
            GridRow {
                Text("Paid").font(.title3)
                Text("€800").font(.footnote)
            }
        }
        let placed = try texts(grid)
        // Within each row the baselines meet (to the dump's two decimals); the row is as tall
        // as the highest ascent plus the deepest descent.
        #expect(abs((placed[0].0.minY + placed[0].1) - (placed[1].0.minY + placed[1].1)) < 0.02)
        #expect(abs((placed[2].0.minY + placed[2].1) - (placed[3].0.minY + placed[3].1)) < 0.02)
        #expect(placed[0].0.minY > 0 && placed[1].0.minY == 0)
        #expect(placed[0].0.minX == 0 && placed[2].0.minX == 0)
    }

    @Test func aCustomLayoutWithoutExplicitGuidesMergesItsSubviewsBaselines() throws {
        // EqualWidthHStack defines no guides: its first baseline is its subviews' (merged, as
        // SwiftUI's default), so it lines up with the title's baseline in the stack.
        let row = HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.title)
            EqualWidthHStack { Text("a").font(.caption); Text("b").font(.caption) }
        }
        let placed = try texts(row)
        #expect(abs((placed[0].0.minY + placed[0].1) - (placed[1].0.minY + placed[1].1)) < 0.02)
        #expect(placed[1].0.minY > placed[0].0.minY)
    }
}
