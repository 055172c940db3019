/// A value a gesture updates while it is active and that returns to its initial value when the
/// gesture ends, as SwiftUI's `@GestureState`. A render comes before any gesture, so the view
/// always reads the initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let reset: ((Value, inout Transaction) -> Void)?

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
        reset = nil
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        self.reset = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value: the initial one, as no gesture is active in a render.
    public var wrappedValue: Value { initialValue }

    /// The state itself, to pass to `Gesture.updating(_:body:)` as `$state`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }

    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}
