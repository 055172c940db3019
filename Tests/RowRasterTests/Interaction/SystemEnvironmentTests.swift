import Foundation
@testable import RowRaster
import Testing

/// The environment an app reads about the device and the scene has an iPhone's first-frame
/// values, and the actions in it behave as on iOS.
@MainActor
@Suite struct SystemEnvironmentTests {
    struct Readout: View {
        @Environment(\.horizontalSizeClass) private var width
        @Environment(\.verticalSizeClass) private var height
        @Environment(\.scenePhase) private var phase
        @Environment(\.isSearching) private var isSearching
        @Environment(\.refresh) private var refresh
        @Environment(\.isScrollEnabled) private var isScrollEnabled
        @Environment(\.pixelLength) private var pixelLength

        var body: some View {
            Text("\(String(describing: width)) \(String(describing: height)) \(String(describing: phase)) "
                 + "searching:\(isSearching) refresh:\(refresh != nil) scroll:\(isScrollEnabled) pixel:\(pixelLength)")
        }
    }

    @Test func aFirstFrameOnAnIPhoneInPortrait() throws {
        let dump = try displayListDump(Readout())
        #expect(dump.contains("Optional(RowRaster.UserInterfaceSizeClass.compact) Optional(RowRaster.UserInterfaceSizeClass.regular) active searching:false refresh:false scroll:true pixel:1.0"))
    }

    @Test func modifiersSetWhatTheyShouldAndDrawNothingElse() throws {
        let dump = try displayListDump(Readout()
            .refreshable {}
            .scrollDisabled(true)
            .environment(\.horizontalSizeClass, .regular)
            .environment(\.displayScale, 4))
        #expect(dump.contains("Optional(RowRaster.UserInterfaceSizeClass.regular)"))
        #expect(dump.contains("refresh:true scroll:false pixel:0.25"))
    }

    @Test func openURLRunsTheAppsHandler() {
        let opened = LockedURLs()
        let action = OpenURLAction { url in
            opened.append(url)
            return url.scheme == "https" ? .handled : .discarded
        }
        action(URL(string: "https://example.com")!)
        var accepted: [Bool] = []
        action(URL(string: "mailto:a@example.com")!) { accepted.append($0) }
        action(URL(string: "https://example.org")!) { accepted.append($0) }
        #expect(opened.urls.map(\.absoluteString) == ["https://example.com", "mailto:a@example.com", "https://example.org"])
        #expect(accepted == [false, true])
    }
}

private final class LockedURLs: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [URL] = []
    var urls: [URL] { lock.withLock { stored } }
    func append(_ url: URL) { lock.withLock { stored.append(url) } }
}

extension SystemEnvironmentTests {
    /// Environment actions compare equal, so setting one does not make every view below it
    /// re-evaluate on each frame.
    @Test func aRefreshableListIsReusedBetweenFrames() throws {
        struct Row: View {
            var body: some View { Text("Row") }
        }
        let renderer = ImageRenderer(content: VStack { Row() }.refreshable {})
        _ = try renderer.bitmap()
        _ = try renderer.bitmap()
        #expect(!renderer.lastEvaluations.map(\.description).contains { $0.hasPrefix("Row") })
    }
}

extension SystemEnvironmentTests {
    private func rowFrames(_ view: some View) throws -> [String] {
        try layoutDump(view, proposal: ProposedViewSize(width: 390, height: 400)).split(separator: "\n")
            .filter { $0.contains("ListRow") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `defaultMinListRowHeight` is the least height of a row: short rows grow to it, taller
    /// ones keep their height, and a value that is not a height falls back to 44.
    @Test func listRowsAreAtLeastTheDefaultMinimumHeight() throws {
        let list = List {
            Text("Short")
            Text("Tall").frame(height: 90)
        }
        .listStyle(.plain)
        #expect(try rowFrames(list) == ["ListRow (0 0 390 44)", "ListRow (0 44 390 112)"])
        #expect(try rowFrames(list.environment(\.defaultMinListRowHeight, 60)) == ["ListRow (0 0 390 60)", "ListRow (0 60 390 112)"])
        #expect(try rowFrames(list.environment(\.defaultMinListRowHeight, .nan)) == ["ListRow (0 0 390 44)", "ListRow (0 44 390 112)"])
    }
}
