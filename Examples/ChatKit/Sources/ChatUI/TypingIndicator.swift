import SwiftUI

/// Three dots in a bubble that pulse one after another while the other person types.
public struct TypingIndicator: View {
    @State private var phase = 0

    public init() {}

    public var body: some View {
        HStack(spacing: 5) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.secondary)
                    .frame(width: 8, height: 8)
                    .opacity(phase == index ? 1 : 0.5)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(BubbleShape(tailOnTrailingSide: false).fill(Color(white: 0.9)))
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(400))
                withAnimation(.easeInOut(duration: 0.3)) { phase = (phase + 1) % 3 }
            }
        }
        .accessibilityLabel("Typing")
    }
}

#Preview("Typing indicator") {
    TypingIndicator()
        .padding()
}
