import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Custom animations, transactions and the modifiers that scope them compile as in SwiftUI and
/// draw the view at rest.
@MainActor
@Suite struct TransactionAndCustomAnimationTests {
    /// A linear custom animation over `duration` seconds, as apps write them.
    struct Linear: CustomAnimation {
        var duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time >= duration ? nil : value.scaled(by: time / duration)
        }
    }

    struct Steps: AnimationStateKey { static let defaultValue = 0 }
    struct Source: TransactionKey { static let defaultValue = "none" }
    struct Pad: ViewModifier {
        let amount: CGFloat
        func body(content: Content) -> some View { content.padding(amount) }
    }
    /// Pads more when redacted: a modifier chosen from the environment.
    struct PadWhenRedacted: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> Pad { Pad(amount: environment.redactionReasons.isEmpty ? 1 : 5) }
    }

    private var square: some View { Color.red.frame(width: 10, height: 10) }

    @Test func anAnimationRunsItsCustomBase() {
        let animation = Animation(Linear(duration: 2))
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 10.0, time: 0.5, context: &context) == 2.5)
        #expect(animation.animate(value: 10.0, time: 2, context: &context) == nil)
        #expect(animation.velocity(value: 10.0, time: 0.5, context: context) == nil)
        #expect(!animation.shouldMerge(previous: .default, value: 10.0, time: 0, context: &context))
        #expect(animation == Animation(Linear(duration: 2)) && animation != Animation(Linear(duration: 3)))
        #expect(AnyHashable(animation.base) == AnyHashable(Linear(duration: 2)))
        #expect(Animation.default.animate(value: 10.0, time: 0, context: &context) == nil)
    }

    @Test func animationStateKeepsValuesByKey() {
        var state = AnimationState<Double>()
        #expect(state[Steps.self] == 0)
        state[Steps.self] = 3
        let context = AnimationContext<Double>(state: state).withState(AnimationState<CGFloat>())
        #expect(state[Steps.self] == 3 && context.state[Steps.self] == 0 && !context.isLogicallyComplete)
    }

    @Test func transactionsCarryKeyedValues() {
        var transaction = Transaction(animation: .smooth)
        #expect(transaction[Source.self] == "none" && !transaction.tracksVelocity && transaction.scrollTargetAnchor == nil)
        transaction[Source.self] = "button"
        transaction.tracksVelocity = true
        transaction.scrollTargetAnchor = .top
        var called = false
        transaction.addAnimationCompletion { called = true }
        #expect(transaction[Source.self] == "button" && transaction.tracksVelocity && transaction.scrollTargetAnchor == .top)
        #expect(!called)
        #expect(Source._valuesEqual("a", "a") && !Source._valuesEqual("a", "b"))
    }

    @Test func scopedTransactionsDrawTheirBody() throws {
        let padded = try displayListDump(square.padding(2))
        #expect(try displayListDump(square.transaction({ $0.animation = nil }) { $0.padding(2) }) == padded)
        #expect(try displayListDump(square.animation(.bouncy) { $0.padding(2) }) == padded)
        #expect(try displayListDump(square.modifier(Pad(amount: 2).animation(.default))) == padded)
        #expect(try displayListDump(square.modifier(Pad(amount: 2).transaction { $0.disablesAnimations = true })) == padded)
    }

    @Test func emptyConcatenatedAndEnvironmentalModifiers() throws {
        let plain = try displayListDump(square)
        #expect(try displayListDump(square.modifier(EmptyModifier())) == plain)
        #expect(try displayListDump(square.modifier(EmptyModifier.identity)) == plain)
        #expect(try displayListDump(square.geometryGroup()) == plain)
        #expect(try displayListDump(square.modifier(Pad(amount: 1).concat(Pad(amount: 2)))) == (try displayListDump(square.padding(3))))
        #expect(try frames(of: "padding", in: square.modifier(PadWhenRedacted())).first?.width == 12)
        #expect(try frames(of: "padding", in: square.modifier(PadWhenRedacted()).redacted(reason: .placeholder)).first?.width == 20)
    }

    @Test func newTransitionsDrawPresentViewsAsTheyAre() throws {
        let plain = try displayListDump(square)
        #expect(try displayListDump(square.transition(MoveTransition(edge: .leading))) == plain)
        #expect(try displayListDump(square.transition(PushTransition(edge: .top))) == plain)
        #expect(try displayListDump(square.transition(SlideTransition())) == plain)
        #expect(try displayListDump(square.transition(BlurReplaceTransition(configuration: .upUp))) == plain)
        #expect(try displayListDump(square.transition(AsymmetricTransition(insertion: MoveTransition(edge: .bottom),
                                                                           removal: OpacityTransition()))) == plain)
        #expect(AsymmetricTransition<OpacityTransition, IdentityTransition>.properties.hasMotion == false)
        #expect(AsymmetricTransition<MoveTransition, IdentityTransition>.properties.hasMotion)
    }

    /// Away from identity a move is by the view's own size, towards its edge.
    @Test func edgeTransitionsMoveByTheViewsSize() throws {
        #expect(try displayListDump(MoveTransition(edge: .leading).apply(content: square, phase: .willAppear))
            == (try displayListDump(square.offset(x: -10))))
        #expect(try displayListDump(SlideTransition().apply(content: square, phase: .didDisappear))
            == (try displayListDump(square.offset(x: 10))))
        #expect(try displayListDump(PushTransition(edge: .top).apply(content: square, phase: .didDisappear))
            == (try displayListDump(square.offset(y: 10).opacity(0))))
    }
}
