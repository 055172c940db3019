import SwiftUI

/// A conversation in a messenger's chat list: avatar with an online dot, name, the last
/// message, its time, and an unread count or a read tick.
public struct ConversationRow: View {
    public struct Conversation: Identifiable, Hashable {
        public let id: String
        var name: String
        var lastMessage: String
        var time: String
        var unreadCount: Int
        var isOnline: Bool
        var isMuted: Bool
        var avatarColor: Color
    }

    public static let sample = Conversation(
        id: "c-41", name: "Mina Okafor", lastMessage: "Sounds good! I'll bring the projector and the extension cable!",
        time: "9:41", unreadCount: 3, isOnline: true, isMuted: false, avatarColor: .teal)
    public static let read = Conversation(
        id: "c-42", name: "Climbing crew", lastMessage: "Jonas: Saturday at the north wall, 8 sharp. Who's driving?",
        time: "Yesterday", unreadCount: 0, isOnline: false, isMuted: true, avatarColor: .orange)
    public static let japanese = Conversation(
        id: "c-43", name: "田中 さくら", lastMessage: "明日のランチ、駅前のカフェでどう？🍜✨",
        time: "8:15", unreadCount: 1, isOnline: true, isMuted: false, avatarColor: .pink)
    public static let arabic = Conversation(
        id: "c-44", name: "Layla Haddad", lastMessage: "شكراً جزيلاً! نراكم غداً 🎉👍🏽",
        time: "Mon", unreadCount: 0, isOnline: false, isMuted: false, avatarColor: .indigo)

    let conversation: Conversation

    public init(conversation: Conversation) {
        self.conversation = conversation
    }

    private var initials: String {
        conversation.name.split(separator: " ").prefix(2).compactMap { $0.first }.map { String($0) }.joined()
    }

    public var body: some View {
        HStack(spacing: 12) {
            ZStack(alignment: .bottomTrailing) {
                Circle()
                    .fill(conversation.avatarColor.opacity(0.85))
                    .frame(width: 52, height: 52)
                    .overlay(Text(initials).font(.title3.bold()).foregroundColor(.white))
                if conversation.isOnline {
                    Circle()
                        .fill(Color.green)
                        .frame(width: 14, height: 14)
                        .overlay(Circle().stroke(Color.white, lineWidth: 2))
                }
            }
            VStack(alignment: .leading, spacing: 3) {
                HStack {
                    Text(conversation.name)
                        .font(.headline)
                        .lineLimit(1)
                    if conversation.isMuted {
                        Image(systemName: "bell")
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                    Spacer()
                    Text(conversation.time)
                        .font(.footnote)
                        .foregroundColor(conversation.unreadCount > 0 ? .accentColor : .secondary)
                }
                HStack(alignment: .top) {
                    Text(conversation.lastMessage)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                        .lineLimit(2)
                    Spacer(minLength: 8)
                    if conversation.unreadCount > 0 {
                        Text("\(conversation.unreadCount)")
                            .font(.caption.bold())
                            .foregroundColor(.white)
                            .frame(minWidth: 20, minHeight: 20)
                            .background(Capsule().fill(conversation.isMuted ? Color.gray : Color.accentColor))
                    } else {
                        Image(systemName: "checkmark")
                            .font(.caption.bold())
                            .foregroundColor(.accentColor)
                    }
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

/// A chat bubble: the sender's on the right in the accent colour, the other's on the left in gray.
public struct MessageBubble: View {
    let text: String
    let isFromMe: Bool
    let time: String

    public init(text: String, isFromMe: Bool, time: String) {
        self.text = text
        self.isFromMe = isFromMe
        self.time = time
    }

    public var body: some View {
        HStack {
            if isFromMe { Spacer(minLength: 60) }
            VStack(alignment: isFromMe ? .trailing : .leading, spacing: 2) {
                Text(text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 9)
                    .foregroundColor(isFromMe ? .white : .primary)
                    .background(
                        RoundedRectangle(cornerRadius: 18, style: .continuous)
                            .fill(isFromMe ? Color.blue : Color(.systemGray5))
                    )
                Text(time)
                    .font(.caption2)
                    .foregroundColor(.secondary)
                    .padding(.horizontal, 6)
            }
            if !isFromMe { Spacer(minLength: 60) }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 2)
    }
}
