import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// What an action records, for tests that count the calls.
@MainActor
final class ActionLog<Value> {
    var values: [Value] = []
}

/// A view whose measured height sizes its sibling: the pattern `onGeometryChange` replaced
/// preference keys for.
private struct MeasuredSibling: View {
    let height: CGFloat
    @State private var measured: CGFloat = 0

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 50, height: height)
                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { measured = $0 }
            Color.blue.frame(width: 30, height: measured)
        }
    }
}

/// `onGeometryChange` inside a render: the action runs with the first value before anything
/// is drawn, and the state it sets is laid out in the same render.
@MainActor
@Suite struct GeometryChangeTests {
    @Test func aMeasuredHeightSizesItsSiblingInTheFirstRender() throws {
        #expect(try frames(of: "Color", in: MeasuredSibling(height: 120)) == [
            CGRect(x: 0, y: 0, width: 50, height: 120), CGRect(x: 50, y: 0, width: 30, height: 120),
        ])
    }

    @Test func aChainOfMeasurementsSettlesInOneRender() throws {
        // The sibling's height is measured in turn by a third view: two actions, one after the
        // other's state was laid out.
        struct Chain: View {
            @State private var first: CGFloat = 0
            @State private var second: CGFloat = 0
            var body: some View {
                HStack(alignment: .top, spacing: 0) {
                    Color.red.frame(width: 10, height: 70)
                        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { first = $0 }
                    Color.green.frame(width: 10, height: first * 2)
                        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { second = $0 }
                    Color.blue.frame(width: 10, height: second + 1)
                }
            }
        }
        #expect(try frames(of: "Color", in: Chain()).map(\.height) == [70, 140, 141])
    }

    @Test func theTwoValueActionGetsTheFirstValueTwiceThenEachChange() throws {
        let log = ActionLog<[CGFloat]>()
        func row(width: CGFloat) -> some View {
            Color.red.frame(width: width, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in log.values.append([old, new]) }
        }
        let graph = try RenderPipeline.makeGraph(scale: 1)
        _ = try RenderPipeline.layOut(row(width: 50), proposal: .unspecified, scale: 1, graph: graph)
        _ = try RenderPipeline.layOut(row(width: 50), proposal: .unspecified, scale: 1, graph: graph)
        _ = try RenderPipeline.layOut(row(width: 80), proposal: .unspecified, scale: 1, graph: graph)
        #expect(log.values == [[50, 50], [50, 80]])
    }

    @Test func theProxyGivesTheFrameInTheRendersSpace() throws {
        let log = ActionLog<CGRect>()
        let view = VStack(spacing: 0) {
            Color.gray.frame(width: 40, height: 25)
            Color.red.frame(width: 20, height: 10)
                .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { log.values.append($0) }
        }
        _ = try layoutDump(view)
        #expect(log.values == [CGRect(x: 10, y: 25, width: 20, height: 10)])
    }

    @Test func aValueThatNeverSettlesStopsAfterABoundedNumberOfPasses() throws {
        // Each pass grows the view by what it measured: iOS would go on frame after frame; a
        // render stops, and the action ran once per pass.
        struct Growing: View {
            let log: ActionLog<CGFloat>
            @State private var height: CGFloat = 1
            var body: some View {
                Color.red.frame(width: 10, height: height)
                    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { log.values.append($0); height = $0 + 1 }
            }
        }
        let log = ActionLog<CGFloat>()
        let frame = try frames(of: "Color", in: Growing(log: log)).first
        #expect(log.values == [1, 2, 3, 4, 5, 6, 7])
        #expect(frame?.height == 8)
    }
}
