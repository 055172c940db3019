import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Keyframe timelines give the values the documented curves give, at exact times.
@MainActor
@Suite struct KeyframeTimelineTests {
    struct Pose {
        var scale = 1.0
        var y = 0.0
    }

    @Test func aLinearKeyframeMovesAtAConstantPace() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 2) }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 0.5) == 2.5)
        #expect(timeline.value(progress: 0.75) == 7.5)
        #expect(timeline.value(time: 3) == 10)
    }

    @Test func aTimingCurvePacesALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1, timingCurve: .easeIn) }
        #expect(abs(timeline.value(time: 0.3) - 10 * UnitCurve.easeIn.value(at: 0.3)) < 1e-12)
    }

    @Test func aMoveKeyframeJumpsAndTakesNoTime() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 5)
        #expect(timeline.value(time: 0.5) == 10)
    }

    /// Hermite basis at s = ½: h00 = h01 = ½, h10 = ⅛, h11 = −⅛; at s = ¼: h01 = 0.15625.
    @Test func aCubicKeyframeFollowsTheHermiteCurveOfItsVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, startVelocity: 0, endVelocity: 0) }
        #expect(timeline.value(time: 0.5) == 0.5)
        #expect(abs(timeline.value(time: 0.25) - 0.15625) < 1e-12)
        let launched = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 2, startVelocity: 4, endVelocity: 0) }
        // 0·½ + 4·⅛·2 + 1·½ + 0 = 1.5
        #expect(abs(launched.value(time: 1) - 1.5) < 1e-12)
    }

    /// Between two cubic keyframes the velocity is the Catmull-Rom tangent (30 − 0) / 2 = 15;
    /// the track starts and ends at rest.
    @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 0.5) - 3.125) < 1e-12)   // 10·½ − 15·⅛
        #expect(timeline.value(time: 1) == 10)
        #expect(abs(timeline.value(time: 1.5) - 21.875) < 1e-12)  // 10·½ + 15·⅛ + 30·½
        #expect(timeline.value(time: 2) == 30)
    }

    /// After a linear keyframe a cubic one starts at the linear one's velocity (10 per second).
    @Test func aCubicKeyframeTakesTheVelocityOfTheKeyframeBefore() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(10.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 1.5) - 11.25) < 1e-12)  // 10·½ + 10·⅛ + 10·½
    }

    /// A critically damped spring (bounce 0) of duration 0.5 moves 1 − (1 + ωt)e^(−ωt) of the
    /// way, ω = 2π / 0.5; cut short at 0.3 s, the next keyframe starts where the spring is.
    @Test func aSpringKeyframeFollowsItsSpringAndHandsOverWhereItIs() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let omega = 2 * Double.pi / 0.5
        func closedForm(_ t: Double) -> Double { 1 - (1 + omega * t) * exp(-omega * t) }
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.3, spring: spring)
            LinearKeyframe(2.0, duration: 1)
        }
        #expect(abs(timeline.duration - 1.3) < 1e-12)
        #expect(abs(timeline.value(time: 0.2) - closedForm(0.2)) < 1e-9)
        let handOver = closedForm(0.3)
        #expect(abs(timeline.value(time: 0.8) - (handOver + (2 - handOver) * 0.5)) < 1e-9)
    }

    @Test func aSpringKeyframeWithoutADurationLastsTheSpringsSettlingDuration() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(timeline.duration == spring.settlingDuration)
    }

    @Test func tracksOnKeyPathsRunTogetherAndTheLongestSetsTheDuration() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\Pose.y) {
                LinearKeyframe(-20.0, duration: 2)
                LinearKeyframe(0.0, duration: 2)
            }
        }
        #expect(timeline.duration == 4)
        let middle = timeline.value(time: 0.5)
        #expect(middle.scale == 1.5 && middle.y == -5)
        let later = timeline.value(time: 3)
        #expect(later.scale == 2 && later.y == -10)
        #expect(timeline.value(progress: 1).y == 0)
    }

    @Test func buildersTakeConditionsAndLoops() {
        let steps = [2.0, 4.0]
        let bounce = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for step in steps { LinearKeyframe(step, duration: 1) }
                if bounce { LinearKeyframe(0.0, duration: 1) } else { MoveKeyframe(9.0) }
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 1.5) == 3)
        #expect(timeline.value(time: 2.5) == 2)
    }

    @Test func badTimesAndDurationsDoNotTrap() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(5.0, duration: -3)
            LinearKeyframe(9.0, duration: .nan)
            CubicKeyframe(3.0, duration: .infinity)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: .nan) == 3)
        #expect(timeline.value(progress: .nan) == 3)
        #expect(timeline.value(time: .infinity) == 3)
        let empty = KeyframeTimeline(initialValue: 7.0) { KeyframeTrack { } }
        #expect(empty.duration == 0 && empty.value(time: 1) == 7)
    }
}

