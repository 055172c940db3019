import Foundation
@testable import RowRaster
import Testing

/// `scrollTransition` takes each row's phase from where the row is placed in its scroll view:
/// rows inside the visible region are drawn as they are, a row cut by the bottom edge is drawn
/// part of the way to its bottom-trailing effect (interactive) or all of it (animated), and a
/// row outside any scroll view never transitions.
@MainActor
@Suite struct ScrollTransitionTests {
    /// Four 120-point cards in a 300-point scroll view: the third shows its top half.
    func cards(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<4) { index in
                    Color.blue.frame(height: 120)
                        .scrollTransition(configuration) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.2)
                        }
                }
            }
        }
    }

    let size = ProposedViewSize(width: 200, height: 300)

    func opacities(_ dump: String) -> [String] {
        dump.split(separator: "\n").compactMap { line in
            line.range(of: "opacity(").map { String(line[$0.upperBound...].prefix(while: { $0 != ")" })) }
        }
    }

    @Test func interactiveRowsCutByTheEdgeAreHalfWay() throws {
        let dump = try displayListDump(cards(.interactive), proposal: size)
        // Identity rows draw no opacity layer; the half-visible row is half-way from 1 to 0.2
        // (ease-in-out at the midpoint is the midpoint); the hidden row is not drawn at all.
        #expect(opacities(dump) == ["0.6"], "\(dump)")
    }

    @Test func animatedRowsJumpOnceTheThresholdIsMissed() throws {
        #expect(opacities(try displayListDump(cards(.animated), proposal: size)) == ["0.2"])
        // Half of the third card shows, which meets a half-visible threshold.
        let lenient = ScrollTransitionConfiguration.animated.threshold(.visible(0.5))
        #expect(opacities(try displayListDump(cards(lenient), proposal: size)).isEmpty)
    }

    @Test func identityAndRowsOutsideAScrollViewNeverTransition() throws {
        #expect(opacities(try displayListDump(cards(.identity), proposal: size)).isEmpty)
        let plain = Color.blue.frame(height: 120).scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
        #expect(opacities(try displayListDump(plain)).isEmpty)
    }

    @Test func thresholdsArePositionsOfTheNearEdge() {
        let extent = 100.0, length = 300.0
        #expect(ScrollTransitionConfiguration.Threshold.visible.position(extent, length) == 100)
        #expect(ScrollTransitionConfiguration.Threshold.hidden.position(extent, length) == 0)
        #expect(ScrollTransitionConfiguration.Threshold.centered.position(extent, length) == 200)
        #expect(ScrollTransitionConfiguration.Threshold.visible(0.25).position(extent, length) == 25)
        #expect(ScrollTransitionConfiguration.Threshold.visible(7).position(extent, length) == 100)
        #expect(ScrollTransitionConfiguration.Threshold.visible.inset(by: 20).position(extent, length) == 120)
        #expect(ScrollTransitionConfiguration.Threshold.hidden.interpolated(towards: .centered, amount: 0.5).position(extent, length) == 100)
    }
}

extension ScrollTransitionTests {
    /// A linear timing curve moves the half-visible card exactly half-way; ease-in
    /// (slow at first) leaves it further from identity.
    @Test func interactiveTransitionsFollowTheirTimingCurve() throws {
        let linear = ScrollTransitionConfiguration.interactive(timingCurve: .linear)
        #expect(opacities(try displayListDump(cards(linear), proposal: size)) == ["0.6"])
        let easeIn = try displayListDump(cards(.interactive(timingCurve: .easeIn)), proposal: size)
        let opacity = try #require(opacities(easeIn).first.flatMap(Double.init))
        #expect(opacity < 0.6)
    }
}
