import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The sum of the heights its views report.
private struct TotalHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// The names of the views that report one, in tree order.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The selected tab's bounds, as a tab strip's moving underline reads them.
private struct SelectedTabKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Preferences travel up the laid-out tree; readers build views from them and anchors resolve
/// in the reader's own space.
@MainActor
@Suite struct PreferenceTests {
    @Test func siblingsValuesAreReducedInTreeOrder() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 12).preference(key: TotalHeightKey.self, value: 12)
            Color.green.frame(width: 10, height: 30)
            Color.blue.frame(width: 10, height: 8).preference(key: TotalHeightKey.self, value: 8)
        }
        .overlayPreferenceValue(TotalHeightKey.self, alignment: .topLeading) { total in
            Color.black.frame(width: 2, height: total)
        }
        #expect(try frames(of: "Color", in: view).last == CGRect(x: 0, y: 0, width: 2, height: 20))
    }

    @Test func preferenceReplacesAndTransformChangesTheSubtreesValue() throws {
        let log = NamesLog()
        let view = HStack {
            Text("A").preference(key: NamesKey.self, value: ["a"])
            VStack {
                Text("B").preference(key: NamesKey.self, value: ["b"])
                Text("C").preference(key: NamesKey.self, value: ["c"])
            }
            .preference(key: NamesKey.self, value: ["bc"])
            Text("D").preference(key: NamesKey.self, value: ["d"])
                .transformPreference(NamesKey.self) { $0.append("d2") }
            Text("E")
        }
        .backgroundPreferenceValue(NamesKey.self) { names in
            let _ = log.values.append(names)
            Color.clear
        }
        _ = try layoutDump(view)
        #expect(log.values.last == ["a", "bc", "d", "d2"])
    }

    @Test func anOptionalKeyDefaultsToNil() throws {
        let log = NamesLog()
        let view = Color.red.frame(width: 4, height: 4).overlayPreferenceValue(SelectedTabKey.self) { anchor in
            let _ = log.values.append([anchor == nil ? "nil" : "set"])
            EmptyView()
        }
        _ = try layoutDump(view)
        #expect(log.values.last == ["nil"])
    }

    /// The tab strip with a moving underline: the selected tab publishes its bounds as an
    /// anchor; the strip's overlay resolves it with a GeometryReader.
    @Test func anchorsResolveInTheReadersSpace() throws {
        let tabs = ["Inbox", "Archive", "Sent"]
        let strip = HStack(spacing: 12) {
            ForEach(tabs, id: \.self) { tab in
                Color.gray.frame(width: tab == "Archive" ? 60 : 40, height: 20)
                    .anchorPreference(key: SelectedTabKey.self, value: .bounds) { tab == "Archive" ? $0 : nil }
            }
        }
        .padding(.horizontal, 16)
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.blue.frame(width: rect.width, height: 2).offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            strip
        }
        // The Archive tab is at x 16 + 40 + 12 = 68 of the strip, which starts at y 30; the
        // underline is drawn along its bottom edge.
        #expect(try displayListDump(view).components(separatedBy: "\n") == [
            "fill rect(93 0 10 30) #FF3B30",
            "fill rect(16 30 40 20) #8E8E93",
            "fill rect(68 30 60 20) #8E8E93",
            "fill rect(140 30 40 20) #8E8E93",
            "fill rect(68 50 60 2) #007AFF",
        ])
    }

    @Test func anchorPointsAndArraysResolveToo() throws {
        let log = AnchorLog()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Color.green.frame(width: 40, height: 20)
                .anchorPreference(key: PointsKey.self, value: Anchor<[CGPoint]>.Source([.center, .topLeading, .point(CGPoint(x: 1, y: 2))])) { $0 }
        }
        .overlayPreferenceValue(PointsKey.self) { anchor in
            GeometryReader { proxy in
                let _ = anchor.map { log.points.append(proxy[$0]) }
                Color.clear
            }
        }
        _ = try layoutDump(view)
        #expect(log.points.last == [CGPoint(x: 20, y: 40), CGPoint(x: 0, y: 30), CGPoint(x: 1, y: 32)])
    }

    /// `onPreferenceChange` runs once the subtree is laid out, with its first value, and in
    /// each later frame whose value differs: in a single render and in a simulation's frames.
    @Test func onPreferenceChangeRunsWithTheFirstValueThenEachChange() throws {
        final class Model: ObservableObject { @Published var rows = 2 }
        struct Rows: View {
            @ObservedObject var model: Model
            let log: NamesLog
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<model.rows, id: \.self) { _ in Color.red.frame(height: 10).preference(key: TotalHeightKey.self, value: 10) }
                }
                .onPreferenceChange(TotalHeightKey.self) { log.values.append(["\(Int($0))"]) }
            }
        }
        let model = Model(), log = NamesLog()
        var simulation = ScrollSimulation(Rows(model: model, log: log))
        simulation.script = .offsets(Array(repeating: 0, count: 4))
        simulation.clock = ScrollSimulationTests.costClock
        simulation.beforeFrame = { frame in if frame == 2 { model.rows = 3 } }
        _ = try simulation.run()
        #expect(log.values == [["20"], ["30"]])

        let single = NamesLog()
        _ = try displayListDump(Rows(model: Model(), log: single))
        #expect(single.values == [["20"]])
    }

    /// Labels of equal width, the pattern apps wrote before `onGeometryChange`: each label
    /// reports its width through a `GeometryReader`, the form keeps the widest, and every label
    /// takes that width. As on iOS, the first image already shows the fields aligned.
    @Test func aWidthMeasuredThroughAPreferenceAlignsTheFieldsInTheFirstRender() throws {
        struct WidestLabelKey: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        struct Fields: View {
            @State private var labelWidth: CGFloat?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach([40, 90, 65], id: \.self) { width in
                        HStack(spacing: 0) {
                            Color.gray.frame(width: CGFloat(width), height: 10)
                                .background(GeometryReader { proxy in
                                    Color.clear.preference(key: WidestLabelKey.self, value: proxy.size.width)
                                })
                                .frame(width: labelWidth, alignment: .leading)
                            Color.blue.frame(width: 20, height: 10)
                        }
                    }
                }
                .onPreferenceChange(WidestLabelKey.self) { labelWidth = $0 }
            }
        }
        #expect(try frames(of: "Color", in: Fields()).filter { $0.width == 20 } == [
            CGRect(x: 90, y: 0, width: 20, height: 10),
            CGRect(x: 90, y: 10, width: 20, height: 10),
            CGRect(x: 90, y: 20, width: 20, height: 10),
        ])
    }
}

private struct PointsKey: PreferenceKey {
    static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = value ?? nextValue() }
}

@MainActor private final class NamesLog { var values: [[String]] = [] }
@MainActor private final class AnchorLog { var points: [[CGPoint]] = [] }
