import Foundation

/// One chat message: who sent it, what it says and when.
public struct Message: Identifiable, Hashable, Sendable {
    public enum Sender: Hashable, Sendable {
        case me
        case other(name: String)
    }

    public let id: UUID
    public var sender: Sender
    public var text: String
    public var sentAt: Date

    public init(id: UUID = UUID(), sender: Sender, text: String, sentAt: Date) {
        self.id = id
        self.sender = sender
        self.text = text
        self.sentAt = sentAt
    }

    public var isFromMe: Bool { sender == .me }
}

extension Message {
    /// A fixed conversation for previews and tests: fixed dates, so a render is the same every day.
    public static let sampleConversation: [Message] = {
        let start = Date(timeIntervalSince1970: 1_735_732_800) // 2025-01-01 12:00 UTC
        return [
            Message(sender: .other(name: "Maya"), text: "Are we still on for lunch?", sentAt: start),
            Message(sender: .me, text: "Yes! 12:30 at the usual place?", sentAt: start.addingTimeInterval(60)),
            Message(sender: .other(name: "Maya"), text: "Perfect 👍", sentAt: start.addingTimeInterval(120)),
            Message(sender: .me, text: "I'll book a table by the window so we can watch the harbour.",
                    sentAt: start.addingTimeInterval(300)),
        ]
    }()
}
