import Foundation
import Testing
import WidgetKit
@testable import RowRaster
@testable import RowRasterCore

/// `import WidgetKit` for rows an app shares with its widgets: a render draws them as the app
/// does, in full colour and outside any widget container.
@MainActor
@Suite struct WidgetKitTests {
    private struct StepsRow: View {
        @Environment(\.widgetRenderingMode) private var mode
        @Environment(\.widgetFamily) private var family
        @Environment(\.showsWidgetContainerBackground) private var showsBackground

        var body: some View {
            HStack {
                Image(systemName: "figure.walk").widgetAccentable()
                Text("8,214 steps")
                Text("\(mode.description) \(family.description) \(showsBackground)")
            }
            .containerBackground(.orange.gradient, for: .widget)
            .widgetURL(URL(string: "steps://today"))
        }
    }

    private struct PlainRow: View {
        var body: some View {
            HStack {
                Image(systemName: "figure.walk")
                Text("8,214 steps")
                Text("fullColor systemSmall true")
            }
        }
    }

    @Test func aSharedRowDrawsAsTheAppShowsItWithNoWidgetContainer() throws {
        #expect(try displayListDump(StepsRow()) == displayListDump(PlainRow()))
        let viewBackground = HStack { Text("A") }.containerBackground(for: .widget) { Color.blue }
        #expect(try displayListDump(viewBackground) == displayListDump(HStack { Text("A") }))
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "Steps")
    }

    @Test func theWidgetEnvironmentCanBeSetForAFamilyOrMode() throws {
        let small = try displayListDump(StepsRow().environment(\.widgetFamily, .accessoryRectangular)
            .environment(\.widgetRenderingMode, .vibrant))
        #expect(small.contains("vibrant accessoryRectangular true"))
    }
}
