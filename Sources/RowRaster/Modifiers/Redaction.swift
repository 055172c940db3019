/// Redaction, as SwiftUI's: `redacted(reason:)` adds reasons to the environment, and text and
/// images inside draw as placeholder boxes where their content would be (see
/// `RedactionPlaceholder`); shapes, colours and layout stay as they are.

nonisolated extension View {
    /// Redacts the view and everything inside it for `reason`, on top of any redaction
    /// around it. With `.placeholder`, each line of text becomes a rounded bar the colour of
    /// the text, faded, and each image a rounded box; with `.privacy`, only views marked
    /// `privacySensitive(_:)` are. An empty set changes nothing.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Draws the view and everything inside it as it is, whatever redaction is around it.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the view and everything inside it as private: redacted (drawn as placeholders)
    /// wherever the redaction reasons include `.privacy`, and drawn as it is otherwise.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
