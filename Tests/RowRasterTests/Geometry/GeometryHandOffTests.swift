import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Every place that hands geometry to user code, checked against SwiftUI's documented spaces.
@MainActor
@Suite struct GeometryHandOffTests {
    @MainActor final class Log<Value> { var values: [Value] = [] }

    /// A reader 10 in from the left and 40 down (below a 30-point bar and 10 of padding),
    /// inside a space named "card" that starts at y 30.
    private func placedReader(_ read: @escaping (GeometryProxy) -> Void) -> some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            GeometryReader { proxy in
                let _ = read(proxy)
                Color.blue
            }
            .frame(width: 100, height: 60)
            .padding(10)
            .coordinateSpace(name: "card")
        }
    }

    @Test func geometryProxyMeasuresInEachSpace() throws {
        let log = Log<[CGRect]>()
        _ = try layoutDump(placedReader { proxy in
            log.values.append([proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("card")),
                               proxy.frame(in: .named("nowhere")), CGRect(origin: .zero, size: proxy.size)])
        })
        let last = try #require(log.values.last)
        #expect(last == [
            CGRect(x: 0, y: 0, width: 100, height: 60),
            CGRect(x: 10, y: 40, width: 100, height: 60),
            CGRect(x: 10, y: 10, width: 100, height: 60),
            // A name no view around has falls back to the global space, as SwiftUI's does.
            CGRect(x: 10, y: 40, width: 100, height: 60),
            CGRect(x: 0, y: 0, width: 100, height: 60),
        ])
    }

    /// iOS 17's protocol forms: `.named(_:)`, `.local`, `.global` as `CoordinateSpaceProtocol`
    /// values, `coordinateSpace(_:)` and `bounds(of:)`.
    @Test func coordinateSpaceProtocolFormsAgree() throws {
        let log = Log<[CGRect?]>()
        let card = NamedCoordinateSpace.named("card")
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            GeometryReader { proxy in
                let _ = log.values.append([proxy.frame(in: card), proxy.frame(in: LocalCoordinateSpace.local),
                                           proxy.frame(in: GlobalCoordinateSpace.global), proxy.bounds(of: card),
                                           proxy.bounds(of: .named("nowhere"))])
                Color.blue
            }
            .frame(width: 100, height: 60)
            .padding(10)
            .coordinateSpace(card)
        }
        _ = try layoutDump(view)
        #expect(try #require(log.values.last) == [
            CGRect(x: 10, y: 10, width: 100, height: 60),
            CGRect(x: 0, y: 0, width: 100, height: 60),
            CGRect(x: 10, y: 40, width: 100, height: 60),
            // The card (120 × 80 at y 30) in the reader's own space.
            CGRect(x: -10, y: -10, width: 120, height: 80),
            nil,
        ])
    }

    /// `.scrollView` is the visible region of the nearest scroll view: a reader 20 points into
    /// the content of a scroll view scrolled by 5 is 15 points down in it.
    @Test func scrollViewSpaceIsTheVisibleRegion() throws {
        let log = Log<CGRect>()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            ScrollView {
                VStack(spacing: 0) {
                    Color.green.frame(height: 20)
                    GeometryReader { proxy in
                        let _ = log.values.append(proxy.frame(in: .scrollView))
                        Color.blue
                    }
                    .frame(height: 40)
                    Color.green.frame(height: 200)
                }
            }
            .frame(width: 80, height: 100)
        }
        _ = try layoutDump(view)
        #expect(log.values.last == CGRect(x: 0, y: 20, width: 80, height: 40))
    }

    /// A Canvas draws in its own space: origin zero, its size, placed where the view is.
    @Test func canvasContextStartsAtTheCanvasOrigin() throws {
        let log = Log<CGSize>()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            Canvas { context, size in
                log.values.append(size)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            }
            .frame(width: 60, height: 40)
            .padding(10)
        }
        let dump = try displayListDump(view)
        #expect(log.values.last == CGSize(width: 60, height: 40))
        #expect(dump.contains("translate(10 40)"), "\(dump)")
        #expect(dump.contains("fill rect(0 0 10 10) #007AFF"), "\(dump)")
    }

    /// A custom `Layout` is given its bounds where it is placed (the parent's space, not zero),
    /// and places subviews in that same space.
    @Test func layoutBoundsAreWhereTheContainerIsPlaced() throws {
        struct Recording: Layout {
            let log: Log<CGRect>
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 40, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                MainActor.assumeIsolated { log.values.append(bounds) }
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(width: 10, height: 10))
                }
            }
        }
        let log = Log<CGRect>()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            Recording(log: log) { Color.blue }.padding(10)
        }
        #expect(try frames(of: "Color", in: view).last == CGRect(x: 10, y: 40, width: 10, height: 10))
        #expect(log.values.last == CGRect(x: 10, y: 40, width: 40, height: 20))
    }

    /// `alignmentGuide` computes from the view's own dimensions, in its own space.
    @Test func alignmentGuidesSeeTheViewsOwnDimensions() throws {
        let log = Log<[CGFloat]>()
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            Color.blue.frame(width: 40, height: 20)
                .alignmentGuide(.leading) { d in
                    log.values.append([d.width, d.height, d[.leading], d[.trailing], d[VerticalAlignment.center]])
                    return d[.leading] + 10
                }
                .padding(.top, 5)
        }
        #expect(try frames(of: "Color", in: view).last == CGRect(x: 0, y: 35, width: 40, height: 20))
        #expect(try frames(of: "Color", in: view).first == CGRect(x: 10, y: 0, width: 50, height: 30))
        #expect(log.values.last == [40, 20, 0, 40, 10])
    }

    /// `visualEffect` gets a proxy of the view as placed, and its effects draw the view without
    /// changing layout: here a row 30 points down is moved right by its own global minY and faded.
    @Test func visualEffectProxiesSeeThePlacedView() throws {
        let log = Log<[CGRect]>()
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            Color.blue.frame(width: 40, height: 20)
                .visualEffect { content, proxy in
                    let frames = [proxy.frame(in: .global), proxy.frame(in: .local)]
                    MainActor.assumeIsolated { log.values.append(frames) }
                    return content.offset(x: proxy.frame(in: .global).minY).opacity(0.5)
                }
            Color.green.frame(width: 10, height: 10)
        }
        #expect(try displayListDump(view).components(separatedBy: "\n") == [
            "fill rect(0 0 50 30) #FF3B30",
            "group opacity(0.5)",
            "  fill rect(30 30 40 20) #007AFF",
            "fill rect(0 50 10 10) #34C759",
        ])
        #expect(log.values.last == [CGRect(x: 0, y: 30, width: 40, height: 20), CGRect(x: 0, y: 0, width: 40, height: 20)])
    }
}
