/// Custom accessibility content: extra facts VoiceOver reads on request (a photo's date, a
/// row's price). They describe the view and never change what is drawn, so each modifier
/// draws the view as it is.

/// The Accessibility framework's custom content, for its importance levels.
public enum AXCustomContent {
    /// How readily VoiceOver speaks a piece of custom content, as the Accessibility
    /// framework's `AXCustomContent.Importance`.
    public enum Importance: Hashable, Sendable {
        /// Spoken only when the user asks for more content.
        case `default`
        /// Spoken right after the view's value.
        case high
    }
}

/// The label and identity of a piece of custom accessibility content, as SwiftUI's
/// `AccessibilityCustomContentKey`: keys are equal when their identities are, and content set
/// twice under one key keeps the later value.
public struct AccessibilityCustomContentKey: Equatable {
    private enum Identity: Equatable {
        case id(String)
        case labelKey(LocalizedStringKey)
    }

    /// What VoiceOver reads before the value.
    let label: Text
    private let identity: Identity

    /// A key labelled `label`, told apart from others by `id`.
    public init(_ label: Text, id: String) {
        self.label = label
        identity = .id(id)
    }

    /// A key labelled with a localized string, told apart from others by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key labelled with a localized string, which is also its identity.
    public init(_ labelKey: LocalizedStringKey) {
        label = Text(labelKey)
        identity = .labelKey(labelKey)
    }

    public static func == (lhs: AccessibilityCustomContentKey, rhs: AccessibilityCustomContentKey) -> Bool {
        lhs.identity == rhs.identity
    }
}

nonisolated extension View {
    /// Custom accessibility content under `key`; nil removes it.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }

    /// Custom accessibility content under `key`, from a localized string.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }

    /// Custom accessibility content under `key`, from a string.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }

    /// Custom accessibility content labelled `label`.
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }

    /// Custom accessibility content labelled with a localized string.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }

    /// Custom accessibility content with a localized label and value.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }

    /// Custom accessibility content with a localized label and a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }

    /// Custom accessibility content with a string label and value.
    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(_ label: L, _ value: V,
                                                                                 importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
}
