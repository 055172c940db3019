import Foundation
import RowRasterPNG
import RowRasterUIKit
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The UIKit names SwiftUI files use (RowRasterUIKit, `import UIKit` in previews): images and
/// fonts handed to SwiftUI draw as their SwiftUI twins, lookups fail as UIKit's do, the screen
/// is the rendered device's, and actions that open URLs or play haptics do nothing.
@MainActor
@Suite struct UIKitBridgeTests {
    @Test func aSymbolOrAssetImageDrawsAsSwiftUIsImageOfThatNameAndMissingOnesAreNil() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(try displayListDump(Image(uiImage: symbol)) == displayListDump(Image(systemName: "star.fill")))
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(named: "NoSuchAsset-\(UUID())") == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/\(UUID()).png") == nil)
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
    }

    @Test func pngDataKeepsItsPixelsAndScale() throws {
        let bitmap = Bitmap(width: 6, height: 4, bytes: [UInt8](repeating: 255, count: 6 * 4 * 4))
        let image = try #require(UIImage(data: try PNGCodec.encode(bitmap), scale: 2))
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.scale == 2)
        #expect(try laidOutNodes(Image(uiImage: image)).first?.frame.size == CGSize(width: 3, height: 2))
        #expect(UIImage(data: try PNGCodec.encode(bitmap), scale: .nan)?.scale == 1)
    }

    @Test func uiFontsBecomeFixedSystemFontsOfTheirSizeAndWeight() throws {
        #expect(try displayListDump(Text("A").font(Font(UIFont.preferredFont(forTextStyle: .headline)))).contains("Inter 17 w600"))
        #expect(try displayListDump(Text("A").font(Font(UIFont.preferredFont(forTextStyle: .caption1)))).contains("Inter 12 w400"))
        #expect(try displayListDump(Text("A").font(Font(UIFont.systemFont(ofSize: 14, weight: .bold)))).contains("Inter 14 w700"))
        #expect(try displayListDump(Text("A").font(Font(UIFont.systemFont(ofSize: 14, weight: UIFont.Weight(0.25))))).contains("Inter 14 w500"))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        // A size that is not a size does not trap: the font is empty.
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
        // A text-style UIFont has a fixed size, as a CTFont has: Dynamic Type does not grow it.
        let large = try displayListDump(Text("A").font(Font(UIFont.preferredFont(forTextStyle: .body))).dynamicTypeSize(.accessibility3))
        #expect(large.contains("Inter 17 w400"))
    }

    @Test func theScreenAndDeviceAreTheRenderedDevices() throws {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))   // iPhone 14, the default
        #expect(UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
        let se = try #require(DeviceScreen.named("iPhone SE (3rd generation)"))
        DeviceScreen.$current.withValue(se) {
            #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 750, height: 1334))
            #expect(UIDevice.current.name == "iPhone SE (3rd generation)")
        }
        let pad = try #require(DeviceScreen.all.first { $0.splitWidths != nil })
        DeviceScreen.$current.withValue(pad) { #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad") }
    }

    @Test func openingURLsAndPlayingHapticsDoNothing() {
        var heard: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { heard = $0 }
        #expect(heard == false)
        #expect(!UIApplication.shared.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(impact.style == .rigid && UIImpactFeedbackGenerator().style == .medium)
    }

    @Test func uiColorIsSwiftUIsOwnThroughEitherImport() throws {
        let color: UIColor = .systemRed
        #expect(try displayListDump(Color(uiColor: color).frame(width: 1, height: 1)) == displayListDump(Color.red.frame(width: 1, height: 1)))
    }
}
