import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `containerRelativeFrame`: frames sized from the nearest container (the render's proposal,
/// a device's safe area, a scroll view or a list, less content margins).
@MainActor
@Suite struct ContainerRelativeFrameTests {
    /// A horizontal carousel as iOS 17 code writes it: one card per screen width less margins.
    private func carousel(count: Int, span: Int = 1, margins: CGFloat = 0) -> some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<4) { _ in
                    Color.red.frame(height: 80).containerRelativeFrame(.horizontal, count: count, span: span, spacing: 10)
                }
            }
        }
        .contentMargins(.horizontal, margins, for: .scrollContent)
    }

    @Test func theRootContainerIsTheProposal() throws {
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical])
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 390, height: 200))
            == [CGRect(x: 0, y: 0, width: 390, height: 200)])
        // Inside a stack the frame still measures against the root, not the stack's offer.
        let stacked = VStack(spacing: 0) {
            Color.blue.frame(height: 50)
            Color.red.frame(height: 20).containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        }
        .padding(.horizontal, 40)
        #expect(try frames(of: "Color", in: stacked, proposal: ProposedViewSize(width: 400, height: 70))
            == [CGRect(x: 40, y: 0, width: 320, height: 50), CGRect(x: 100, y: 50, width: 200, height: 20)])
    }

    @Test func aScrollViewDividesItsWidthIntoCards() throws {
        let proposal = ProposedViewSize(width: 300, height: 80)
        // One card a screen: each as wide as the scroll view.
        #expect(try frames(of: "Color", in: carousel(count: 1), proposal: proposal).prefix(2)
            == [CGRect(x: 0, y: 0, width: 300, height: 80), CGRect(x: 310, y: 0, width: 300, height: 80)])
        // Three to a screen, 10 apart: (300 − 2 × 10) / 3 each.
        let third = dumpPrecision(280 / 3)
        let thirds = try frames(of: "Color", in: carousel(count: 3), proposal: proposal)
        #expect(Array(thirds.prefix(3).map(\.width)) == [third, third, third])
        // Two of three parts: two parts and the spacing between them.
        let wide = try frames(of: "Color", in: carousel(count: 3, span: 2), proposal: proposal)
        #expect(wide.first?.width == dumpPrecision(280 / 3 * 2 + 10))
    }

    @Test func contentMarginsAreTakenOffTheContainer() throws {
        let view = carousel(count: 1, margins: 20)
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 300, height: 80)).prefix(2)
            == [CGRect(x: 20, y: 0, width: 260, height: 80), CGRect(x: 290, y: 0, width: 260, height: 80)])
    }

    @Test func aDeviceContainerIsItsSafeArea() throws {
        let canvas = DeviceCanvas(try #require(DeviceScreen.named("iPhone 15")), .portrait)
        let view = VStack { Color.red.containerRelativeFrame(.vertical, alignment: .top) { length, _ in length / 2 } }
        var found: [CGRect] = []
        try RenderPipeline.layOut(canvas.place(view), proposal: canvas.proposal, scale: 1).root.visitLaidOutTree { node, _ in
            if node.name == "Color" { found.append(node.frame) }
        }
        // The screen is 852 high, its safe area 852 − 59 − 34 = 759: half of it, centred in it.
        let half: CGFloat = 759 / 2
        #expect(found == [CGRect(x: 0, y: 59 + half / 2, width: 393, height: half)])
    }

    @Test func aListRowMeasuresAgainstTheList() throws {
        let view = List {
            Color.red.frame(height: 20).containerRelativeFrame(.horizontal, alignment: .leading) { length, _ in length * 0.25 }
        }
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 400, height: 300)).map(\.width) == [100])
    }

    /// A stack probes a scroll view at several heights before it places it: the rows measured
    /// against a probe's height are forgotten, though their own proposals (nil along the axis)
    /// never changed. Across renders at another height too.
    @Test func aNewContainerLengthReachesRowsCachedUnderTheOldOne() throws {
        let view = VStack(spacing: 0) {
            Color.blue.frame(height: 20)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<2) { _ in Color.red.containerRelativeFrame(.vertical) }
                }
            }
        }
        let graph = try RenderPipeline.makeGraph(scale: 1)
        for height in [200.0, 120.0] {
            var found: [CGRect] = []
            try RenderPipeline.layOut(view, proposal: ProposedViewSize(width: 100, height: height), scale: 1, graph: graph)
                .root.visitLaidOutTree { node, _ in
                    if node.name == "Color" { found.append(node.frame) }
                }
            let row = height - 20
            #expect(found == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 100, height: row),
                              CGRect(x: 0, y: 20 + row, width: 100, height: row)])
        }
    }

    @Test func withoutAContainerLengthTheProposalPassesThrough() throws {
        // A row rendered at a width only: the root has no height, so the view keeps its own.
        let view = Color.red.frame(height: 30).containerRelativeFrame([.horizontal, .vertical])
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 320, height: nil))
            == [CGRect(x: 0, y: 0, width: 320, height: 30)])
    }

    @Test func badNumbersAreReportedNotTrapped() throws {
        #expect(throws: RenderError.self) {
            try RenderPipeline.layOut(Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8),
                                      proposal: ProposedViewSize(width: 100, height: 100), scale: 1)
        }
        #expect(throws: RenderError.self) {
            try RenderPipeline.layOut(Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan },
                                      proposal: ProposedViewSize(width: 100, height: 100), scale: 1)
        }
        // A container smaller than the spacing leaves an empty frame, not an error.
        let tight = Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 30)
        #expect(try frames(of: "Color", in: tight, proposal: ProposedViewSize(width: 60, height: 10)).map(\.width) == [0])
    }
}
