/// Keyboard focus, as SwiftUI's `@FocusState` and `focused(_:)`. The first frame of a screen
/// has no focused field (iOS focuses one after it appears, and raises the keyboard with an
/// animation), so a render draws every field unfocused: no caret, no keyboard.

/// Which field has focus, as SwiftUI's `@FocusState`: `false` or `nil` in a first frame. What
/// the view's own code sets (in `onAppear`, say) is kept like `@State`, across renders of the
/// view's identity, and is not drawn.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// Focus is stored as a state of the view, so the graph keeps it between renders.
    let state: State<Value>

    // In the type itself, not in extensions: only there does the compiler use them to
    // initialise `@FocusState var isFocused: Bool` declared without a value, as SwiftUI's.
    public init() where Value == Bool { state = State(wrappedValue: false) }

    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take, as `$focus`.
    public var projectedValue: FocusState<Value>.Binding { Binding(state: state) }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>

        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: StateLinking {
    package var storageObject: AnyObject { state.storageObject }

    package func link(to storage: AnyObject, owner: ViewRecord, name: String) {
        state.link(to: storage, owner: owner, name: name)
    }
}

nonisolated extension View {
    /// Ties the view's focus to `condition`. Drawn unfocused, as in the first frame.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { inert() }

    /// Ties the view's focus to `binding` holding `value`. Drawn unfocused, as in the first frame.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { inert() }

    /// Whether the view can take focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { inert() }
}
