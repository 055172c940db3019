import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting

/// Redacted text and images draw as placeholder boxes; shapes, colours and layout stay.
@MainActor
@Suite struct RedactionTests {
    private var card: some View {
        VStack(alignment: .leading) {
            Text("Hello placeholder world").frame(width: 100)
            Image(systemName: "star.fill")
            Color.blue.frame(width: 10, height: 10)
        }
    }

    /// Shows the reasons it reads from the environment.
    private struct ReasonsReader: View {
        @Environment(\.redactionReasons) var reasons
        var body: some View { Color.clear.frame(width: CGFloat(reasons.rawValue), height: 1) }
    }

    /// Each wrapped line is one bar from 0.75 of the font size above its baseline, 0.8 of the
    /// font size tall, as wide as the line; the symbol is a box of its frame; the colour stays.
    @Test func placeholderTextIsABarPerLineAndImagesAreBoxes() throws {
        #expect(try displayListDump(card.redacted(reason: .placeholder)) == """
            fill roundedRect(5.03 3.44 38.92 13.6 r 2.72 continuous) #00000029
            fill roundedRect(5.03 23.72 89.95 13.6 r 2.72 continuous) #00000029
            fill roundedRect(5.03 44.01 42.78 13.6 r 2.72 continuous) #00000029
            fill roundedRect(0 69 20.4 20.4 r 4 continuous) #00000029
            fill rect(0 97.4 10 10) #007AFF
            """)
        #expect(try layoutDump(card.redacted(reason: .placeholder)) == (try layoutDump(card)))
    }

    @Test func theBarTakesTheTextsColour() throws {
        #expect(try displayListDump(Text("Hi").foregroundStyle(.red).redacted(reason: .placeholder)) == """
            fill roundedRect(0 3.44 16.17 13.6 r 2.72 continuous) #FF3B3029
            """)
    }

    @Test func unredactedDrawsItsSubtreeAsItIs() throws {
        let plain = try displayListDump(Text("Hi"))
        #expect(try displayListDump(Text("Hi").unredacted().redacted(reason: .placeholder)) == plain)
        #expect(try displayListDump(Text("Hi").redacted(reason: .placeholder)) != plain)
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViews() throws {
        let plain = try displayListDump(Text("Hi"))
        let placeholder = try displayListDump(Text("Hi").redacted(reason: .placeholder))
        #expect(try displayListDump(Text("Hi").redacted(reason: .privacy)) == plain)
        #expect(try displayListDump(Text("Hi").privacySensitive().redacted(reason: .privacy)) == placeholder)
        #expect(try displayListDump(Text("Hi").privacySensitive(false).redacted(reason: .privacy)) == plain)
        #expect(try displayListDump(Text("Hi").privacySensitive()) == plain)
    }

    @Test func invalidatedAndEmptyReasonsDrawTheViewAsItIs() throws {
        let plain = try displayListDump(card)
        #expect(try displayListDump(card.redacted(reason: .invalidated)) == plain)
        #expect(try displayListDump(card.redacted(reason: [])) == plain)
    }

    @Test func reasonsAddUpInTheEnvironmentAndUnredactedClearsThem() throws {
        func width(_ view: some View) throws -> CGFloat? { try frames(of: "frame", in: view).first?.width }
        #expect(try width(ReasonsReader()) == 0)
        #expect(try width(ReasonsReader().redacted(reason: .privacy).redacted(reason: .placeholder)) == 3)
        #expect(try width(ReasonsReader().redacted(reason: .invalidated)) == 4)
        #expect(try width(ReasonsReader().unredacted().redacted(reason: .placeholder)) == 0)
    }
}

/// A list row loading its content, redacted as a placeholder, as iOS 17 draws it at scale 3.
@MainActor
@Suite struct RedactionGoldens {
    private struct ArticleRow: View {
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: "newspaper")
                    .font(.title2)
                    .foregroundStyle(.orange)
                VStack(alignment: .leading, spacing: 4) {
                    Text("The quiet return of the night train").font(.headline)
                    Text("By Ada Lovelace · 5 min read").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("NEW").font(.caption.bold()).padding(4).background(Color.green, in: Capsule()).unredacted()
            }
        }
    }

    @Test func aRedactedListRow() {
        assertGolden(of: List {
            ArticleRow().redacted(reason: .placeholder)
            ArticleRow()
        }, proposal: ProposedViewSize(width: 390, height: 200))
    }
}
