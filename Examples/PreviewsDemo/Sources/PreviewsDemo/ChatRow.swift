import SwiftUI

struct ChatRow: View {
    let name: String
    let lastMessage: String
    let time: String
    let unreadCount: Int
    let avatarColor: Color

    private var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }

    var body: some View {
        HStack(spacing: 12) {
            Text(initials)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 52, height: 52)
                .background(avatarColor.gradient, in: Circle())
            VStack(alignment: .leading, spacing: 3) {
                HStack {
                    Text(name)
                        .font(.headline)
                    Spacer()
                    Text(time)
                        .font(.footnote)
                        .foregroundStyle(unreadCount > 0 ? Color.accentColor : Color.secondary)
                }
                HStack(alignment: .top) {
                    Text(lastMessage)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                    Spacer(minLength: 8)
                    if unreadCount > 0 {
                        Text("\(unreadCount)")
                            .font(.caption.weight(.bold))
                            .foregroundStyle(.white)
                            .padding(.horizontal, 7)
                            .padding(.vertical, 2)
                            .background(Color.accentColor, in: Capsule())
                    }
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

#Preview("Chat", traits: .sizeThatFitsLayout) {
    @Previewable @State var unread = 2
    ChatRow(name: "Jonas Weber", lastMessage: "Running ten minutes late, order me a flat white?",
            time: "08:12", unreadCount: unread, avatarColor: .teal)
}

#Preview("Chat, emoji and Japanese", traits: .sizeThatFitsLayout) {
    ChatRow(name: "Hana Sato", lastMessage: "明日の会議は10時からです 👍🏽 See you there!",
            time: "Tue", unreadCount: 0, avatarColor: .indigo)
}
