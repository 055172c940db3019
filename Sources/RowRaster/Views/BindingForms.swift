// Binding's converting initialisers and its transaction, as SwiftUI's.

extension Binding {
    /// A binding to an optional that reads `base`'s value, and writes through to `base` any
    /// value that is not nil (a nil written is dropped, as in SwiftUI).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { value in if let value { base.wrappedValue = value } },
                  location: base.location.map { AnyHashable([$0, AnyHashable("optional")]) })
        transaction = base.transaction
    }

    /// A binding to `base`'s value while it is not nil; nil when `base` holds nil now. Should
    /// `base` become nil later, the binding keeps reading the value it last saw.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = LastValue(initial)
        self.init(get: {
                      if let value = base.wrappedValue { last.value = value }
                      return last.value
                  },
                  set: { base.wrappedValue = $0 },
                  location: base.location.map { AnyHashable([$0, AnyHashable("unwrapped")]) })
        transaction = base.transaction
    }

    /// A binding to `base`'s value as an `AnyHashable`; a written value of another type is dropped.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { value in if let value = value.base as? V { base.wrappedValue = value } },
                  location: base.location.map { AnyHashable([$0, AnyHashable("hashable")]) })
        transaction = base.transaction
    }

    /// A binding whose setter also gets the transaction of the change (a plain one: a render
    /// makes no animated changes).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    /// This binding, with its changes made in `transaction`; a render draws their final value.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// This binding, with its changes animated; a render draws their final value.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}

/// The value a binding unwrapped from an optional read last.
private final class LastValue<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
