import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Where scroll views put their content: exact frames for points, edges and row ids, and
/// what happens to offsets that make no sense.
@MainActor
@Suite struct ScrollLayoutTests {
    private let viewport = ProposedViewSize(width: 100, height: 300)

    private func rows(count: Int = 1_000, at position: ScrollPosition) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { Color.blue.frame(height: 30).id($0) } }
        }
        .scrollPosition(.constant(position))
    }

    private func firstRow(_ view: some View) throws -> CGRect? {
        try frames(of: "Color", in: view, proposal: viewport).first
    }

    private func offset(_ view: some View) throws -> String? {
        try layoutDump(view, proposal: viewport).split(separator: "\n")
            .first { $0.hasPrefix("ScrollView") }.flatMap { $0.split(separator: "(").last.map { "(" + $0 } }
    }

    @Test func aPointOffsetMovesTheContentUp() throws {
        let view = rows(at: ScrollPosition(y: 95))
        #expect(try offset(view) == "(offset 95)")
        // Rows from 95 − 100 = −5 on are built: the first is row 0, 95 points above the top.
        #expect(try firstRow(view) == CGRect(x: 0, y: -95, width: 100, height: 30))
        #expect(try frames(of: "Color", in: view, proposal: viewport).count == 17)
    }

    @Test func negativeAndNaNOffsetsShowTheTop() throws {
        #expect(try offset(rows(at: ScrollPosition(y: -250))) == "(offset 0)")
        #expect(try offset(rows(at: ScrollPosition(y: .nan))) == "(offset 0)")
        #expect(try firstRow(rows(at: ScrollPosition(y: .nan))) == CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test func offsetsBeyondTheContentShowTheEnd() throws {
        for position in [ScrollPosition(y: 1e12), ScrollPosition(y: .infinity), ScrollPosition(edge: .bottom)] {
            let view = rows(count: 100, at: position)
            // 100 rows of 30 points in a 300-point viewport: the last offset is 2,700.
            #expect(try offset(view) == "(offset 2700)")
            let frames = try frames(of: "Color", in: view, proposal: viewport)
            #expect(frames.last == CGRect(x: 0, y: 270, width: 100, height: 30))
        }
    }

    @Test func contentShorterThanTheViewportDoesNotScroll() throws {
        #expect(try offset(rows(count: 3, at: ScrollPosition(y: 500))) == "(offset 0)")
    }

    @Test func emptyDataGivesAnEmptyScrollViewOfTheOfferedSize() throws {
        let view = rows(count: 0, at: ScrollPosition(y: 40))
        #expect(try layoutDump(view, proposal: viewport) == """
        ScrollView (0 0 100 300) (offset 0)
          LazyVStack (0 0 100 0) (0 slots, 0 built)
        """)
        let list = List { ForEach([Int](), id: \.self) { Text("\($0)") } }
        // The grouped background, and nothing in the (empty, so dropped) scroll clip.
        #expect(try displayListDump(list, proposal: viewport) == "fill rect(0 0 100 300) #F2F2F7")
    }

    @Test func aRowIDIsScrolledToTheTopOrByItsAnchor() throws {
        #expect(try firstVisibleRow(rows(at: ScrollPosition(id: 500))) == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(try offset(rows(at: ScrollPosition(id: 500))) == "(offset 15000)")
        // The anchor point of the row lands on the same point of the viewport: its bottom at
        // the bottom (15,030 − 300), its centre at the centre (15,015 − 150).
        #expect(try offset(rows(at: ScrollPosition(id: 500, anchor: .bottom))) == "(offset 14730)")
        #expect(try offset(rows(at: ScrollPosition(id: 500, anchor: .center))) == "(offset 14865)")
    }

    @Test func anUnknownRowIDShowsTheTop() throws {
        #expect(try offset(rows(at: ScrollPosition(id: "nowhere"))) == "(offset 0)")
    }

    @Test func aDefaultScrollAnchorAtTheBottomStartsAtTheEnd() throws {
        let view = ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { Color.blue.frame(height: 30).id($0) } } }
            .defaultScrollAnchor(.bottom)
        #expect(try offset(view) == "(offset 2700)")
    }

    @Test func aHorizontalLazyStackScrollsAlongX() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { _ in Color.red.frame(width: 50, height: 40) } }
        }
        .scrollPosition(.constant(ScrollPosition(x: 125)))
        let frames = try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 390, height: 40))
        // Items starting before 125 + 390 + 100 = 615 are built, from item 0 (starts at 0 ≤ 25).
        let expected: [CGFloat] = (0...12).map { CGFloat($0 * 50 - 125) }
        #expect(frames.map(\.minX) == expected)
        #expect(frames.allSatisfy { $0.minY == 0 && $0.size == CGSize(width: 50, height: 40) })
    }

    @Test func anEagerStackInAScrollViewIsPlacedWhole() throws {
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 30) } } }
            .scrollPosition(.constant(ScrollPosition(y: 60)))
        let frames = try frames(of: "Color", in: view, proposal: viewport)
        #expect(frames.count == 20)
        #expect(frames.first?.minY == -60)
    }

    @Test func anEagerStackPlacesTheInsidesOfTheRowsItDrawsOnly() throws {
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { NumberRow(number: $0) } } }
            .scrollPosition(.constant(ScrollPosition(y: 6_000)))
        let output = try RenderPipeline.layOut(view, proposal: viewport, scale: 1)
        func rows(_ node: RenderNode) -> [RenderNode] {
            node.name == "VStack" ? node.children : node.children.flatMap(rows)
        }
        let stackRows = rows(output.root)
        #expect(stackRows.count == 1_000)
        // Visible from 6,000 to 6,300 and 240 points either side for shadows reaching in:
        // rows 191 to 218 (rows touching that reach count, as Foundation's `intersects` has it).
        let placed = stackRows.indices.filter { !stackRows[$0].childrenAwaitPlacement }
        #expect(placed == Array(191...218))
        // Every row still has its frame, and its insides are placed when asked for.
        #expect(stackRows[999].frame == CGRect(x: 0, y: 29_970 - 6_000, width: 100, height: 30))
        #expect(output.layoutDump.contains("Color (0 23970 100 30)"))
    }

    @Test func anEagerStackIsScrolledToAForEachIDOrAnExplicitID() throws {
        let byElement = ScrollView { VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 30) } } }
            .scrollPosition(.constant(ScrollPosition(id: 12)))
        #expect(try offset(byElement) == "(offset 300)")
        let byModifier = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 500)
                Color.green.frame(height: 40).id("footer")
                Color.red.frame(height: 500)
            }
        }
        .scrollPosition(.constant(ScrollPosition(id: "footer")), anchor: .center)
        // The footer's centre (520) on the viewport's centre (150).
        #expect(try offset(byModifier) == "(offset 370)")
    }

    private func firstVisibleRow(_ view: some View) throws -> CGRect? {
        try frames(of: "Color", in: view, proposal: viewport).first { $0.maxY > 0 }
    }
}
