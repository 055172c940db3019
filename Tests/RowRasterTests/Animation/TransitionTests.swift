import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// iOS 17 transitions draw a present view through their body at `.identity`.
@MainActor
@Suite struct TransitionTests {
    /// A transition that pads at identity, so the test sees that the body is used.
    struct Framed: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.padding(phase.isIdentity ? 3 : 0)
        }
    }

    @Test func builtInTransitionsDrawTheViewAsItIs() throws {
        let plain = try displayListDump(Color.red.frame(width: 10, height: 10))
        #expect(try displayListDump(Color.red.frame(width: 10, height: 10).transition(OpacityTransition())) == plain)
        #expect(try displayListDump(Color.red.frame(width: 10, height: 10)
            .transition(ScaleTransition(0.1).combined(with: OffsetTransition(CGSize(width: 5, height: 0))))) == plain)
    }

    @Test func aCustomTransitionDrawsItsIdentityPhase() throws {
        let padded = try displayListDump(Color.red.frame(width: 10, height: 10).padding(3))
        #expect(try displayListDump(Color.red.frame(width: 10, height: 10).transition(Framed())) == padded)
    }

    @Test func phaseValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(!OpacityTransition.properties.hasMotion && ScaleTransition.properties.hasMotion)
    }
}
