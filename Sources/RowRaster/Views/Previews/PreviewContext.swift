/// A key for a value that a ``PreviewContext`` supplies, as SwiftUI's `PreviewContextKey`.
///
/// Xcode's canvas reads these keys (widget previews name their widget family through one); the
/// key's ``defaultValue`` is what a context that does not set it returns.
public protocol PreviewContextKey {
    /// The type of the value the key names.
    associatedtype Value

    /// The value a context returns when it does not set this key.
    static var defaultValue: Value { get }
}

/// Values that Xcode's canvas passes to a preview, as SwiftUI's `PreviewContext`.
///
/// A context describes the canvas, not the view: like the other preview modifiers,
/// `previewContext(_:)` leaves what the view draws unchanged.
public protocol PreviewContext {
    /// The value this context gives for `key`, or the key's default value.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

nonisolated extension View {
    /// The context Xcode's canvas previews this view in; the view draws unchanged, as in SwiftUI,
    /// where the context is a trait only the preview canvas reads.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}
