import Foundation
@testable import RowRaster
@testable import RowRasterCore

/// Screens written as apps write them, shared by the navigation layout tests and goldens.
struct InboxMessage: Identifiable, Hashable {
    let id: Int
    let sender: String
    let subject: String
    let time: String

    static let samples = [
        InboxMessage(id: 1, sender: "Ada Lovelace", subject: "Notes on the Analytical Engine", time: "9:41"),
        InboxMessage(id: 2, sender: "Grace Hopper", subject: "Compiler meeting moved to Thursday", time: "8:15"),
        InboxMessage(id: 3, sender: "Alan Turing", subject: "Re: Morphogenesis draft", time: "Yesterday"),
        InboxMessage(id: 4, sender: "Katherine Johnson", subject: "Trajectory figures attached", time: "Monday"),
    ]
}

struct InboxRow: View {
    let message: InboxMessage
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(message.sender).font(.headline)
                Spacer()
                Text(message.time).font(.subheadline).foregroundStyle(.secondary)
            }
            Text(message.subject).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
        }
    }
}

/// An inbox: a large title, Edit leading, compose and more trailing.
struct InboxScreen: View {
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic

    var body: some View {
        NavigationStack {
            List(InboxMessage.samples) { message in
                NavigationLink(value: message) { InboxRow(message: message) }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(displayMode)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "ellipsis") }
                    Button {} label: { Image(systemName: "plus") }
                }
            }
            .navigationDestination(for: InboxMessage.self) { Text($0.subject) }
        }
    }
}

/// A settings-like detail, inline title, Cancel and Done (a confirmation, semibold).
struct EditProfileScreen: View {
    @State private var name = "Ada Lovelace"
    @State private var notify = true

    var body: some View {
        NavigationView {
            List {
                Section("Profile") {
                    TextField("Name", text: $name)
                    Toggle("Notifications", isOn: $notify)
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
    }
}

/// A searchable list: large title, the search field below it with its prompt.
struct SearchableContactsScreen: View {
    @State private var query = ""
    let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton"]

    var body: some View {
        NavigationStack {
            List(names, id: \.self) { name in Text(name) }
                .navigationTitle("Contacts")
                .searchable(text: $query, prompt: "Search contacts")
        }
    }
}
