import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// iOS 18's scroll observers in a render: the geometry and the visibility the resting scroll
/// view reports, and the phase, anchor roles and input behaviours that change nothing at rest.
@MainActor
@Suite struct ScrollObservationTests {
    private let viewport = ProposedViewSize(width: 100, height: 300)

    private func rows(_ count: Int = 100) -> some View {
        ScrollView { LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { Color.blue.frame(height: 30).id($0) } } }
    }

    private func offset(_ view: some View, proposal: ProposedViewSize? = nil) throws -> String? {
        try layoutDump(view, proposal: proposal ?? viewport).split(separator: "\n")
            .first { $0.contains("ScrollView") }.flatMap { $0.split(separator: "(").last.map { "(" + $0 } }
    }

    // MARK: onScrollGeometryChange

    @Test func aListAnchoredAtTheBottomReportsItsInitialGeometry() throws {
        let log = ActionLog<[ScrollGeometry]>()
        let view = rows().defaultScrollAnchor(.bottom)
            .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { old, new in log.values.append([old, new]) }
        _ = try layoutDump(view, proposal: viewport)
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 2_700), contentSize: CGSize(width: 100, height: 3_000),
                                      contentInsets: EdgeInsets(), containerSize: CGSize(width: 100, height: 300))
        #expect(log.values == [[geometry, geometry]])
        #expect(geometry.visibleRect == CGRect(x: 0, y: 2_700, width: 100, height: 300))
        #expect(geometry.bounds == CGRect(x: 0, y: 2_700, width: 100, height: 300))
    }

    @Test func stateSetFromTheScrollGeometryIsDrawnInTheRender() throws {
        // A "scrolled" badge sized from the offset the bottom anchor puts the list at.
        struct Badge: View {
            @State private var offsetY: CGFloat = 0
            var body: some View {
                ZStack(alignment: .top) {
                    ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.blue.frame(height: 30) } } }
                        .defaultScrollAnchor(.bottom)
                        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, new in offsetY = new }
                    Color.red.frame(width: 10, height: offsetY / 100)
                }
            }
        }
        #expect(try frames(of: "Color", in: Badge(), proposal: viewport).last == CGRect(x: 45, y: 0, width: 10, height: 27))
    }

    @Test func contentMarginsAreInsetsAndTheRestingOffsetIsMinusThem() throws {
        let log = ActionLog<ScrollGeometry>()
        let view = rows(3).contentMargins(.vertical, 20)
            .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, new in log.values.append(new) }
        _ = try layoutDump(view, proposal: viewport)
        let geometry = try #require(log.values.first)
        #expect(geometry.contentOffset == CGPoint(x: 0, y: -20))
        #expect(geometry.contentInsets == EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
        #expect(geometry.contentSize == CGSize(width: 100, height: 90))
        #expect(geometry.bounds == CGRect(x: 0, y: 0, width: 100, height: 260))
    }

    // MARK: visibility

    /// Rows 90 pt tall in a 400 pt viewport: rows 0 to 3 show whole (0–360), row 4 shows
    /// 40 of its 90 (44 %), and rows 5 and 6, built in the lazy stack's prefetch margin, none.
    private func visibilityList(threshold: Double, log: ActionLog<Int>) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Color.blue.frame(height: 90)
                        .onScrollVisibilityChange(threshold: threshold) { visible in if visible { log.values.append(index) } }
                }
            }
        }
    }

    @Test func rowsShownPastTheThresholdReportVisibleWhenTheyAppear() throws {
        let log = ActionLog<Int>()
        let proposal = ProposedViewSize(width: 200, height: 400)
        _ = try layoutDump(visibilityList(threshold: 0.5, log: log), proposal: proposal)
        #expect(log.values == [0, 1, 2, 3])
        let lower = ActionLog<Int>()
        _ = try layoutDump(visibilityList(threshold: 0.4, log: lower), proposal: proposal)
        #expect(lower.values == [0, 1, 2, 3, 4])
    }

    @Test func rowsThatStartHiddenReportNothing() throws {
        let log = ActionLog<Bool>()
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 500)
                Color.blue.frame(height: 100).onScrollVisibilityChange { log.values.append($0) }
            }
        }
        _ = try layoutDump(view, proposal: ProposedViewSize(width: 200, height: 400))
        #expect(log.values.isEmpty)
    }

    @Test func theScrollViewReportsWhichTargetsShow() throws {
        let log = ActionLog<[Int]>()
        let view = ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<30, id: \.self) { Color.blue.frame(height: 90).id($0) } }
        }
        .onScrollTargetVisibilityChange(idType: Int.self) { log.values.append($0) }
        _ = try layoutDump(view, proposal: ProposedViewSize(width: 200, height: 400))
        #expect(log.values == [[0, 1, 2, 3]])
    }

    // MARK: the resting state

    @Test func theScrollPhaseIsIdleAndNeverReported() throws {
        let log = ActionLog<ScrollPhase>()
        let plain = rows().defaultScrollAnchor(.bottom)
        let observed = plain
            .onScrollPhaseChange { _, new in log.values.append(new) }
            .onScrollPhaseChange { _, new, _ in log.values.append(new) }
        #expect(try layoutDump(observed, proposal: viewport) == layoutDump(plain, proposal: viewport))
        #expect(log.values.isEmpty)
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
    }

    @Test func theInitialOffsetRoleIsTheDefaultScrollAnchor() throws {
        #expect(try offset(rows().defaultScrollAnchor(.bottom, for: .initialOffset)) == "(offset 2700)")
        #expect(try offset(rows().defaultScrollAnchor(.center, for: .initialOffset)) == "(offset 1350)")
        // Size changes happen after the first frame: at rest the list starts at the top.
        #expect(try offset(rows().defaultScrollAnchor(.bottom, for: .sizeChanges)) == "(offset 0)")
        // Alignment only places content shorter than the view.
        #expect(try offset(rows().defaultScrollAnchor(.bottom, for: .alignment)) == "(offset 0)")
    }

    @Test func theAlignmentRolePlacesShortContent() throws {
        let bottom = [CGRect(x: 0, y: 210, width: 100, height: 30), CGRect(x: 0, y: 240, width: 100, height: 30),
                      CGRect(x: 0, y: 270, width: 100, height: 30)]
        #expect(try frames(of: "Color", in: rows(3).defaultScrollAnchor(.bottom, for: .alignment), proposal: viewport) == bottom)
        // `defaultScrollAnchor(_:)` sets every role, alignment included.
        #expect(try frames(of: "Color", in: rows(3).defaultScrollAnchor(.bottom), proposal: viewport) == bottom)
        // The initial offset alone leaves short content at the top.
        #expect(try frames(of: "Color", in: rows(3).defaultScrollAnchor(.bottom, for: .initialOffset), proposal: viewport).first
            == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(try frames(of: "Color", in: rows(3).defaultScrollAnchor(.center, for: .alignment), proposal: viewport).first
            == CGRect(x: 0, y: 105, width: 100, height: 30))
    }

    @Test func inputBehaviourAndOffsetAdjustmentChangeNothingAtRest() throws {
        let plain = rows().defaultScrollAnchor(.bottom)
        // No input kind is public on iOS (watchOS's double tap only); the test names one.
        let restricted = plain.scrollInputBehavior(.disabled, for: ScrollInputKind(name: "test"))
        #expect(try layoutDump(restricted, proposal: viewport) == layoutDump(plain, proposal: viewport))
        var transaction = Transaction()
        #expect(transaction.scrollContentOffsetAdjustmentBehavior.adjusts)
        transaction.scrollContentOffsetAdjustmentBehavior = .disabled
        #expect(!transaction.scrollContentOffsetAdjustmentBehavior.adjusts)
    }

    @Test func iOS18ScrollPositionsPlaceTheContent() throws {
        func placed(_ position: ScrollPosition) throws -> String? { try offset(rows().scrollPosition(.constant(position))) }
        #expect(try placed(ScrollPosition(idType: Int.self)) == "(offset 0)")
        #expect(try placed(ScrollPosition(y: 120)) == "(offset 120)")
        // An x offset leaves a vertical list at rest.
        #expect(try placed(ScrollPosition(x: 120)) == "(offset 0)")
        #expect(try placed(ScrollPosition(idType: Int.self, edge: .bottom)) == "(offset 2700)")
        var position = ScrollPosition(idType: Int.self)
        position.scrollTo(id: 10, anchor: .top)
        #expect(try placed(position) == "(offset 300)")
        #expect(position.viewID(type: Int.self) == 10)
        #expect(position.viewID(type: String.self) == nil)
        #expect(position.viewID as? Int == 10)
        #expect(!position.isPositionedByUser)
        position.scrollTo(y: 60)
        #expect(position.viewID == nil && position.point == nil)
    }
}
