import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

// Custom containers written as iOS 18 app code writes them, at file scope and not on the main
// actor: `Group(subviews:)`, `ForEach(subviews:)`, `Group(sections:)` and container values.

/// Its subviews one above the other, a divider between each two.
struct DividedVStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            VStack(spacing: 0) {
                ForEach(subviews) { subview in
                    if subview.id != subviews.first?.id {
                        Divider()
                    }
                    subview
                }
            }
        }
    }
}

/// Whether a subview is the one its container highlights; declared by hand, as before `@Entry`.
struct IsHighlightedKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    var isHighlighted: Bool {
        get { self[IsHighlightedKey.self] }
        set { self[IsHighlightedKey.self] = newValue }
    }
}

/// Its subviews side by side; the highlighted one padded on a yellow ground.
struct HighlightingHStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 4) {
            ForEach(subviews: content) { subview in
                if subview.containerValues.isHighlighted {
                    subview.padding(3).background(Color.yellow)
                } else {
                    subview
                }
            }
        }
    }
}

/// Its first subview large on top, the others in a row beneath.
struct LeadCard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            VStack(spacing: 6) {
                subviews.first?.frame(width: 80, height: 40)
                HStack(spacing: 2) {
                    subviews.dropFirst()
                }
            }
        }
    }
}

/// What a `Group(sections:)` handed its transform: per section, its part counts and whether
/// it is highlighted.
@MainActor
final class SectionProbe {
    var sections: [String] = []
    var subviewCount = 0
}

/// A stop of a trip, evaluated like any app view.
struct StopRow: View {
    let name: String
    var body: some View { Text(name) }
}

/// The stops in a divided stack, in the order given.
struct StopList: View {
    var names: [String]
    var body: some View {
        DividedVStack { ForEach(names, id: \.self) { StopRow(name: $0) } }
    }
}

