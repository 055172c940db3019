import CCairo
import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterCairo

/// Text input that C libraries mishandle: it renders as SwiftUI renders it, or fails with a
/// `RenderError`, and nothing reaches the terminal.
@MainActor
@Suite struct TextInputTests {
    private func render<V: View>(_ view: V, width: CGFloat? = nil) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: nil)
        renderer.scale = 2
        return try renderer.bitmap()
    }

    /// Core Text draws nothing for U+0000 and keeps the text after it; Pango stopped at it.
    @Test func aNULCharacterDrawsNothingAndKeepsTheRest() throws {
        let withNUL = try render(Text("a\u{0}b"))
        let without = try render(Text("ab"))
        #expect(withNUL == without)
        let spans = try render(Text("a\u{0}") + Text("b").foregroundColor(.red))
        #expect(spans == (try render(Text("a") + Text("b").foregroundColor(.red))), "span colours stay on their characters")
    }

    /// 400,000 characters on one line are wider than Pango's 2²¹-point coordinates: the text
    /// still wraps to the width and shows its two truncated lines, as a short text does, at
    /// each end truncation can keep.
    @Test(arguments: [TextTruncation.tail, .head, .middle])
    func aVeryLongTextWithALineLimitDrawsItsLines(truncation: TextTruncation) throws {
        let mode: Text.TruncationMode = switch truncation {
        case .tail: .tail
        case .head: .head
        case .middle: .middle
        }
        func paragraph(_ words: Int) -> some View {
            Text((0..<words).map { "w\($0 % 10)rd" }.joined(separator: " ")).lineLimit(2).truncationMode(mode)
        }
        // Words repeat every ten, so both texts begin and end alike: whichever end the
        // truncation keeps, the two draw the same lines.
        let long = try render(paragraph(80_000), width: 200)
        let short = try render(paragraph(100), width: 200)
        #expect(long == short)
    }

    /// The same text in a frame of fixed height: the lines that fit, truncated.
    @Test func aVeryLongTextInAFixedHeightDrawsTheLinesThatFit() throws {
        let long = try render(Text(String(repeating: "word ", count: 80_000)).frame(width: 200, height: 50), width: 200)
        let short = try render(Text(String(repeating: "word ", count: 100)).frame(width: 200, height: 50), width: 200)
        #expect(long == short)
    }

    /// Beyond Pango's largest size (2²¹ points) a font size is an error, not a `Pango-CRITICAL`
    /// line on the terminal. (NaN, infinite and non-positive sizes take the body size, as
    /// `Font.system(size:)` resolves them.)
    @Test(arguments: [CGFloat(1e7), 2_097_152])
    func aFontSizeBeyondPangosLimitIsAnError(size: CGFloat) {
        #expect {
            _ = try render(Text("x").font(.system(size: size)))
        } throws: { error in
            guard case .invalidNumber(_, "font size", let value, let rule)? = error as? RenderError else { return false }
            return value == size && rule.contains("2097151")
        }
    }

    /// A GLib critical (what Pango logs for arguments it refuses) does not reach the terminal:
    /// the render it happened in fails with it.
    @Test func aLibraryCriticalBecomesAnError() throws {
        _ = try PangoTextEngine.forCurrentThread()  // installs the handler
        g_return_if_fail_warning("Pango", "pango_test", "size >= 0")
        #expect(LibraryMessages.takeError() == .libraryMessage(library: "Pango", message: "pango_test: assertion 'size >= 0' failed"))
        #expect(LibraryMessages.takeError() == nil, "taken once")
    }
}
