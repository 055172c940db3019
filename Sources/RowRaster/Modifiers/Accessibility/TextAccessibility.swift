/// Accessibility and speech on `Text` itself: each returns `Text`, as SwiftUI's do, so the
/// result still concatenates (`Text("5") + Text("km").accessibilityLabel("kilometres")`). They
/// describe the text to VoiceOver and never change what is drawn.

extension Text {
    public func accessibilityLabel(_ label: Text) -> Text { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

nonisolated extension View {
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { inert() }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { inert() }
    public func speechAdjustedPitch(_ value: Double) -> some View { inert() }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { inert() }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
}

/// What kind of text a view holds, for VoiceOver's reading, as SwiftUI's.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}
