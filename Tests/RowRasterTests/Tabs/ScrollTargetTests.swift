import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// Scroll targets and clipping at rest: behaviours move nothing in a render, a position by id
/// starts the scroll view at the row, and `scrollClipDisabled` lets content draw past the edges.
@MainActor
@Suite struct ScrollTargetTests {
    private let proposal = ProposedViewSize(width: 200, height: 300)

    private func cards() -> some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<20, id: \.self) { index in
                    Color.blue.frame(height: 100).shadow(radius: 8).id(index)
                }
            }
            .scrollTargetLayout()
        }
    }

    @Test func behavioursDrawNothingAtRest() throws {
        let plain = try displayListDump(cards(), proposal: proposal)
        #expect(try displayListDump(cards().scrollTargetBehavior(.paging), proposal: proposal) == plain)
        #expect(try displayListDump(cards().scrollTargetBehavior(.viewAligned(limitBehavior: .always)), proposal: proposal) == plain)
        #expect(try displayListDump(cards().scrollIndicatorsFlash(onAppear: true).scrollIndicatorsFlash(trigger: 3),
                                    proposal: proposal) == plain)
    }

    /// iOS 18.4's properties: paging and view-aligned behaviours limit a gesture's scroll
    /// (view-aligned `.automatic` only in a compact width); a behaviour of the app's own does
    /// not unless it says, and `AnyScrollTargetBehavior` answers as its base.
    @Test func behavioursSayWhetherTheyLimitAScroll() {
        struct Snap: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
        }
        var regular = EnvironmentValues()
        regular.horizontalSizeClass = .regular
        let compact = ScrollTargetBehaviorPropertiesContext(storedEnvironment: EnvironmentValues(), storedAxes: .horizontal)
        let wide = ScrollTargetBehaviorPropertiesContext(storedEnvironment: regular, storedAxes: .horizontal)
        #expect(PagingScrollTargetBehavior().properties(context: compact).limitsScrolls)
        #expect(!Snap().properties(context: compact).limitsScrolls)
        #expect(ViewAlignedScrollTargetBehavior().properties(context: compact).limitsScrolls)
        #expect(!ViewAlignedScrollTargetBehavior().properties(context: wide).limitsScrolls)
        #expect(ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByFew).properties(context: wide).limitsScrolls)
        #expect(!ViewAlignedScrollTargetBehavior(limitBehavior: .never).properties(context: compact).limitsScrolls)
        #expect(AnyScrollTargetBehavior(.paging).properties(context: wide).limitsScrolls)
        #expect(!AnyScrollTargetBehavior(Snap()).properties(context: wide).limitsScrolls)
        #expect(compact.axes == .horizontal)
    }

    @Test func pagingRoundsToTheNearestPageWithinTheContent() {
        #expect(PagingScrollTargetBehavior.pageStart(140, page: 300, content: 2000) == 0)
        #expect(PagingScrollTargetBehavior.pageStart(160, page: 300, content: 2000) == 300)
        #expect(PagingScrollTargetBehavior.pageStart(1990, page: 300, content: 2000) == 1700)
        #expect(PagingScrollTargetBehavior.pageStart(-80, page: 300, content: 2000) == 0)
        #expect(PagingScrollTargetBehavior.pageStart(.nan, page: 300, content: 2000).isNaN)
        #expect(PagingScrollTargetBehavior.pageStart(50, page: 0, content: 2000) == 50)
        #expect(PagingScrollTargetBehavior.pageStart(50, page: .infinity, content: 2000) == 50)
    }

    @Test func aPositionByIdStartsAtThatRow() throws {
        let atFive = cards().scrollPosition(id: .constant(Optional(5)), anchor: .top)
        let offsets = try laidOutNodes(atFive, proposal: proposal).compactMap { ($0 as? ScrollNode)?.offset }
        // Rows of 100 points 10 apart: row 5 starts at 550.
        #expect(offsets == [550])
        let none = cards().scrollPosition(id: .constant(Int?.none))
        #expect(try laidOutNodes(none, proposal: proposal).compactMap { ($0 as? ScrollNode)?.offset } == [0])
    }

    @Test func disablingTheClipDrawsTheContentWithoutOne() throws {
        let clipped = try displayListDump(cards(), proposal: proposal)
        let spilling = try displayListDump(cards().scrollClipDisabled(), proposal: proposal)
        #expect(clipped.contains("clip"))
        #expect(!spilling.contains("clip"))
        #expect(try displayListDump(cards().scrollClipDisabled(false), proposal: proposal) == clipped)
    }
}
