import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Forms, labeled content, group boxes, control groups and the label, toggle and progress
/// styles, as exact frames.
@MainActor
@Suite struct ContainerLayoutTests {
    private let row = ProposedViewSize(width: 300, height: nil)

    @Test func aFormIsAnInsetGroupedListWhateverTheListStyle() throws {
        let proposal = ProposedViewSize(width: 390, height: 400)
        func form() -> some View {
            Form {
                Section {
                    Toggle("Wi-Fi", isOn: .constant(true))
                } header: {
                    Text("Network")
                } footer: {
                    Text("Footer")
                }
            }
        }
        let list = List {
            Section {
                Toggle("Wi-Fi", isOn: .constant(true))
            } header: {
                Text("Network")
            } footer: {
                Text("Footer")
            }
        }
        .listStyle(.insetGrouped)
        #expect(try layoutDump(form(), proposal: proposal) == layoutDump(list, proposal: proposal))
        #expect(try layoutDump(form().listStyle(.plain), proposal: proposal) == layoutDump(list, proposal: proposal))
        #expect(try coloredTexts(form(), proposal: proposal) == ["\"NETWORK\" #3C3C4399", "\"Wi-Fi\" #000000", "\"Footer\" #3C3C4399"])
        // Every built-in form style is grouped on iOS; a custom one gets the content.
        #expect(try layoutDump(form().formStyle(.columns), proposal: proposal) == layoutDump(list, proposal: proposal))
        struct Stacked: FormStyle {
            func makeBody(configuration: Configuration) -> some View { VStack { configuration.content } }
        }
        let stacked = form().formStyle(Stacked())
        #expect(try frames(of: "ListRow", in: stacked, proposal: proposal).isEmpty)
        #expect(try coloredTexts(stacked, proposal: proposal) == ["\"Network\" #000000", "\"Wi-Fi\" #000000", "\"Footer\" #000000"])
        // `Form(configuration)` inside a style draws the grouped form again.
        struct Padded: FormStyle {
            func makeBody(configuration: Configuration) -> some View { Form(configuration) }
        }
        #expect(try layoutDump(form().formStyle(Padded()), proposal: proposal) == layoutDump(list, proposal: proposal))
    }

