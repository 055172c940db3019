import Foundation
@testable import RowRaster
import Testing

/// The other initialisers of `Stepper`, `Picker`, `Toggle`, `NavigationLink`, `TextField` and
/// `SecureField` draw what the existing forms they stand for draw.
@MainActor
@Suite struct ControlOverloadTests {
    private static let row = ProposedViewSize(width: 390, height: nil)

    private func same(_ made: some View, _ written: some View) throws {
        #expect(try layoutDump(made, proposal: Self.row) == layoutDump(written, proposal: Self.row))
        #expect(try displayListDump(made, proposal: Self.row) == displayListDump(written, proposal: Self.row))
    }

    // MARK: Stepper

    @Test func stepperFormsDrawTheirTitleAndSegments() throws {
        var count = 3
        var amount = 0.5
        let value = Binding(get: { count }, set: { count = $0 })
        let fraction = Binding(get: { amount }, set: { amount = $0 })
        let written = Stepper(value: value, in: 0...10) { Text("Guests") }
        try same(Stepper("Guests", value: value, in: 0...10), written)
        let title: Substring = "Guests"
        try same(Stepper(title, value: value, in: 0...10), written)
        try same(Stepper("Guests", value: value, in: 0...10, onEditingChanged: { _ in }), written)
        try same(Stepper(value: value, in: 0...10, onEditingChanged: { _ in }) { Text("Guests") }, written)
        try same(Stepper(value: value, in: 0...10) { Text("Guests") } onEditingChanged: { _ in }, written)
        // The format gives the value's spoken form on iOS; the row shows the title.
        let formatted = Stepper("Guests", value: fraction, in: 0...1, step: 0.1, format: .percent)
        try same(formatted, Stepper("Guests", value: fraction, in: 0...1, step: 0.1))
        #expect(try displayListDump(formatted, proposal: Self.row).contains("Guests"))
        try same(Stepper(value: fraction, step: 0.1, format: .number) { Text("Guests") },
                 Stepper(value: fraction, step: 0.1) { Text("Guests") })
        try same(Stepper(label: { Text("Guests") }, onIncrement: {}, onDecrement: nil),
                 Stepper("Guests", onIncrement: {}, onDecrement: nil))
    }

    @Test func stepperAtItsBoundDimsThatSegment() throws {
        var amount = 1.0
        let fraction = Binding(get: { amount }, set: { amount = $0 })
        let atTop = Stepper("Level", value: fraction, in: 0...1, format: .percent)
        let free = Stepper("Level", value: fraction, format: .percent)
        #expect(try displayListDump(atTop, proposal: Self.row) != displayListDump(free, proposal: Self.row))
    }

    // MARK: Picker

    private struct Setting { var flavor: Binding<String> }

    @Test func pickerSourcesShowTheSharedValue() throws {
        var first = "Mint"
        var second = "Mint"
        let sources = [Setting(flavor: Binding(get: { first }, set: { first = $0 })),
                       Setting(flavor: Binding(get: { second }, set: { second = $0 }))]
        let options = { ForEach(["Mint", "Lime"], id: \.self) { Text($0).tag($0) } }
        try same(Picker("Flavor", sources: sources, selection: \.flavor, content: options),
                 Picker("Flavor", selection: .constant("Mint"), content: options))
        second = "Lime"
        let mixed = try displayListDump(Picker("Flavor", sources: sources, selection: \.flavor, content: options), proposal: Self.row)
        #expect(!mixed.contains("Mint") && !mixed.contains("Lime"))
    }

    @Test func pickerWithSymbolDrawsALabel() throws {
        let options = { ForEach(["Mint", "Lime"], id: \.self) { Text($0).tag($0) } }
        try same(Picker("Flavor", systemImage: "leaf", selection: .constant("Lime"), content: options),
                 Picker(selection: .constant("Lime"), content: options) { Label("Flavor", systemImage: "leaf") })
        try same(Picker(selection: .constant("Lime"), label: Text("Flavor"), content: options),
                 Picker("Flavor", selection: .constant("Lime"), content: options))
    }

