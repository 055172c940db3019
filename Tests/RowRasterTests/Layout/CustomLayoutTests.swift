import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

// Layouts written as app code writes them (Apple's "Composing custom layouts" style), at file
// scope and not on the main actor, so this file also proves they compile in Swift 6 mode.

/// Every subview as wide as the widest, side by side with the spacing they prefer.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = largestIdealSize(subviews)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps(subviews).reduce(0, +), height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let cell = largestIdealSize(subviews)
        let gaps = gaps(subviews)
        var x = bounds.minX + cell.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cell))
            x += cell.width + gaps[index]
        }
    }

    private func largestIdealSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal) : 0
        }
    }
}

/// Tags in lines, wrapping when the next would not fit the proposed width.
struct TagFlowLayout: Layout {
    var spacing: CGFloat = 6

    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let origins = arrange(cache.sizes, width: proposal.width ?? .infinity)
        var size = CGSize.zero
        for (origin, item) in zip(origins, cache.sizes) {
            size.width = max(size.width, origin.x + item.width)
            size.height = max(size.height, origin.y + item.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (index, origin) in arrange(cache.sizes, width: bounds.width).enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func arrange(_ sizes: [CGSize], width: CGFloat) -> [CGPoint] {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0
        for size in sizes {
            if x > 0, x + size.width > width {
                x = 0
                y += lineHeight + spacing
                lineHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return origins
    }
}

/// A key a subview sets to be drawn raised in `RaisedLayout`.
struct Raise: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// Subviews in a row, each raised by its `Raise` value, the row aligned on the first baseline.
struct RaisedLayout: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let width = subview.dimensions(in: .unspecified).width
            subview.place(at: CGPoint(x: x, y: bounds.minY - subview[Raise.self]), proposal: .unspecified)
            x += width
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .bottom ? bounds.minY + 3 : nil
    }
}

@MainActor
@Suite struct CustomLayoutTests {
    @Test func equalWidthStackGivesEverySubviewTheWidestSize() throws {
        let view = EqualWidthHStack {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 50, height: 20)
        }
        // Cells 50×20 with the system spacing (8) between: 108×20. Each subview is proposed
        // the cell and centred in it; fixed frames stay 30×10 and 50×20.
        #expect(try layoutDump(view) == """
        EqualWidthHStack (0 0 108 20)
          frame (10 5 30 10) (30 10)
            Color (10 5 30 10) #FF3B30
          frame (58 0 50 20) (50 20)
            Color (58 0 50 20) #007AFF
        """)
    }

    @Test func flowLayoutWrapsAtTheProposedWidthAndKeepsItsCache() throws {
        let view = TagFlowLayout {
            ForEach([40, 30, 50, 20], id: \.self) { width in
                Color.gray.frame(width: CGFloat(width), height: 10)
            }
        }
        // Width 100: 40 + 6 + 30 = 76 fits, 76 + 6 + 50 does not; then 50 + 6 + 20 = 76.
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 100, height: nil)) == [
            CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 46, y: 0, width: 30, height: 10),
            CGRect(x: 0, y: 16, width: 50, height: 10), CGRect(x: 56, y: 16, width: 20, height: 10),
        ])
        #expect(try frames(of: "TagFlowLayout", in: view, proposal: ProposedViewSize(width: 100, height: nil))
                == [CGRect(x: 0, y: 0, width: 76, height: 26)])
        // Ideal size: one line.
        #expect(try frames(of: "TagFlowLayout", in: view) == [CGRect(x: 0, y: 0, width: 158, height: 10)])
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() throws {
        let view = RaisedLayout {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).layoutValue(key: Raise.self, value: 4).padding(1)
        }
        #expect(try frames(of: "padding", in: view) == [CGRect(x: 10, y: -4, width: 12, height: 12)])
    }

    @Test func explicitAlignmentOfALayoutAlignsItInAStack() throws {
        let view = HStack(alignment: .bottom, spacing: 0) {
            Color.green.frame(width: 5, height: 20)
            RaisedLayout { Color.red.frame(width: 10, height: 10) }
        }
        // RaisedLayout says its bottom guide is 3 below its top: its top goes 17 below the
        // stack's bottom line at 20, i.e. y = 17, and the stack grows to 27.
        #expect(try frames(of: "RaisedLayout", in: view) == [CGRect(x: 5, y: 17, width: 10, height: 10)])
        #expect(try frames(of: "HStack", in: view) == [CGRect(x: 0, y: 0, width: 15, height: 27)])
    }

    @Test func unplacedSubviewsSitAtTheCentreAtTheirIdealSize() throws {
        struct PlacesNothing: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 50)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #expect(try frames(of: "Color", in: PlacesNothing { Color.red.frame(width: 20, height: 10) })
                == [CGRect(x: 40, y: 20, width: 20, height: 10)])
    }

    @Test func stackLayoutsArrangeAsTheirStacks() throws {
        func content() -> some View {
            Group {
                Color.red.frame(width: 30, height: 10)
                Spacer()
                Color.blue.frame(width: 20, height: 16)
            }
        }
        let proposal = ProposedViewSize(width: 200, height: 50)
        let stack = try frames(of: "Color", in: HStack(alignment: .top) { content() }, proposal: proposal)
        #expect(try frames(of: "Color", in: HStackLayout(alignment: .top) { content() }, proposal: proposal) == stack)
        #expect(try frames(of: "Color", in: AnyLayout(HStackLayout(alignment: .top)) { content() }, proposal: proposal) == stack)
        // The Spacer inside the layout is horizontal, so the blue view ends at the trailing edge.
        #expect(stack == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 180, y: 0, width: 20, height: 16)])
        let column = try frames(of: "Color", in: AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) { content() },
                                proposal: proposal)
        #expect(column == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 0, y: 34, width: 20, height: 16)])
        let layers = try frames(of: "Color", in: ZStackLayout(alignment: .bottomTrailing) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 16)
        })
        #expect(layers == [CGRect(x: 0, y: 6, width: 30, height: 10), CGRect(x: 10, y: 0, width: 20, height: 16)])
    }

    /// An erased layout is animatable, as SwiftUI's; a render never interpolates it, so setting
    /// its (empty) data leaves it laying out as the layout it wraps.
    @Test func anErasedLayoutIsAnimatableAndKeepsItsLayout() throws {
        var layout = AnyLayout(VStackLayout(spacing: 2))
        layout.animatableData = AnyLayout.AnimatableData()
        let frames = try frames(of: "Color", in: layout { Color.red.frame(width: 5, height: 5); Color.blue.frame(width: 5, height: 5) })
        #expect(frames == [CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 0, y: 7, width: 5, height: 5)])
    }

    @Test func aLayoutCanDelegateToABuiltInOne() throws {
        /// A layout that lays out as a VStack with spacing 4, through its Layout methods.
        struct Delegating: Layout {
            let inner = VStackLayout(alignment: .trailing, spacing: 4)
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        let view = Delegating {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 16)
        }.padding(5)
        #expect(try frames(of: "Color", in: view) == [CGRect(x: 5, y: 5, width: 30, height: 10),
                                                     CGRect(x: 15, y: 19, width: 20, height: 16)])
        #expect(try frames(of: "Delegating", in: view) == [CGRect(x: 5, y: 5, width: 30, height: 30)])
    }

    @Test func aCustomLayoutHasTheSpacingOfItsSubviewsInAStack() throws {
        // The default `spacing(subviews:cache:)` merges the subviews' preferences: a layout
        // holding only a Spacer prefers none, so the stack adds no gap beside it.
        let view = HStack {
            Color.red.frame(width: 10, height: 10)
            EqualWidthHStack { Spacer(minLength: 4) }
            Color.blue.frame(width: 10, height: 10)
        }.fixedSize()
        #expect(try frames(of: "HStack", in: view) == [CGRect(x: 0, y: 0, width: 24, height: 10)])
    }

    @Test func aBadSizeFromALayoutIsReported() {
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat.nan, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #expect(throws: RenderError.self) { try layoutDump(Broken { Color.red }) }
    }

    @Test func aBadProposalFromALayoutIsReported() {
        struct ProposesNaN: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.first?.sizeThatFits(ProposedViewSize(width: .nan, height: -4)) ?? .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: .nan, height: -4))
            }
        }
        #expect(throws: RenderError.self) { try layoutDump(ProposesNaN { Text("Hello") }) }
    }
}
