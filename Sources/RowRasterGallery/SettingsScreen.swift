import RowRaster

/// A settings screen as an app writes it: toggles, a picker, a stepper and a destructive
/// button in an inset grouped list.
public struct SettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var appearance = Appearance.automatic
    @State private var backups = 3

    enum Appearance: String, CaseIterable, Identifiable {
        case light = "Light", dark = "Dark", automatic = "Automatic"
        var id: Self { self }
    }

    public init() {}

    public var body: some View {
        List {
            Section("Notifications") {
                Toggle("Allow Notifications", isOn: $notifications)
                Toggle("Sounds", isOn: $sounds)
                NavigationLink("Scheduled Summary") { Text("Summary") }
            }
            Section {
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases) { Text($0.rawValue) }
                }
                Stepper("Keep \(backups) Backups", value: $backups, in: 1...10)
                Label("Privacy", systemImage: "lock.fill")
            } header: {
                Text("General")
            } footer: {
                Text("Older backups are deleted when a new one is made.")
            }
            Section {
                Button("Sign Out", role: .destructive) {}
            }
        }
        .listStyle(.insetGrouped)
    }
}

/// The search field at the top of a list, as `.searchable` draws it, with a query typed.
public struct SearchBarRow: View {
    let query: String

    public init(query: String = "Lovelace") { self.query = query }

    public var body: some View {
        SearchField("Search", text: .constant(query)).padding(.horizontal, 16).padding(.vertical, 8)
    }
}

/// The rounded search field iOS draws for `.searchable`, outside a navigation bar: RowRaster's
/// own (`_SearchField`), as a view of the example's, so evaluation reports name it.
public struct SearchField: View {
    let prompt: String
    let text: Binding<String>

    public init(_ prompt: String, text: Binding<String>) {
        self.prompt = prompt
        self.text = text
    }

    public var body: some View { _SearchField(prompt, text: text) }
}

/// The row at the end of a feed while its next page loads.
public struct LoadingRow: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 10) {
            ProgressView()
            Text("Loading more…").foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 14)
    }
}