@MainActor
@Suite struct CustomContainerTests {
    /// A subview keeps its element's identity: reordered, no row is evaluated again (at a
    /// positional identity each would have new properties).
    @Test func subviewsKeepTheirIdentityWhenReordered() throws {
        let renderer = ImageRenderer(content: StopList(names: ["Gion", "Arashiyama", "Nara"]))
        renderer.proposedSize = ProposedViewSize(width: 200, height: 300)
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.filter { $0.viewType == "StopRow" }.count == 3)
        renderer.content = StopList(names: ["Nara", "Gion", "Arashiyama"])
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.first?.viewType == "StopList")
        #expect(renderer.lastEvaluations.filter { $0.viewType == "StopRow" }.isEmpty)
    }

    /// One subview per `ForEach` element and per tuple child, a nested `Group` flattened,
    /// `EmptyView` none: four subviews, three dividers.
    @Test func dividedStackPutsADividerBetweenEachTwoSubviews() throws {
        let view = DividedVStack {
            Color.red.frame(width: 50, height: 10)
            ForEach(0..<2) { _ in Color.blue.frame(width: 30, height: 20) }
            EmptyView()
            Group { Color.green.frame(width: 40, height: 5) }
        }
        let proposal = ProposedViewSize(width: 100, height: nil)
        #expect(try frames(of: "Divider", in: view, proposal: proposal) == [
            CGRect(x: 0, y: 10, width: 100, height: 1),
            CGRect(x: 0, y: 31, width: 100, height: 1),
            CGRect(x: 0, y: 52, width: 100, height: 1),
        ])
        #expect(try frames(of: "frame", in: view, proposal: proposal) == [
            CGRect(x: 25, y: 0, width: 50, height: 10),
            CGRect(x: 35, y: 11, width: 30, height: 20),
            CGRect(x: 35, y: 32, width: 30, height: 20),
            CGRect(x: 30, y: 53, width: 40, height: 5),
        ])
    }

    @Test func emptyContentHasNoSubviews() throws {
        let view = DividedVStack { EmptyView() }
        #expect(try frames(of: "Divider", in: view, proposal: ProposedViewSize(width: 100, height: nil)).isEmpty)
    }

    /// The transform's result is what is laid out: the first subview in an 80×40 frame, the
    /// rest in an HStack below it.
    @Test func cardContainerLaysOutItsFirstSubviewAboveTheRest() throws {
        let view = LeadCard {
            Color.red
            Color.blue.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 10)
        }
        let nodes = try laidOutNodes(view).filter { $0.name == "Color" }.map { dumpPrecision($0.frame) }
        // Card: 80 wide (the lead's frame), 40 + 6 + 10 high; the row (32 wide) centred.
        #expect(nodes == [
            CGRect(x: 0, y: 0, width: 80, height: 40),
            CGRect(x: 24, y: 46, width: 10, height: 10),
            CGRect(x: 36, y: 46, width: 20, height: 10),
        ])
    }

    /// A subview reads the container value its view set; the others read the default.
    @Test func containerReadsAContainerValueToHighlightOneSubview() throws {
        let view = HighlightingHStack {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).containerValue(\.isHighlighted, true)
            Color.green.frame(width: 10, height: 10)
        }
        #expect(try displayListDump(view) == """
        fill rect(0 3 10 10) #FF3B30
        fill rect(14 0 16 16) #FFCC00
        fill rect(17 3 10 10) #007AFF
        fill rect(34 3 10 10) #34C759
        """)
    }

    /// A value set on a `ForEach` reaches each of its subviews; one set inside a stack belongs
    /// to the stack's subview, not to its container.
    @Test func containerValuesOnAForEachReachEachElementAndStayInsideStacks() throws {
        var seen: [Bool] = []
        let view = Group(subviews: Group {
            ForEach(0..<2) { _ in Color.red }.containerValue(\.isHighlighted, true)
            VStack { Color.blue.containerValue(\.isHighlighted, true) }
        }) { subviews in
            let _ = seen = subviews.map(\.containerValues.isHighlighted)
            subviews
        }
        _ = try layoutDump(view)
        #expect(seen == [true, true, false])
    }

    /// A view's `.tag(_:)` is among its container values, as on iOS 18.
    @Test func aTagIsAContainerValue() throws {
        var tags: [String?] = []
        var matches: [Bool] = []
        let view = Group(subviews: Group {
            Color.red.tag("warm")
            Color.blue
        }) { subviews in
            let _ = tags = subviews.map { $0.containerValues.tag(for: String.self) }
            let _ = matches = subviews.map { $0.containerValues.hasTag("warm") }
            subviews
        }
        _ = try layoutDump(view)
        #expect(tags == ["warm", nil])
        #expect(matches == [true, false])
    }

    /// Each `Section` is a section with its header, content and footer apart; views between
    /// sections make a section of their own; a value set on a `Section` is the section's.
    @Test func sectionsHandOutHeaderContentAndFooter() throws {
        let probe = SectionProbe()
        let content = Group {
            Section {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            } header: {
                Text("Today")
            } footer: {
                Text("2 items")
                Text("Updated now")
            }
            Color.blue.frame(width: 10, height: 10)
            ForEach(0..<2) { index in
                Section("Week \(index)") { Color.green.frame(width: 10, height: 10) }
            }
            Section { Color.gray.frame(width: 10, height: 10) }
                .containerValue(\.isHighlighted, true)
        }
        let view = Group(sections: content) { sections in
            let _ = probe.sections = sections.map {
                "\($0.header.count) \($0.content.count) \($0.footer.count)\($0.containerValues.isHighlighted ? " highlighted" : "")"
            }
            ForEach(sections) { section in
                section.header
                section.content
            }
        }
        _ = try layoutDump(view)
        #expect(probe.sections == ["1 2 2", "0 1 0", "1 1 0", "1 1 0", "0 1 0 highlighted"])
    }

    /// For `subviews:` a section gives its content; its header and footer are left out.
    @Test func subviewsOfASectionAreItsContent() throws {
        let probe = SectionProbe()
        let view = Group(subviews: Section {
            Color.red
            Color.blue
        } header: {
            Text("Header")
        }) { subviews in
            let _ = probe.subviewCount = subviews.count
            subviews
        }
        _ = try layoutDump(view)
        #expect(probe.subviewCount == 2)
    }

    /// `ForEach(sections:)` makes a view per section.
    @Test func forEachOfSectionsMakesAViewPerSection() throws {
        let view = VStack(spacing: 0) {
            ForEach(sections: Group {
                Section { Color.red.frame(width: 10, height: 10) }
                Section { Color.blue.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
            }) { section in
                HStack(spacing: 0) { section.content }
            }
        }
        #expect(try frames(of: "HStack", in: view) == [
            CGRect(x: 5, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 10, width: 20, height: 10),
        ])
    }
}
