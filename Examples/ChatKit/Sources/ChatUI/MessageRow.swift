import ChatModels
import SwiftUI

/// One message as a bubble, on the trailing side in blue when it is the user's own, with its time below.
public struct MessageRow: View {
    let message: Message
    var showsTimestamp = true

    public init(_ message: Message, showsTimestamp: Bool = true) {
        self.message = message
        self.showsTimestamp = showsTimestamp
    }

    public var body: some View {
        HStack {
            if message.isFromMe { Spacer(minLength: 48) }
            VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 3) {
                if case .other(let name) = message.sender {
                    Text(name).font(.caption2.weight(.semibold)).foregroundStyle(.secondary)
                }
                Text(message.text)
                    .foregroundStyle(message.isFromMe ? Color.white : Color.primary)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(BubbleShape(tailOnTrailingSide: message.isFromMe)
                        .fill(message.isFromMe ? Color.blue : Color(white: 0.9)))
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: BubbleWidthKey.self, value: proxy.size.width)
                    })
                if showsTimestamp {
                    Text(message.sentAt, format: .dateTime.hour().minute())
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            if !message.isFromMe { Spacer(minLength: 48) }
        }
    }
}

#Preview("Message rows") {
    VStack(spacing: 8) {
        ForEach(Message.sampleConversation) { MessageRow($0) }
    }
    .padding()
}