/// Animators draw their first frame: the initial value, the first phase.
@MainActor
@Suite struct AnimatorRestingStateTests {
    private var square: some View { Color.red.frame(width: 10, height: 10) }

    @Test func aKeyframeAnimatorDrawsItsInitialValue() throws {
        let expected = try displayListDump(square.padding(3))
        #expect(try displayListDump(square.keyframeAnimator(initialValue: 3.0, trigger: 0) { content, value in
            content.padding(value)
        } keyframes: { _ in LinearKeyframe(10.0, duration: 1) }) == expected)
        #expect(try displayListDump(square.keyframeAnimator(initialValue: 3.0) { content, value in
            content.padding(value)
        } keyframes: { _ in LinearKeyframe(10.0, duration: 1) }) == expected)
        #expect(try displayListDump(KeyframeAnimator(initialValue: 3.0, trigger: false) { value in
            Color.red.frame(width: 10, height: 10).padding(value)
        } keyframes: { _ in MoveKeyframe(10.0) }) == expected)
    }

    @Test func aPhaseAnimatorDrawsItsFirstPhase() throws {
        let expected = try displayListDump(square.padding(4))
        #expect(try displayListDump(square.phaseAnimator([4.0, 8.0]) { content, phase in content.padding(phase) }) == expected)
        #expect(try displayListDump(square.phaseAnimator([4.0, 8.0], trigger: 1) { content, phase in
            content.padding(phase)
        } animation: { _ in .bouncy }) == expected)
        #expect(try displayListDump(PhaseAnimator([4.0, 8.0]) { phase in
            Color.red.frame(width: 10, height: 10).padding(phase)
        }) == expected)
    }

    @Test func symbolsWithEffectsRemovedDrawAsTheyAre() throws {
        #expect(try displayListDump(Image(systemName: "star.fill").symbolEffectsRemoved())
            == (try displayListDump(Image(systemName: "star.fill"))))
    }

    /// Discrete effects play when their value changes, which a render is drawn before.
    @Test func discreteSymbolEffectsDrawTheSymbolAsItIs() throws {
        let plain = try displayListDump(Image(systemName: "bell.fill"))
        #expect(try displayListDump(Image(systemName: "bell.fill").symbolEffect(.bounce, value: 1)) == plain)
        #expect(try displayListDump(Image(systemName: "bell.fill").symbolEffect(.bounce.down.byLayer, options: .repeat(2).speed(2), value: "a")) == plain)
        #expect(try displayListDump(Image(systemName: "bell.fill").symbolEffect(.pulse.wholeSymbol, options: .nonRepeating, value: true)) == plain)
        #expect(try displayListDump(Image(systemName: "bell.fill").symbolEffect(.variableColor.cumulative.reversing, value: 0.5)) == plain)
        // Indefinite effects, active or not, draw the symbol as it is between two runs.
        #expect(try displayListDump(Image(systemName: "bell.fill").symbolEffect(.pulse)) == plain)
        #expect(try displayListDump(Image(systemName: "bell.fill").symbolEffect(.variableColor.iterative, options: .repeating, isActive: false)) == plain)
        #expect(SymbolEffectOptions.repeating != .default && SymbolEffectOptions.speed(2) == SymbolEffectOptions.default.speed(2))
        #expect(BounceSymbolEffect.bounce.up != .bounce.down)
    }

    @Test func aPhaseAnimatorWithoutPhasesDrawsNothing() throws {
        #expect(try displayListDump(PhaseAnimator([Double]()) { phase in Color.red.padding(phase) }).isEmpty)
    }
}
