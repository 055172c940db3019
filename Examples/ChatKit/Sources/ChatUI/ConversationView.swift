import ChatModels
import SwiftUI

/// A scrolling conversation with a typing indicator and an input bar.
///
/// It reports the width of its widest bubble (read through ``BubbleWidthKey``), for a host that
/// sizes a side panel or a snapshot to the conversation.
public struct ConversationView: View {
    let messages: [Message]
    var isOtherTyping: Bool
    var onWidestBubbleChange: (CGFloat) -> Void
    @State private var draft = ""

    public init(messages: [Message], isOtherTyping: Bool = false, onWidestBubbleChange: @escaping (CGFloat) -> Void = { _ in }) {
        self.messages = messages
        self.isOtherTyping = isOtherTyping
        self.onWidestBubbleChange = onWidestBubbleChange
    }

    public var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { MessageRow($0) }
                    if isOtherTyping {
                        HStack { TypingIndicator(); Spacer() }
                    }
                }
                .padding()
                .onPreferenceChange(BubbleWidthKey.self) { onWidestBubbleChange($0) }
            }
            InputBar(text: $draft) { draft = "" }
        }
    }
}

#Preview("Conversation") {
    ConversationView(messages: Message.sampleConversation, isOtherTyping: true)
}
