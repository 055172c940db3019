import Foundation
@testable import RowRaster
import Testing

/// Apple Pencil's double tap and squeeze (iOS 17.5) at rest: no pencil touches the screen before
/// a first frame, so the modifiers draw the unmodified row and their actions never run; the
/// preferred actions are the ones iOS's Settings app starts with.
extension RestingStateTests {
    @Test func pencilDoubleTapAndSqueezeDrawTheRowUnchangedAndNeverAct() throws {
        let calls = PencilCalls()
        try expectUnchanged(row
            .onPencilDoubleTap { value in calls.record("tap \(String(describing: value.hoverPose?.location))") }
            .onPencilSqueeze { phase in
                switch phase {
                case .active(let value): calls.record("active \(value.hoverPose?.zDistance ?? 0)")
                case .ended(let value): calls.record("ended \(String(describing: value.hoverPose?.anchor))")
                case .failed: calls.record("failed")
                }
            }
            .sensoryFeedback(.pathComplete, trigger: 1))
        #expect(calls.names.isEmpty)
    }

    @Test func thePreferredPencilActionsAreSettingsDefaults() throws {
        struct Readout: View {
            @Environment(\.preferredPencilDoubleTapAction) private var doubleTap
            @Environment(\.preferredPencilSqueezeAction) private var squeeze
            var body: some View {
                Text("tap:\(doubleTap == .switchEraser) squeeze:\(squeeze == .showContextualPalette)")
            }
        }
        #expect(try displayListDump(Readout()).contains("tap:true squeeze:true"))
        let environment = EnvironmentValues()
        #expect(environment.preferredPencilDoubleTapAction == .switchEraser)
        #expect(environment.preferredPencilSqueezeAction == .showContextualPalette)
        let all: [PencilPreferredAction] = [.switchEraser, .switchPrevious, .showColorPalette, .showInkAttributes,
                                            .showContextualPalette, .runSystemShortcut, .ignore]
        #expect(Set(all).count == all.count)
    }

    @Test func squeezePhasesCompareByTheirValues() {
        let pose = PencilHoverPose(location: CGPoint(x: 10, y: 20), anchor: .center, zDistance: 0.5,
                                   altitude: .degrees(60), azimuth: .degrees(30), roll: .zero)
        let hovering = PencilSqueezeGestureValue(hoverPose: pose)
        let away = PencilSqueezeGestureValue(hoverPose: nil)
        #expect(PencilSqueezeGesturePhase.active(hovering) == .active(hovering))
        #expect(PencilSqueezeGesturePhase.active(hovering) != .ended(hovering))
        #expect(PencilSqueezeGesturePhase.ended(hovering) != .ended(away))
        #expect(PencilSqueezeGesturePhase.failed == .failed)
        #expect(PencilDoubleTapGestureValue(hoverPose: pose) != PencilDoubleTapGestureValue(hoverPose: nil))
    }

    @Test func pathCompleteIsAFeedbackOfItsOwn() {
        #expect(SensoryFeedback.pathComplete == .pathComplete)
        #expect(SensoryFeedback.pathComplete != .success)
        #expect(SensoryFeedback.pathComplete != .levelChange)
    }
}

/// The actions a pencil modifier ran, kept where a Sendable closure can record them.
private final class PencilCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var names: [String] { lock.withLock { recorded } }
    func record(_ name: String) { lock.withLock { recorded.append(name) } }
}
