/// What the accessibility modifiers attach to a view, as SwiftUI's `AccessibilityAttachmentModifier`:
/// labels, hints, values, traits and actions that VoiceOver reads, none of which draws.
///
/// The type matters more than what it does here: SwiftUI's accessibility modifiers return
/// `ModifiedContent<Self, AccessibilityAttachmentModifier>`, so code that picks one of two
/// of them in an `if #available … else` without a view builder compiles only when both
/// branches have that one type, as they do on iOS.
nonisolated public struct AccessibilityAttachmentModifier: PrimitiveModifier, ViewModifier {
    public typealias Body = Never

    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        content(context)
    }
}

/// On a `ForEach` in a lazy container, the rows stay lazy rows, as with the other modifiers
/// that change nothing a container passes on.
extension AccessibilityAttachmentModifier: EnvironmentWritingModifier {
    package func modifiedContext(_ context: BuildContext) -> BuildContext { context }
}

nonisolated extension View {
    /// This view with accessibility attached, which draws nothing.
    func accessibilityAttachment() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
}
