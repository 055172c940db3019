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

    /// A modifier that changes what is drawn, so the tests see which state is used.
    struct Tinted: ViewModifier {
        let color: Color
        func body(content: Content) -> some View { content.foregroundStyle(color) }
    }

    /// `AnyTransition.modifier(active:identity:)`: an inserted view rests in the identity
    /// modifier (and never shows the active one); the built-in ones leave it as it is, and a
    /// type-erased custom transition keeps its identity phase.
    @Test func anyTransitionsDrawTheirIdentityState() throws {
        let shape = Circle().frame(width: 10, height: 10)
        let plain = try displayListDump(shape)
        let blue = try displayListDump(shape.foregroundStyle(Color.blue))
        #expect(try displayListDump(shape.transition(.opacity)) == plain)
        #expect(try displayListDump(shape.transition(.slide.combined(with: .scale))) == plain)
        let modifier = AnyTransition.modifier(active: Tinted(color: .red), identity: Tinted(color: .blue))
        #expect(try displayListDump(shape.transition(modifier)) == blue)
        #expect(try displayListDump(shape.transition(.opacity.combined(with: modifier).animation(.default))) == blue)
        #expect(try displayListDump(shape.transition(.asymmetric(insertion: modifier, removal: .opacity))) == blue)
        #expect(try displayListDump(shape.transition(AnyTransition(Framed()))) == (try displayListDump(shape.padding(3))))
    }

    @Test func phaseValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(!OpacityTransition.properties.hasMotion && ScaleTransition.properties.hasMotion)
    }
}
