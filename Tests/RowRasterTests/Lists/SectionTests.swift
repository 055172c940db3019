import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Sections in lazy stacks and lists: their three forms, and headers pinned while their
/// section scrolls under them.
@MainActor
@Suite struct SectionTests {
    private let viewport = ProposedViewSize(width: 100, height: 200)

    /// Two sections of ten 30-point rows under 20-point headers: section 0 spans 0–320,
    /// section 1 starts at 320.
    private func sections(at offset: CGFloat, pinning pinned: PinnedScrollableViews = .sectionHeaders) -> some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<2, id: \.self) { section in
                    Section {
                        ForEach(0..<10, id: \.self) { row in Color.blue.frame(height: 30).id(section * 100 + row) }
                    } header: {
                        Color.red.frame(height: 20)
                    } footer: {
                        Color.green.frame(height: 10)
                    }
                }
            }
        }
        .scrollPosition(.constant(ScrollPosition(y: offset)))
    }

    /// The frames of the views `height` points tall that can be seen (the prefetched ones
    /// above and below the viewport left out).
    private func visible(height: CGFloat, at offset: CGFloat, pinning pinned: PinnedScrollableViews = .sectionHeaders) throws -> [CGRect] {
        try frames(of: "Color", in: sections(at: offset, pinning: pinned), proposal: viewport)
            .filter { $0.height == height && $0.maxY > 0 && $0.minY < 200 }
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrolls() throws {
        #expect(try visible(height: 20, at: 100) == [CGRect(x: 0, y: 0, width: 100, height: 20)])
    }

    @Test func unpinnedHeadersScrollAway() throws {
        #expect(try visible(height: 20, at: 100, pinning: []).isEmpty)
    }

    @Test func theNextSectionPushesThePinnedHeaderUp() throws {
        // Rows above the viewport are never built, so the header above them is estimated at a
        // row's 30 points: section 0's footer is placed at 330−340 and section 1's header at
        // 340−360. Scrolled to 335, the footer's last 5 points show, and section 0's header
        // sits on them instead of at the top.
        let headers = try visible(height: 20, at: 335)
        #expect(headers == [CGRect(x: 0, y: 5, width: 100, height: 20), CGRect(x: 0, y: -15, width: 100, height: 20)])
        #expect(try visible(height: 10, at: 335) == [CGRect(x: 0, y: -5, width: 100, height: 10)])
    }

    @Test func pinnedFootersStayAtTheBottom() throws {
        #expect(try visible(height: 10, at: 0, pinning: .sectionFooters) == [CGRect(x: 0, y: 190, width: 100, height: 10)])
    }

    @Test func sectionsInAListInAllThreeForms() throws {
        let list = List {
            Section("Title") { Text("A") }
            Section(header: Text("Header"), footer: Text("Footer")) { Text("B") }
            Section { Text("C") } header: { Text("Top") } footer: { Text("Bottom") }
        }
        let dump = try layoutDump(list, proposal: ProposedViewSize(width: 300, height: 600))
        let names = dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("List") }.map { String($0.prefix { $0 != " " }) }
        #expect(names == ["ListBackground", "ListHeader", "ListRow", "ListHeader", "ListRow", "ListFooter",
                          "ListHeader", "ListRow", "ListFooter"])
        #expect(dump.contains("\"TITLE\""))
        #expect(dump.contains("\"HEADER\""))
    }

}
