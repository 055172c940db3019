import SwiftUI

/// The widest bubble in a conversation, read by ``ConversationView`` to report its measure.
public struct BubbleWidthKey: PreferenceKey {
    public static var defaultValue: CGFloat { 0 }

    public static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}
