import SwiftUI

/// A message in a mail inbox: unread dot, sender, subject, two lines of preview, time, chevron.
public struct InboxMessageRow: View {
    public struct Message: Identifiable {
        public let id = UUID()
        var sender: String
        var subject: String
        var preview: String
        var time: String
        var isUnread: Bool
        var isFlagged: Bool
    }

    let message: Message

    public init(message: Message) {
        self.message = message
    }

    public static let sample = Message(
        sender: "Harbour Street Bakery",
        subject: "Your order is ready for pickup",
        preview: "Hi! The sourdough loaves and the almond croissants you ordered are boxed and waiting at the counter.",
        time: "9:41 AM", isUnread: true, isFlagged: true)

    public var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    if message.isFlagged {
                        Image(systemName: "bookmark.fill")
                            .font(.caption)
                            .foregroundColor(.orange)
                    }
                    Text(message.time)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundColor(Color(.tertiaryLabel))
                }
                Text(message.subject)
                    .font(.subheadline)
                    .lineLimit(1)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
    }
}

/// A badge written with module-qualified names, as code shared between targets often is.
public struct UnreadBadge: SwiftUI.View {
    let count: Int

    public init(count: Int) {
        self.count = count
    }

    public var body: some SwiftUI.View {
        SwiftUI.Text("\(count)")
            .font(SwiftUI.Font.caption.bold())
            .foregroundStyle(SwiftUI.Color.white)
            .padding(.horizontal, 7)
            .padding(.vertical, 2)
            .background(SwiftUI.Capsule().fill(SwiftUI.Color.red))
    }
}

/// A mailbox in the sidebar list: icon, name, and an unread badge (module-qualified names).
public struct MailboxRow: SwiftUI.View {
    let name: String
    let systemImage: String
    let unread: Int

    public init(name: String = "Inbox", systemImage: String = "envelope.fill", unread: Int = 12) {
        self.name = name
        self.systemImage = systemImage
        self.unread = unread
    }

    public var body: some SwiftUI.View {
        SwiftUI.HStack(spacing: 12) {
            SwiftUI.Image(systemName: systemImage)
                .foregroundStyle(SwiftUI.Color.accentColor)
                .frame(width: 28)
            SwiftUI.Text(name)
            SwiftUI.Spacer()
            if unread > 0 {
                UnreadBadge(count: unread)
            }
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
    }
}

/// A mailbox searched for a word nothing matches: the system's search empty state under the
/// mailbox's scope bar.
public struct MailboxSearchEmptyState: View {
    @State private var scope = 0
    let query: String

    public static let sampleQuery = "invoice 2019"

    public init(query: String) { self.query = query }

    public var body: some View {
        VStack(spacing: 0) {
            Picker("Scope", selection: $scope) {
                Text("All Mailboxes").tag(0)
                Text("Inbox").tag(1)
            }
            .pickerStyle(.segmented)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            ContentUnavailableView.search(text: query)
        }
        .frame(height: 360)
    }
}

/// An empty inbox with a way to add an account.
public struct EmptyInboxView: View {
    public init() {}

    public var body: some View {
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("Messages sent to this mailbox will appear here.")
        } actions: {
            Button("Add Account") {}
                .buttonStyle(.bordered)
        }
        .frame(height: 320)
    }
}
