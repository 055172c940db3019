/// What the accessibility modifiers attach to a view, as SwiftUI's `AccessibilityAttachmentModifier`:
/// labels, hints, values, traits and actions that VoiceOver reads, none of which draws.
///
/// The type matters more than what it does here: SwiftUI's accessibility modifiers return
/// `ModifiedContent<Self, AccessibilityAttachmentModifier>`, so code that picks one of two
/// of them in an `if #available … else` without a view builder compiles only when both
/// branches have that one type, as they do on iOS.
nonisolated public struct AccessibilityAttachmentModifier: PassThroughModifier {
    public typealias Body = Never
}

nonisolated extension View {
    /// This view with accessibility attached, which draws nothing.
    func accessibilityAttachment() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
}