    /// iOS 18's `currentValueLabel:` takes the selected option's place as the picker's value
    /// in the menu and navigation-link styles; segmented pickers still draw their options.
    @Test func aCurrentValueLabelIsThePickersValue() throws {
        let options = { ForEach(["Mint", "Lime"], id: \.self) { Text($0).tag($0) } }
        try same(Picker("Flavor", selection: .constant("Lime"), content: options) { Text("Lime (2 left)") },
                 Picker("Flavor", selection: .constant("Lime (2 left)")) { Text("Lime (2 left)").tag("Lime (2 left)") })
        try same(Picker("Flavor", selection: .constant("Lime"), content: options) { Text("Lime (2 left)") }.pickerStyle(.navigationLink),
                 Picker("Flavor", selection: .constant("Lime (2 left)")) { Text("Lime (2 left)").tag("Lime (2 left)") }
                    .pickerStyle(.navigationLink))
        try same(Picker("Flavor", systemImage: "leaf", selection: .constant("Lime"), content: options) { Text("Lime (2 left)") },
                 Picker(selection: .constant("Lime"), content: options, label: { Label("Flavor", systemImage: "leaf") },
                        currentValueLabel: { Text("Lime (2 left)") }))
        try same(Picker("Flavor", selection: .constant("Lime"), content: options) { Text("Lime (2 left)") }.pickerStyle(.segmented),
                 Picker("Flavor", selection: .constant("Lime"), content: options).pickerStyle(.segmented))
    }

    // MARK: Toggle

    private struct Alarm { var isOn: Binding<Bool> }

    @Test func toggleSourcesAreOnWhenAllAre() throws {
        var first = true
        var second = true
        let alarms = [Alarm(isOn: Binding(get: { first }, set: { first = $0 })),
                      Alarm(isOn: Binding(get: { second }, set: { second = $0 }))]
        try same(Toggle("Alarms", sources: alarms, isOn: \.isOn), Toggle("Alarms", isOn: .constant(true)))
        second = false
        try same(Toggle("Alarms", sources: alarms, isOn: \.isOn), Toggle("Alarms", isOn: .constant(false)))
        Toggle("Alarms", sources: alarms, isOn: \.isOn).isOn.wrappedValue = true
        #expect(first && second)
    }

    @Test func toggleWithSymbolDrawsALabel() throws {
        try same(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true)),
                 Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") })
        let title = "Wi-Fi"
        try same(Toggle(title, systemImage: "wifi", isOn: .constant(true)),
                 Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") })
    }

    // MARK: NavigationLink

    @Test func navigationLinkFormsDrawTheirLabel() throws {
        let written = List { NavigationLink("Inbox") { Text("Mail") } }
        var active = true
        var selected: Int? = 1
        let isActive = Binding(get: { active }, set: { active = $0 })
        let selection = Binding(get: { selected }, set: { selected = $0 })
        try same(List { NavigationLink("Inbox", isActive: isActive) { Text("Mail") } }, written)
        try same(List { NavigationLink("Inbox", tag: 1, selection: selection) { Text("Mail") } }, written)
        try same(List { NavigationLink("Inbox", destination: Text("Mail"), isActive: isActive) }, written)
        try same(List { NavigationLink(isActive: isActive) { Text("Mail") } label: { Text("Inbox") } }, written)
        try same(List { NavigationLink("Inbox", value: 1) }, written)
        try same(List { NavigationLink("Inbox", value: "mail") }, written)
        try same(List { NavigationLink("Inbox") { Text("Mail") }.isDetailLink(false) }, written)
    }

    // MARK: TextField

    @Test func valueFieldsShowTheFormattedValue() throws {
        var price = 1234.5
        var missing: Double?
        let value = Binding(get: { price }, set: { price = $0 })
        let optional = Binding(get: { missing }, set: { missing = $0 })
        let format = FloatingPointFormatStyle<Double>.number
        try same(TextField("Price", value: value, format: format),
                 TextField("Price", text: .constant(format.format(1234.5))))
        #expect(try displayListDump(TextField("Price", value: value, format: format), proposal: Self.row).contains(format.format(1234.5)))
        try same(TextField("Price", value: optional, format: format), TextField("Price", text: .constant("")))
        let formatter = NumberFormatter()
        try same(TextField("Price", value: value, formatter: formatter),
                 TextField("Price", text: .constant(formatter.string(for: 1234.5)!)))
        try same(TextField("Name", text: .constant("Ada"), onCommit: {}), TextField("Name", text: .constant("Ada")))
        try same(SecureField(text: .constant("secret")) { Text("Password") }, SecureField("Password", text: .constant("secret")))
    }
}
