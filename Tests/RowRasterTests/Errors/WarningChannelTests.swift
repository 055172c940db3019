import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// One channel for what a render draws around: every problem is a typed `RenderWarning` in
/// `ImageRenderer.warnings`, wherever in a view it arises, and a strict render throws it.
@MainActor
@Suite struct WarningChannelTests {
    private func warnings<V: View>(of view: V) throws -> [RenderWarning] {
        let renderer = ImageRenderer(content: view)
        _ = try renderer.bitmap()
        return renderer.warnings
    }

    private func strictError<V: View>(of view: V) -> RenderError? {
        let renderer = ImageRenderer(content: view)
        renderer.treatsWarningsAsErrors = true
        do { _ = try renderer.bitmap(); return nil } catch { return error }
    }

    /// An image missing inside text is the same warning as the image missing alone.
    @Test func aMissingImageInTextIsTheSameWarningAsAlone() throws {
        let alone = try warnings(of: Image("no-such-image").padding(1))
        let inText = try warnings(of: Text("Tap \(Image("no-such-image")) to start"))
        guard case .missingImage(let name, _) = try #require(inText.first) else {
            Issue.record("expected a missing image, got \(inText)"); return
        }
        #expect(name == "no-such-image")
        #expect(inText == alone)
        guard case .imageNotFound = strictError(of: Text("Tap \(Image("no-such-image")) to start")) else {
            Issue.record("a strict render of the text did not fail on the image"); return
        }
    }

    @Test func missingSymbolsFontsAndColoursInTextAndStylesAreWarnings() throws {
        let row = VStack {
            Text("\(Image(systemName: "no.such.symbol")) Offline")
            Text("Custom").font(.custom("No Such Font", size: 15))
            Text("Tinted").foregroundStyle(Color("NoSuchColor"))
            Circle().fill(Color("NoSuchFill")).frame(width: 8, height: 8)
        }
        let found = try warnings(of: row)
        #expect(found.contains(.unknownSymbol(name: "no.such.symbol")))
        #expect(found.contains(.missingFont(name: "No Such Font")))
        #expect(found.contains { if case .missingColor("NoSuchColor", _) = $0 { return true }; return false })
        #expect(found.contains { if case .missingColor("NoSuchFill", _) = $0 { return true }; return false })
        #expect(strictError(of: row) != nil)
    }

    @Test func duplicateIdentifiersAreWarningsAStrictRenderThrows() throws {
        let list = VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } }
        #expect(try warnings(of: list) == [.duplicateIdentifier(container: "ForEach<Array<String>, String>", id: "a")])
        #expect(strictError(of: list) == .duplicateIdentifier(container: "ForEach<Array<String>, String>", id: "a"))
    }

    /// A view reused unchanged in the next render is not evaluated again; its warnings are
    /// listed again all the same.
    @Test func aReusedViewRepeatsItsWarnings() throws {
        struct Row: View, Equatable {
            var body: some View { Text("\(Image("no-such-image")) \(Image(systemName: "no.such.symbol"))") }
        }
        let renderer = ImageRenderer(content: Row())
        _ = try renderer.bitmap()
        let first = renderer.warnings
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.isEmpty)
        #expect(renderer.warnings == first)
        #expect(first.count == 2)
    }

    /// Outside a render (a body called by a test) there is nowhere to report, and nothing traps.
    @Test func resolvingOutsideARenderReportsNothing() {
        let paragraph = Text("\(Image("no-such-image"))").paragraph(in: EnvironmentValues())
        #expect(paragraph.string.isEmpty)
    }
}
