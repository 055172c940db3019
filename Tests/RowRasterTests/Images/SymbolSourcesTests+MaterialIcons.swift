import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The symbols drawn from Google's Material Icons font (`MaterialIcons.swift`,
/// `SymbolNames+MaterialIcons.swift`).
extension SymbolSourcesTests {
    @Test(arguments: [
        "figure.hiking", "figure.skiing.downhill.circle", "figure.mind.and.body.circle.fill", "figure.2.and.child.holdinghands",
        "volleyball", "basketball.circle.fill", "hand.raised", "chair", "tennis.racket.circle", "av.remote.fill", "flashlight.on.fill",
    ])
    func materialIconsDrawOutlinesInTheBox(_ name: String) throws {
        try drawsOutlinesInTheBox(name)
    }

    /// The volleyball is a disc about as wide as the 24-unit grid less its 2-unit padding, so
    /// it fills the glyph height of the box, centred, only when the em is placed where the
    /// font puts it (an em off by the font's descent would move it by a fifth of the box).
    @Test func materialIconsAreFittedLikeMaterialDesignIcons() throws {
        let ball = try #require(SymbolCatalog.drawing(named: "volleyball")).bounds
        #expect(abs(ball.height - 92) < 0.5 && abs(ball.midY - 50) < 0.5, "\(ball)")
        #expect(abs(ball.width - ball.height) < 0.01, "\(ball)")
    }

    /// A name the font has no ligature for is shaped as several glyphs (its letters): an error
    /// naming the icon, not a drawing of letters.
    @Test func aNameWithoutALigatureIsAnErrorNotItsLetters() {
        guard case .failure(let error) = MaterialIcons.drawing(named: "no_such_icon_here") else {
            Issue.record("a name without a ligature cannot give a drawing"); return
        }
        #expect(error.reason.contains("no icon \"no_such_icon_here\""), "\(error)")
    }

    @Test func aMissingOrMalformedIconFontIsAnErrorNamingTheFileNotATrap() throws {
        let missing = "/nonexistent/MaterialIcons-Regular.ttf"
        guard case .failure(let error) = MaterialIcons.drawing(named: "hiking", in: missing) else {
            Issue.record("a missing font cannot give a drawing"); return
        }
        #expect(error.file == missing)
        #expect(error.reason.contains("fonts-material-design-icons-iconfont installed"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-mi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let notAFont = directory.appendingPathComponent("MaterialIcons-Regular.ttf").path
        try "not a font".write(toFile: notAFont, atomically: true, encoding: .utf8)
        guard case .failure(let malformed) = MaterialIcons.drawing(named: "hiking", in: notAFont) else {
            Issue.record("a file that is not a font cannot give a drawing"); return
        }
        #expect(malformed.file == notAFont)
    }
}
