/// A value a text renderer can find on the runs of text marked with it, as SwiftUI's
/// `TextAttribute`: `Text("Now").customAttribute(Highlight())` marks the run, and a
/// `TextRenderer` reads `run[Highlight.self]`. It changes nothing else about the text.
public protocol TextAttribute: Hashable {}

extension Text {
    /// Marks this text's runs with `value`, for a text renderer to read (`Text.Layout.Run`'s
    /// `subscript(key:)`); without a renderer the text draws as it did.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        with { style in
            // One value per type, as an attributed string holds one value per key.
            style.customAttributes.removeAll { type(of: $0.base) == T.self }
            style.customAttributes.append(AnyHashable(value))
        }
    }
}

extension TextResolution {
    /// The index of `attributes` in the table of sets the spans refer to (added when new).
    mutating func customAttributeSet(_ attributes: [AnyHashable]) -> Int? {
        guard !attributes.isEmpty else { return nil }
        if let index = customAttributeSets.firstIndex(of: attributes) { return index }
        customAttributeSets.append(attributes)
        return customAttributeSets.count - 1
    }
}
