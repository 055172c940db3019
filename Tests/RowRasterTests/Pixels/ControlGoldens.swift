import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterGallery
import RowRasterTesting
import Testing

/// Controls as rows show them, at scale 3 (the default tolerance): each control in each
/// style and state, in a settings list, and materials over colourful rows.
@MainActor
@Suite struct ControlGoldens {
    /// The controls as iOS draws them in light and in dark mode (`…@3x.png`, `…@3x.dark.png`).
    private static let lightAndDark: [RenderAppearance] = [.standard, .dark]

    private static let width = ProposedViewSize(width: 390, height: nil)

    @Test func settingsListInInsetGroupedStyle() {
        let view = List {
            Section("Connectivity") {
                Toggle("Airplane Mode", isOn: .constant(false))
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Tinted", isOn: .constant(true)).tint(.indigo)
                NavigationLink("Bluetooth") { Text("Bluetooth settings") }
            }
            Section {
                Picker("Sort By", selection: .constant(1)) {
                    Text("Name").tag(0)
                    Text("Date Added").tag(1)
                }
                Stepper("Copies: 3", value: .constant(3), in: 1...10)
                Stepper("At the limit: 10", value: .constant(10), in: 1...10)
                Label("Notifications", systemImage: "bell.fill")
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            } header: {
                Text("Preferences")
            } footer: {
                Text("A picker, two steppers (the second at its upper bound), a label and a link.")
            }
            Section {
                Button("Delete Account", role: .destructive) {}
            }
        }
        .listStyle(.insetGrouped)
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 760), appearances: Self.lightAndDark)
    }

    @Test func buttonsInEachStyleBesideTextOfThreeSizes() {
        let view = VStack(alignment: .leading, spacing: 12) {
            ForEach([Font.caption, .body, .title], id: \.self) { font in
                HStack(spacing: 10) {
                    Text("Aa")
                    Button("Plain") {}.buttonStyle(.plain)
                    Button("Link") {}.buttonStyle(.borderless)
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Filled") {}.buttonStyle(.borderedProminent)
                }
                .font(font)
            }
            HStack(spacing: 10) {
                Button("Delete", role: .destructive) {}
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.orange)
            }
            HStack(spacing: 10) {
                ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { size in
                    Button("Size") {}.buttonStyle(.borderedProminent).controlSize(size)
                }
            }
        }
        .padding()
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }

    @Test func textFieldsEmptyAndFilledAndASearchBar() {
        let view = VStack(alignment: .leading, spacing: 14) {
            TextField("Name", text: .constant(""))
            TextField("Name", text: .constant("Ada Lovelace"))
            TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
            TextField("Email", text: .constant("ada@example.com")).textFieldStyle(.roundedBorder)
            TextField("Account", text: .constant(""), prompt: Text("Required"))
            SecureField("Password", text: .constant("hunter22")).textFieldStyle(.roundedBorder)
            SearchField("Search", text: .constant(""))
            SearchField("Search", text: .constant("Lovelace"))
        }
        .padding()
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }

    @Test func progressViewsSpinnersAndBars() {
        let view = VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading…")
                ProgressView().controlSize(.large)
            }
            ProgressView(value: 0.0)
            ProgressView(value: 0.3)
            ProgressView(value: 7, total: 5)   // clamped: full
            ProgressView(value: 0.6) { Text("Downloading") } currentValueLabel: { Text("60 %") }
            ProgressView("Tinted", value: 0.45, total: 1).tint(.pink)
        }
        .padding()
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }

    @Test func labelsPickersAndDisclosureGroups() {
        let view = VStack(alignment: .leading, spacing: 14) {
            Label("Title and icon", systemImage: "star.fill")
            Label("Title only", systemImage: "star.fill").labelStyle(.titleOnly)
            Label("Icon only", systemImage: "star.fill").labelStyle(.iconOnly)
            Picker("View", selection: .constant("Week")) {
                ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Picker("Theme", selection: .constant(2)) {
                Text("Light").tag(1)
                Text("Dark").tag(2)
            }
            DisclosureGroup("Advanced") { Text("Hidden while collapsed") }
            DisclosureGroup("Details", isExpanded: .constant(true)) {
                Text("Shown below its label, indented")
            }
        }
        .padding()
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }

    @Test func pinnedHeaderOnMaterialOverColorfulRows() {
        // A plain list's pinned header is the bar material: the rows scrolled under it show
        // through, blurred and saturated.
        let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink]
        let view = List {
            Section("Colours") {
                ForEach(colors.indices, id: \.self) { index in
                    HStack {
                        Text("Row \(index)").font(.headline).foregroundStyle(.white)
                        Spacer()
                    }
                    .listRowBackground(colors[index])
                }
            }
        }
        .listStyle(.plain)
        .scrollPosition(.constant(ScrollPosition(y: 70)))
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 300), appearances: Self.lightAndDark)
    }

    @Test func materialsOfEachThicknessOverStripes() {
        let stripes = HStack(spacing: 0) {
            ForEach([Color.red, .orange, .yellow, .green, .blue, .purple], id: \.self) { $0 }
        }
        let materials: [(String, Material)] = [("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular),
                                               ("thick", .thick), ("ultraThick", .ultraThick), ("bar", .bar)]
        let view = stripes.overlay {
            VStack(spacing: 8) {
                ForEach(materials.indices, id: \.self) { index in
                    Text(materials[index].0).font(.headline)
                        .frame(maxWidth: .infinity, minHeight: 34)
                        .background(materials[index].1, in: RoundedRectangle(cornerRadius: 10))
                }
            }
            .padding(16)
        }
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 340), appearances: Self.lightAndDark)
    }

    @Test func swipeActionsRevealedForADocumentationImage() {
        let view = List {
            HStack {
                Text("Ada Lovelace").font(.headline)
                Spacer()
                Text("Yesterday").foregroundStyle(.secondary)
            }
            .swipeActions {
                Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
                Button("Flag") {}.tint(.orange)
            }
            Text("At rest")
        }
        .listStyle(.plain)
        // What `ImageRenderer.revealedSwipeActions = .trailing` sets (ControlBehaviourTests).
        assertGolden(of: view.environment(\.revealedSwipeActions, .trailing), proposal: ProposedViewSize(width: 390, height: 100))
    }
}
