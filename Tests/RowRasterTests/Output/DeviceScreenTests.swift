import Foundation
import Testing
@testable import RowRaster

/// The one device table: its screens and safe areas in each orientation, and the canvas that
/// places a view on a screen.
@Suite struct DeviceScreenTests {
    @Test func everyNameIsFoundOnceWhateverItsSpellingAndTheStandardDeviceIsAnIPhone14() throws {
        let keys = DeviceScreen.all.map { $0.name.lowercased().filter { $0.isLetter || $0.isNumber } }
        #expect(Set(keys).count == keys.count)
        #expect(DeviceScreen.named("iphone-15-pro")?.name == "iPhone 15 Pro")
        #expect(DeviceScreen.named("iPhone 99") == nil)
        #expect(DeviceScreen.standard.name == "iPhone 14")
        #expect(DeviceScreen.standard.size == CGSize(width: 390, height: 844) && DeviceScreen.standard.scale == 3)
    }

    /// Portrait and upside down keep the portrait insets; landscape turns the screen and takes
    /// the device's own landscape insets.
    @Test func eachKindOfDeviceInEachOrientation() throws {
        let fifteen = try #require(DeviceScreen.named("iPhone 15"))
        #expect(fifteen.screen(.portrait).size == CGSize(width: 393, height: 852))
        #expect(fifteen.screen(.portrait).insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(fifteen.screen(.portraitUpsideDown).insets == fifteen.screen(.portrait).insets)
        #expect(fifteen.screen(.landscapeLeft).size == CGSize(width: 852, height: 393))
        #expect(fifteen.screen(.landscapeRight).insets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        let homeButton = try #require(DeviceScreen.named("iPhone SE (3rd generation)"))
        #expect(homeButton.screen(.portrait).insets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(homeButton.screen(.landscapeLeft).insets == EdgeInsets())
        #expect(try #require(DeviceScreen.named("iPhone X")).screen(.landscapeLeft).insets
            == EdgeInsets(top: 0, leading: 44, bottom: 24, trailing: 44))
        let iPad = try #require(DeviceScreen.named("iPad Pro (11-inch)"))
        #expect(iPad.screen(.landscapeLeft).insets == iPad.screen(.portrait).insets)
        #expect(iPad.splitWidths?.landscape == [375, 592, 809, 1194])
    }

    /// The canvas offers the whole screen; a colour stays in the safe area, one that ignores it
    /// fills the screen.
    @MainActor
    @Test func theCanvasOffersTheScreenAndItsSafeArea() throws {
        let canvas = DeviceCanvas(try #require(DeviceScreen.named("iPhone 15")), .landscapeLeft)
        #expect(canvas.proposal == ProposedViewSize(width: 852, height: 393))
        func colorFrame(_ content: some View) throws -> CGRect? {
            var found: CGRect?
            try RenderPipeline.layOut(canvas.place(content), proposal: canvas.proposal, scale: 1).root.visitLaidOutTree { node, _ in
                if node.name == "Color", found == nil { found = node.frame }
            }
            return found
        }
        #expect(try colorFrame(Color.red) == CGRect(x: 59, y: 0, width: 734, height: 372))
        #expect(try colorFrame(Color.red.ignoresSafeArea()) == CGRect(x: 0, y: 0, width: 852, height: 393))
    }
}
