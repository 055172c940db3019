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

// iOS 18's preview modifiers: the sample thread is loaded once, as preview data is, and every
// preview that names the modifier reads it from the environment.

extension EnvironmentValues {
    @Entry var previewThread: [Message] = []
}

@available(iOS 18.0, macOS 15.0, *)
struct SampleThread: PreviewModifier {
    static func makeSharedContext() async throws -> [Message] {
        // Stands in for decoding a bundled JSON file or filling an in-memory store.
        await Task.yield()
        return Message.sampleConversation
    }

    func body(content: Content, context: [Message]) -> some View {
        content.environment(\.previewThread, context)
    }
}

/// A conversation showing whatever thread the preview's environment holds.
private struct PreviewThreadConversation: View {
    @Environment(\.previewThread) private var thread

    var body: some View {
        ConversationView(messages: thread)
    }
}

@available(iOS 18.0, macOS 15.0, *)
#Preview("Shared thread", traits: .modifier(SampleThread())) {
    PreviewThreadConversation()
}