    @Test func labeledContentPutsTheLabelLeadingAndTheValueTrailingInSecondary() throws {
        let view = LabeledContent("Version", value: "17.2")
        #expect(try coloredTexts(view) == ["\"Version\" #000000", "\"17.2\" #3C3C4399"])
        let shown = try frames(of: "Text", in: view, proposal: row)
        #expect(shown[0].minX == 0)
        #expect(shown[1].maxX == 300)
        // Every initialiser: a view builder, a label builder, a key, a formatted value.
        #expect(try coloredTexts(LabeledContent("Storage") { Text("64 GB") }) == ["\"Storage\" #000000", "\"64 GB\" #3C3C4399"])
        #expect(try coloredTexts(LabeledContent { Text("Ada") } label: { Text("Name").bold() }) == ["\"Name\" #000000", "\"Ada\" #3C3C4399"])
        #expect(try coloredTexts(LabeledContent(LocalizedStringKey("Model"), value: "A17")) == ["\"Model\" #000000", "\"A17\" #3C3C4399"])
        let title: String = "Weight"
        #expect(try coloredTexts(LabeledContent(title, value: 3.5, format: .number)) == ["\"Weight\" #000000", "\"3.5\" #3C3C4399"])
        #expect(try coloredTexts(LabeledContent("Count", value: 1200, format: .number.grouping(.never)))
                == ["\"Count\" #000000", "\"1200\" #3C3C4399"])
    }

    @Test func aLabelOfSeveralTextsIsATitleOverSubtitles() throws {
        let view = LabeledContent {
            Text("On")
        } label: {
            Text("Bullet Point Size")
            Text("Size of the bullets in lists")
        }
        #expect(try coloredTexts(view) == ["\"Bullet Point Size\" #000000", "\"Size of the bullets in lists\" #3C3C4399",
                                           "\"On\" #3C3C4399"])
        let shown = try frames(of: "Text", in: view, proposal: row)
        #expect(shown[0].minX == 0 && shown[1].minX == 0)
        #expect(shown[1].minY == shown[0].maxY + 2)
        #expect(shown[2].maxX == 300)
        #expect(try layoutDump(view, proposal: row).contains("Inter 15"))   // the subheadline subtitle
        // A label with anything but texts is drawn as it is, beside the value.
        let mixed = try frames(of: "Text", in: LabeledContent { Text("1") } label: { Text("A"); Image(systemName: "star") }, proposal: row)
        #expect(mixed[0].minY == mixed[1].minY)
    }

    @Test func aLabeledContentStyleGetsLabelAndContent() throws {
        let view = LabeledContent("Email", value: "ada@example.com").labeledContentStyle(StackedLabeledContentStyle())
        #expect(try coloredTexts(view) == ["\"Email\" #3C3C4399", "\"ada@example.com\" #000000"])
        let stacked = try frames(of: "Text", in: view, proposal: row)
        #expect(stacked[0].minX == 0 && stacked[1].minX == 0)
        #expect(stacked[1].minY == stacked[0].maxY + 2)
        // `.automatic` inside a custom style's scope restores the platform look.
        let restored = LabeledContent("Email", value: "x").labeledContentStyle(.automatic).labeledContentStyle(StackedLabeledContentStyle())
        #expect(try frames(of: "Text", in: restored, proposal: row)[1].maxX == 300)
    }

    @Test func aGroupBoxPadsItsLabelAndContentOnARoundedFill() throws {
        let view = GroupBox("Today") { Text("3 events") }
        let texts = try frames(of: "Text", in: view, proposal: row)
        #expect(texts[0].minX == 16 && texts[0].minY == 16)
        #expect(texts[1].minX == 16 && texts[1].minY == texts[0].maxY + 8)
        let fill = try #require(try frames(of: "RoundedRectangle", in: view, proposal: row).first)
        #expect(fill.minX == 0 && fill.minY == 0 && abs(fill.maxY - (texts[1].maxY + 16)) < 0.02)
        #expect(try coloredTexts(view).first == "\"Today\" #000000")
        #expect(try layoutDump(view, proposal: row).contains("Inter 17 w600"))   // the headline label
        let dump = try displayListDump(view, proposal: row)
        #expect(dump.contains("#F2F2F7"))
        // A box in a box takes the next background level.
        let nested = try displayListDump(GroupBox { GroupBox { Text("Inner") } }, proposal: row)
        #expect(nested.contains("#F2F2F7") && nested.contains("#FFFFFF"))
        // Without a label only the content shows, padded the same.
        let bare = try frames(of: "Text", in: GroupBox { Text("Only") }, proposal: row)
        #expect(bare.count == 1 && bare[0].minX == 16 && bare[0].minY == 16)
    }

    @Test func aGroupBoxStyleGetsLabelAndContent() throws {
        let view = GroupBox("Card") { Text("Body") }.groupBoxStyle(CardGroupBoxStyle())
        #expect(try coloredTexts(view) == ["\"Card\" #AF52DE", "\"Body\" #000000"])
        let shown = try frames(of: "Text", in: view, proposal: row)
        #expect(shown[0].minX == 12 && shown[0].minY == 12 && shown[1].minY == shown[0].maxY + 6)
    }

    @Test func titledControlGroupsDrawTheirControlsInARow() throws {
        let written = ControlGroup { Button("Cut") {}; Button("Copy") {} } label: { Text("Edit") }
        #expect(try layoutDump(ControlGroup("Edit") { Button("Cut") {}; Button("Copy") {} }, proposal: row)
                == layoutDump(written, proposal: row))
        let title = "Edit"
        #expect(try layoutDump(ControlGroup(title) { Button("Cut") {}; Button("Copy") {} }, proposal: row)
                == layoutDump(written, proposal: row))
        #expect(try coloredTexts(ControlGroup(title, systemImage: "pencil") { Button("Cut") {}; Button("Copy") {} })
                == ["\"Cut\" #007AFF", "\"Copy\" #007AFF"])
    }

    /// `.menu` and `.compactMenu` show a closed menu at rest: the group's label as the menu's.
    @Test func menuControlGroupStylesDrawAClosedMenu() throws {
        let group = ControlGroup { Button("Cut") {}; Button("Copy") {} } label: { Text("Edit") }
        let menu = Menu { Button("Cut") {}; Button("Copy") {} } label: { Text("Edit") }
        #expect(try displayListDump(group.controlGroupStyle(.menu), proposal: row) == displayListDump(menu, proposal: row))
        #expect(try displayListDump(group.controlGroupStyle(.compactMenu), proposal: row) == displayListDump(menu, proposal: row))
        #expect(try coloredTexts(group.controlGroupStyle(.menu)) == ["\"Edit\" #007AFF"])
    }

    @Test func aControlGroupSplitsItsWidthIntoEqualSegments() throws {
        let view = ControlGroup {
            Button("Cut") {}
            Button("Copy") {}
            Button("Paste") {}
        }
        #expect(try coloredTexts(view) == ["\"Cut\" #007AFF", "\"Copy\" #007AFF", "\"Paste\" #007AFF"])
        let separators = try frames(of: "Rectangle", in: view, proposal: row)
        #expect(separators.count == 2)
        // Three segments of (300 - 2) / 3 points with a hairline between them.
        let segment = (300.0 - 2) / 3
        #expect(abs(separators[0].minX - segment) < 0.01 && abs(separators[1].minX - (2 * segment + 1)) < 0.01)
    }

    @Test func labelStylesChooseTitleIconOrAConfiguration() throws {
        let label = Label("Inbox", systemImage: "tray")
        #expect(try frames(of: "Text", in: label.labelStyle(.iconOnly), proposal: row).isEmpty)
        #expect(try frames(of: "Symbol", in: label.labelStyle(.titleOnly), proposal: row).isEmpty)
        #expect(try frames(of: "Text", in: label.labelStyle(.titleOnly), proposal: row).count == 1)
        let badge = label.labelStyle(BadgeLabelStyle())
        let circle = try #require(try frames(of: "Circle", in: badge, proposal: .unspecified).first)
        let title = try #require(try frames(of: "Text", in: badge, proposal: .unspecified).first)
        #expect(circle.size == CGSize(width: 36, height: 36))
        #expect(title.minY == circle.maxY + 4)
        #expect(try layoutDump(badge).contains("Inter 12"))   // the style's caption title
        // `Label(configuration)` in a style draws the label with the styles around it.
        struct Wrapped: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(5) }
        }
        let wrapped = label.labelStyle(Wrapped()).labelStyle(.titleOnly)
        #expect(try frames(of: "Text", in: wrapped, proposal: .unspecified).first?.minX == 5)
        #expect(try frames(of: "Symbol", in: wrapped, proposal: .unspecified).isEmpty)
    }

    @Test func toggleStylesGetTheValueAndItsBinding() throws {
        var value = false
        let binding = Binding(get: { value }, set: { value = $0 })
        struct Flipping: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.$isOn.wrappedValue.toggle()   // what a tap in the style would do
                return configuration.label
            }
        }
        _ = try layoutDump(Toggle("Flip", isOn: binding).toggleStyle(Flipping()))
        #expect(value == true)
        let checkbox = Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle())
        #expect(try frames(of: "Capsule", in: checkbox, proposal: row).isEmpty)   // no switch
        #expect(try layoutDump(checkbox, proposal: row).contains("checkmark.square.fill"))
        // The button style: a bordered button's padding either way, its wash only when on.
        let on = Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
        let off = Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)
        #expect(try frames(of: "Text", in: on) == frames(of: "Text", in: off))
        #expect(try frames(of: "Text", in: on).first?.minX == 12)
        #expect(try displayListDump(on).contains("#007AFF26"))
        #expect(try !displayListDump(off).contains("#007AFF26"))
        #expect(try coloredTexts(off) == ["\"Bold\" #007AFF"])
    }

    @Test func progressStylesGetTheFractionAndLabels() throws {
        let view = ProgressView(value: 0.46) { Text("Upload") } currentValueLabel: { Text("46%") }
            .progressViewStyle(CellsProgressStyle())
        let cells = try frames(of: "RoundedRectangle", in: view, proposal: row)
        #expect(cells.count == 10)
        #expect(try displayListDump(view, proposal: row).components(separatedBy: "#34C759").count - 1 == 4)
        #expect(try coloredTexts(view) == ["\"46%\" #000000"])   // the style shows only the value label
        // `.circular` spins whatever the fraction on iOS; `.linear` shows a bar, empty when unknown.
        #expect(try frames(of: "Canvas", in: ProgressView(value: 0.5).progressViewStyle(.circular), proposal: row).count == 1)
        let linear = try frames(of: "Capsule", in: ProgressView().progressViewStyle(.linear), proposal: row)
        #expect(linear.count == 2 && linear[1].width == 0)
    }

    @Test func aWheelCentresTheSelectionAndInlineOptionsAreListRows() throws {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("L").tag(2)
        }
        let wheel = picker.pickerStyle(.wheel)
        #expect(try RenderPipeline.layOut(wheel, proposal: row, scale: 1).size == CGSize(width: 300, height: 216))
        let band = try #require(try frames(of: "RoundedRectangle", in: wheel, proposal: row).first)
        #expect(band == CGRect(x: 8, y: 91, width: 284, height: 34))
        // The label is hidden; the selected option is centred, its neighbours 32 × sin(32/108)·108/32 away.
        let shown = try coloredTexts(wheel)
        #expect(shown.map { $0.split(separator: " ")[0] } == ["\"S\"", "\"M\"", "\"L\""])
        let options = try frames(of: "Text", in: wheel, proposal: row)
        #expect(abs(options[1].midY - 108) < 0.01)
        let step = 108 * sin(32.0 / 108)
        #expect(abs(options[0].midY - (108 - step)) < 0.01 && abs(options[2].midY - (108 + step)) < 0.01)
        // Inline in a list: a row per option, the selected one checked.
        let list = List { picker.pickerStyle(.inline) }
        let rows = try frames(of: "ListRow", in: list, proposal: ProposedViewSize(width: 390, height: 400))
        #expect(rows.count == 3)
        let check = try #require(try frames(of: "Symbol", in: list, proposal: ProposedViewSize(width: 390, height: 400)).first)
        #expect(check.minY > rows[1].minY && check.maxY < rows[1].maxY)
    }
}
