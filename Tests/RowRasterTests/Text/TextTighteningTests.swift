import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `allowsTightening`: a line up to 5 % too wide is tightened to fit instead of being cut.
@MainActor
@Suite struct TextTighteningTests {
    private let label = "Quarterly statement ready"

    /// The label's width on one line, as laid out with nothing in its way.
    private func naturalWidth() throws -> CGFloat {
        try #require(texts(Text(label), proposal: .unspecified).first).0.width
    }

    /// Whether the label, on one line in `width`, is cut with an ellipsis.
    private func isCut(width: CGFloat, tightening: Bool) throws -> Bool {
        let view = Text(label).lineLimit(1).allowsTightening(tightening)
        let node = try #require(laidOutNodes(view, proposal: ProposedViewSize(width: width, height: nil)).compactMap { $0 as? TextNode }.first)
        return node.fit(for: node.placedProposal).1.isTruncated
    }

    private func dump(width: CGFloat, tightening: Bool) throws -> String {
        try displayListDump(Text(label).lineLimit(1).allowsTightening(tightening).frame(width: width, alignment: .leading),
                            proposal: ProposedViewSize(width: width, height: nil))
    }

    @Test func aLineAFewPercentTooWideIsTightenedNotCut() throws {
        let width = (try naturalWidth() * 0.97).rounded(.down)
        #expect(try isCut(width: width, tightening: false))
        // The whole label, no ellipsis, no wider than its space, drawn tighter.
        #expect(try !isCut(width: width, tightening: true))
        #expect(try dump(width: width, tightening: true) != dump(width: width, tightening: false))
        let frame = try #require(texts(Text(label).lineLimit(1).allowsTightening(true), proposal: ProposedViewSize(width: width, height: nil)).first).0
        #expect(frame.width <= width)
    }

    @Test func aLineMuchTooWideIsStillCut() throws {
        let width = (try naturalWidth() * 0.9).rounded(.down)
        #expect(try dump(width: width, tightening: true) == dump(width: width, tightening: false))
        #expect(try isCut(width: width, tightening: true))
    }

    @Test func textThatFitsIsNotTouched() throws {
        let width = (try naturalWidth() + 10).rounded(.up)
        #expect(try dump(width: width, tightening: true) == dump(width: width, tightening: false))
    }

    @Test func theEnvironmentCarriesTheFlag() {
        var environment = EnvironmentValues()
        #expect(environment.allowsTightening == false)
        environment.allowsTightening = true
        #expect(environment.allowsTightening)
    }
}
