import Foundation
import OpenCombine
import Testing
@testable import RowRaster

/// What a view observing a renderer, or reading the content transition, sees.
@MainActor
@Suite struct ImageRendererObservationTests {
    /// The renderer announces each change of its content or settings before it happens.
    @Test func theRendererSendsBeforeEachChange() {
        let renderer = ImageRenderer(content: Text("Before"))
        var sent = 0
        let subscription = renderer.objectWillChange.sink { sent += 1 }
        renderer.content = Text("After")
        renderer.scale = 3
        renderer.proposedSize = ProposedViewSize(width: 100, height: nil)
        renderer.isOpaque = true
        renderer.colorMode = .linear
        #expect(sent == 5)
        subscription.cancel()
    }

    /// The colour mode is `.nonLinear` unless set; the linear modes draw as it does.
    @Test func theColorModeIsNonLinearAndTheOthersDrawTheSame() throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 8, height: 2)
        let renderer = ImageRenderer(content: view)
        #expect(renderer.colorMode == .nonLinear)
        let nonLinear = try renderer.bitmap()
        renderer.colorMode = .extendedLinear
        #expect(try renderer.bitmap() == nonLinear)
    }

    /// `contentTransition(_:)` is read back inside as `\\.contentTransition`, `.identity` elsewhere.
    @Test func theContentTransitionIsReadBackInside() throws {
        struct Reader: View {
            @Environment(\.contentTransition) var transition
            @Environment(\.contentTransitionAddsDrawingGroup) var addsDrawingGroup
            var body: some View { Text(transition == .numericText() ? "numeric" : "other") + Text(addsDrawingGroup ? " group" : "") }
        }
        #expect(try displayListDump(Reader().contentTransition(.numericText())).contains("numeric"))
        #expect(try displayListDump(Reader()).contains("other"))
        #expect(try displayListDump(Reader().environment(\.contentTransitionAddsDrawingGroup, true)).contains("other group"))
    }
}
