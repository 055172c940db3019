import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Controls' layout as exact frames, their clamping of bad values, and the renderer's
/// option for swipe actions.
@MainActor
@Suite struct ControlBehaviourTests {
    private let row = ProposedViewSize(width: 300, height: nil)

    @Test func aToggleSpreadsItsLabelAndSwitchAcrossTheRow() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        // The label takes what the 51×31 switch and the 8-point gap leave; the switch is trailing.
        #expect(try frames(of: "Capsule", in: toggle, proposal: row) == [CGRect(x: 249, y: 0, width: 51, height: 31)])
        // The thumb sits 2 points inside the trailing end when on, the leading end when off.
        #expect(try frames(of: "Circle", in: toggle, proposal: row) == [CGRect(x: 271, y: 2, width: 27, height: 27)])
        #expect(try frames(of: "Circle", in: Toggle("Off", isOn: .constant(false)), proposal: row)
                == [CGRect(x: 251, y: 2, width: 27, height: 27)])
        // Labels hidden: only the switch, at its own size.
        let hidden = try RenderPipeline.layOut(toggle.labelsHidden(), proposal: row, scale: 1)
        #expect(hidden.size == CGSize(width: 51, height: 31))
        #expect(try frames(of: "Text", in: toggle.labelsHidden(), proposal: row).isEmpty)
        // iOS 18's labelsVisibility: `.hidden` is labelsHidden(); `.visible` and `.automatic`
        // show the label again inside a hidden region.
        #expect(try layoutDump(toggle.labelsVisibility(.hidden), proposal: row) == (try layoutDump(toggle.labelsHidden(), proposal: row)))
        for visibility in [Visibility.visible, .automatic] {
            #expect(try layoutDump(toggle.labelsVisibility(visibility).labelsHidden(), proposal: row)
                    == (try layoutDump(toggle, proposal: row)))
        }
    }

    @Test func progressIsClampedAsSwiftUIClampsIt() throws {
        let fraction = ProgressView<EmptyView, EmptyView>.fraction
        #expect(fraction(0.3, 1) == 0.3)
        #expect(fraction(7, 5) == 1)
        #expect(fraction(-2, 5) == 0)
        #expect(fraction(3, -5) == 0)
        #expect(fraction(.nan, 5) == 0)
        #expect(fraction(1, .nan) == 0)
        #expect(fraction(1, 0) == 0)
        #expect(fraction(.infinity, 1) == 0)
        // The bar's fill is the clamped fraction of the track.
        func fill(_ view: some View) throws -> CGFloat? {
            try frames(of: "Capsule", in: view, proposal: row).dropFirst().first?.width
        }
        #expect(try fill(ProgressView(value: 7.0, total: 5)) == 300)
        #expect(try fill(ProgressView(value: 0.25)) == 75)
        #expect(try fill(ProgressView(value: Double.nan)) == 0)
        #expect(try fill(ProgressView(value: 2.0, total: -1)) == 0)
    }

    @Test func emptyAndExtremelyLongLabelsNeverOverlapTheControl() throws {
        let long = String(repeating: "An extremely long setting name ", count: 8)
        for view in [AnyView(Toggle(long, isOn: .constant(true))), AnyView(Toggle("", isOn: .constant(true)))] {
            let text = try #require(try frames(of: "Text", in: view, proposal: row).first)
            let track = try #require(try frames(of: "Capsule", in: view, proposal: row).first)
            #expect(text.maxX <= track.minX)
            #expect(track.maxX == 300)
        }
        // A long label wraps beside a stepper, as SwiftUI's do, short of the 94-point control;
        // in a row of fixed height it keeps the lines that fit and truncates the last.
        let stepper = Stepper(long, value: .constant(1), in: 0...3)
        let wrapped = try #require(try frames(of: "Text", in: stepper, proposal: row).first)
        #expect(wrapped.maxX <= 300 - 94 - 8)
        #expect(wrapped.height > 100)
        let fixed = try #require(try frames(of: "Text", in: stepper.frame(height: 44), proposal: row).first)
        #expect(fixed.height <= 44 && fixed.height > 20)
        #expect(fixed.maxX <= 300 - 94 - 8)
        let picker = Picker(long, selection: .constant(1)) { Text("One").tag(1) }
        let texts = try frames(of: "Text", in: picker, proposal: row)
        #expect(texts.count == 2)
        #expect(texts[0].maxX <= texts[1].minX)
    }

    @Test func aPickerShowsTheOptionWhoseTagIsSelected() throws {
        func shown(_ view: some View) throws -> [String] {
            try layoutDump(view, proposal: row).split(separator: "\n").compactMap { line in
                guard line.trimmingCharacters(in: .whitespaces).hasPrefix("Text ") else { return nil }
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { return nil }
                return String(line[line.index(after: open)..<close])
            }
        }
        let explicit = Picker("Sort", selection: .constant("date")) {
            Text("Name").tag("name")
            Text("Date").tag("date")
        }
        #expect(try shown(explicit) == ["Sort", "Date"])
        // ForEach elements are tagged with their ids.
        let implicit = Picker("Size", selection: .constant(3)) { ForEach(1..<5) { Text("Size \($0)") } }
        #expect(try shown(implicit) == ["Size", "Size 3"])
        // No option matches: only the label.
        #expect(try shown(Picker("Size", selection: .constant(9)) { ForEach(1..<5) { Text("\($0)") } }) == ["Size"])
    }

    @Test func aNavigationLinkInAListShowsItsChevronAndOutsideItLooksLikeAButton() throws {
        let inList = List { NavigationLink(destination: Text("Detail")) { Text("General") } }.listStyle(.plain)
        #expect(try layoutDump(inList, proposal: ProposedViewSize(width: 300, height: 100)).contains("\"chevron.right\""))
        let alone = NavigationLink("General") { Text("Detail") }
        #expect(try !layoutDump(alone).contains("chevron.right"))
        #expect(try displayListDump(alone).contains("#007AFF"), "the label in the accent colour")
    }

    @Test func semanticColorsHaveTheirLightModeValues() {
        // Semantic colours are dynamic (DarkModeColorTests); their light values are these.
        #expect(Color(.systemGray6).description == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255).description)
        #expect(Color(uiColor: .secondaryLabel).description == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6).description)
        #expect(Color(.systemGroupedBackground).description == Color(.secondarySystemBackground).description)
        #expect(Color(.systemGroupedBackground) != Color(.secondarySystemBackground), "they differ in dark mode")
    }

    @Test func theRendererRevealsSwipeActionsOnlyWhenAsked() throws {
        let list = List {
            Text("Row").swipeActions { Button("Delete", role: .destructive) {} }
        }
        .listStyle(.plain)
        let renderer = ImageRenderer(content: list)
        renderer.proposedSize = ProposedViewSize(width: 200, height: 44)
        let atRest = try renderer.bitmap()
        renderer.revealedSwipeActions = .trailing
        let revealed = try renderer.bitmap()
        // The red action fills the trailing 74 points (its minimum width), as tall as the row.
        func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
            let offset = (y * bitmap.width + x) * 4
            return Array(bitmap.bytes[offset..<offset + 4])
        }
        #expect(pixel(atRest, 190, 5) == [255, 255, 255, 255])
        #expect(pixel(revealed, 190, 5) == [255, 59, 48, 255])
        #expect(pixel(revealed, 100, 40) != [255, 59, 48, 255])
        renderer.revealedSwipeActions = .leading
        #expect(pixel(try renderer.bitmap(), 190, 5) == [255, 255, 255, 255], "the row has no leading actions")
    }

    @Test func aMaterialReadsTheRowsBehindItSoItIsNotALayer() throws {
        let view = ZStack {
            Color.red
            Text("On glass").padding().background(.thinMaterial)
        }
        let list = try RenderPipeline.layOut(view, proposal: ProposedViewSize(width: 100, height: 60), scale: 1).displayList
        #expect(list.readsBackdrop)
        #expect(list.dump().contains("group backdrop(r 14 "))
        #expect(!DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(.black), FillStyle())]).readsBackdrop)
    }
}
