/// Keyboard focus, as SwiftUI's `@FocusState` and `focused(_:)`. The first frame of a screen
/// has no focused field (iOS focuses one after it appears, and raises the keyboard with an
/// animation), so a render draws every field unfocused: no caret, no keyboard.

/// Which field has focus, as SwiftUI's `@FocusState`: `false` or `nil` in a render, until the
/// view's own code sets it (which a render keeps, and does not draw).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: FocusBox<Value>

    // In the type itself, not in extensions: only there does the compiler use them to
    // initialise `@FocusState var isFocused: Bool` declared without a value, as SwiftUI's.
    public init() where Value == Bool { box = FocusBox(false) }

    public init<T: Hashable>() where Value == T? { box = FocusBox(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take, as `$focus`.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let box: FocusBox<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}


/// A focus state's storage.
final class FocusBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Ties the view's focus to `condition`. Drawn unfocused, as in the first frame.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { inert() }

    /// Ties the view's focus to `binding` holding `value`. Drawn unfocused, as in the first frame.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { inert() }

    /// Whether the view can take focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { inert() }
}
