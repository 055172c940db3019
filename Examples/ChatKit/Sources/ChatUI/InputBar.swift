import SwiftUI

/// A message field with an attachment button and a send button that is enabled once there is text.
public struct InputBar: View {
    @Binding var text: String
    let onSend: () -> Void

    public init(text: Binding<String>, onSend: @escaping () -> Void) {
        self._text = text
        self.onSend = onSend
    }

    private var canSend: Bool { !text.trimmingCharacters(in: .whitespaces).isEmpty }

    public var body: some View {
        HStack(alignment: .bottom, spacing: 10) {
            Button {} label: {
                Image(systemName: "plus.circle.fill").font(.title2)
            }
            .foregroundStyle(.secondary)
            TextField("Message", text: $text, axis: .vertical)
                .lineLimit(1...4)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .overlay(Capsule().strokeBorder(.quaternary))
            Button(action: onSend) {
                Image(systemName: "arrow.up.circle.fill").font(.title2)
            }
            .disabled(!canSend)
            .accessibilityLabel("Send")
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

#Preview("Input bar") {
    VStack(spacing: 12) {
        InputBar(text: .constant(""), onSend: {})
        InputBar(text: .constant("See you there"), onSend: {})
    }
}
