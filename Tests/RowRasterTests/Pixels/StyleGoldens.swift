import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Forms, labeled content, group boxes, control groups, custom styles and disabled controls,
/// at scale 3, as iOS 17 draws them in light mode.
@MainActor
@Suite struct StyleGoldens {
    private static let width = ProposedViewSize(width: 390, height: nil)

    @Test func settingsFormWithSectionsAndFooters() {
        let view = Form {
            Section {
                LabeledContent("Name", value: "Ada’s iPhone")
                LabeledContent("Software Version", value: "17.2")
                LabeledContent("Storage", value: 128.0, format: .number)
                LabeledContent("Battery") {
                    HStack(spacing: 4) {
                        Text("82%")
                        Image(systemName: "bolt.fill")
                    }
                }
            } header: {
                Text("About")
            }
            Section {
                Toggle("Automatic Updates", isOn: .constant(true))
                Picker("Download", selection: .constant(0)) {
                    Text("Wi-Fi Only").tag(0)
                    Text("Always").tag(1)
                }
                Stepper("Keep 3 Backups", value: .constant(3), in: 1...5)
                NavigationLink("Beta Updates") { Text("Beta") }
            } header: {
                Text("Updates")
            } footer: {
                Text("Updates download over Wi-Fi and install overnight while charging.")
            }
            Section {
                Button("Erase All Content", role: .destructive) {}
            }
        }
        .listStyle(.plain)   // a form keeps its grouped look
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 700))
    }

    @Test func disabledControlsBesideEnabledOnes() {
        func controls(_ disabled: Bool) -> some View {
            VStack(alignment: .leading, spacing: 12) {
                Text(disabled ? "Disabled" : "Enabled").font(.headline)
                Toggle("Sync", isOn: .constant(true))
                Stepper("Copies", value: .constant(2), in: 1...5)
                Picker("Sort", selection: .constant(0)) { Text("Name").tag(0) }
                HStack {
                    Button("Link") {}
                    Button("Delete", role: .destructive) {}
                }
                HStack {
                    Button("Edit") {}.buttonStyle(.bordered)
                    Button("Filled") {}.buttonStyle(.borderedProminent)
                }
            }
            .disabled(disabled)
        }
        let view = HStack(alignment: .top, spacing: 20) {
            controls(false)
            controls(true)
        }
        .padding()
        assertGolden(of: view, proposal: Self.width)
    }

    /// A label of two texts is a title over a subtitle, as SwiftUI documents for LabeledContent.
    @Test func labeledContentWithSubtitlesInAForm() {
        let view = Form {
            Section {
                LabeledContent {
                    Text("12 pt")
                } label: {
                    Text("Bullet Point Size")
                    Text("Size of the bullets in lists")
                }
                LabeledContent("Line Spacing", value: "1.2")
            }
        }
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 200))
    }

    @Test func groupBoxesAndAControlGroup() {
        let view = VStack(alignment: .leading, spacing: 16) {
            GroupBox("Today") {
                Text("3 events, the first at 9:30")
                GroupBox {
                    LabeledContent("Next", value: "Stand-up")
                }
            }
            GroupBox {
                Label("No label, only content", systemImage: "envelope")
            }
            ControlGroup {
                Button("Cut") {}
                Button("Copy") {}
                Button("Paste") {}
            }
            ControlGroup {
                Button { } label: { Image(systemName: "minus") }
                Button { } label: { Image(systemName: "plus") }
            }
            .frame(width: 140)
        }
        .padding()
        assertGolden(of: view, proposal: Self.width)
    }

    @Test func customStylesWithTheirConfigurations() {
        let view = VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 10) {
                Button("Follow") {}
                Button("Block", role: .destructive) {}
            }
            .buttonStyle(CapsuleButtonStyle())
            HStack(spacing: 10) {
                Button("Outlined") {}.buttonStyle(OutlinedPrimitiveStyle()).buttonStyle(.borderedProminent)
                Button("Orange") {}.buttonStyle(DimmingButtonStyle())
                Button("Grey") {}.buttonStyle(DimmingButtonStyle()).disabled(true)
            }
            HStack(spacing: 16) {
                Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle())
                Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
            }
            HStack(spacing: 20) {
                Label("Photos", systemImage: "photo").labelStyle(BadgeLabelStyle())
                Label("Music", systemImage: "bell.fill").labelStyle(BadgeLabelStyle())
                Label("Title only", systemImage: "star").labelStyle(.titleOnly)
                Label("Icon only", systemImage: "star.fill").labelStyle(.iconOnly)
            }
            ProgressView(value: 0.46) { Text("Upload") } currentValueLabel: { Text("46%") }
                .progressViewStyle(CellsProgressStyle())
            HStack(spacing: 30) {
                ProgressView(value: 0.5).progressViewStyle(.circular)
                ProgressView(value: 0.3).progressViewStyle(.linear).frame(width: 120)
            }
            LabeledContent("Email", value: "ada@example.com").labeledContentStyle(StackedLabeledContentStyle())
            GroupBox("Card") { Text("A custom group box style") }.groupBoxStyle(CardGroupBoxStyle())
        }
        .padding()
        assertGolden(of: view, proposal: Self.width)
    }

    @Test func foregroundStylesAndTintsOnBorderlessButtons() {
        let view = List {
            Section {
                Button("Accent by default") {}
                Button("Red foreground style") {}.foregroundStyle(.red)
                Button("Orange tint") {}.tint(.orange)
                Button("Primary, as menus write it") {}.foregroundStyle(.primary)
                Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }.foregroundStyle(.green)
            } header: {
                HStack {
                    Text("Buttons")
                    Spacer()
                    Button("Edit") {}
                }
            }
        }
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 330))
    }

    @Test func wheelAndInlinePickers() {
        let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape"]
        let view = VStack(spacing: 0) {
            Picker("Fruit", selection: .constant("Damson")) {
                ForEach(fruits, id: \.self) { Text($0) }
            }
            .pickerStyle(.wheel)
            List {
                Section("Size") {
                    Picker("Size", selection: .constant(1)) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.inline)
                }
            }
            .frame(height: 230)
        }
        assertGolden(of: view, proposal: Self.width)
    }
}
