import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let snippet: String
    let time: String
    let isUnread: Bool
    let isFlagged: Bool
}

struct InboxRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text(message.time)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary)
                }
                HStack {
                    Text(message.subject)
                        .font(.subheadline)
                        .lineLimit(1)
                    if message.isFlagged {
                        Image(systemName: "flag.fill")
                            .font(.caption)
                            .foregroundStyle(.orange)
                    }
                }
                Text(message.snippet)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
    }
}

extension Message {
    static let unread = Message(id: 1, sender: "Maya Lindqvist", subject: "Offsite agenda",
                                snippet: "Here's the draft for Thursday. I moved the design review to the morning so we can…",
                                time: "9:41", isUnread: true, isFlagged: true)
    static let read = Message(id: 2, sender: "Travel Desk", subject: "Your booking is confirmed",
                              snippet: "Reservation 7QX2LM · Check-in from 15:00 · Free cancellation until 2 days before arrival.",
                              time: "Yesterday", isUnread: false, isFlagged: false)
}

#Preview("Unread", traits: .sizeThatFitsLayout) {
    InboxRow(message: .unread)
}

#Preview("Read", traits: .sizeThatFitsLayout) {
    InboxRow(message: .read)
}
