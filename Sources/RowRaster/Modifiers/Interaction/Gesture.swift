/// Gestures as SwiftUI declares them. A render is the first frame of a screen, before any
/// touch: a gesture is kept with its handlers, which never run, and changes no pixel.

/// An input a view recognises, as SwiftUI's `Gesture`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports to its handlers as it changes and ends.
    associatedtype Value
    associatedtype Body: Gesture
    /// A gesture made of others; primitive gestures have `Body == Never`.
    @MainActor @preconcurrency var body: Body { get }
    /// How a gesture is made, as SwiftUI's requirement. It is here for what its defaults do
    /// to the compiler: a gesture that only has a `body` gets its `Value` from the body's
    /// (`Value == Body.Value`), as in SwiftUI, without declaring it.
    static func _makeGesture(inputs: _GestureInputs) -> _GestureOutputs<Value>
}

/// What a gesture is made from, as SwiftUI's `_GestureInputs` (nothing: no gesture runs here).
public struct _GestureInputs {}

/// What making a gesture produces, as SwiftUI's `_GestureOutputs` (nothing: no gesture runs here).
public struct _GestureOutputs<Value> {
    init() {}
}

extension Gesture where Value == Body.Value {
    public static func _makeGesture(inputs: _GestureInputs) -> _GestureOutputs<Body.Value> { _GestureOutputs() }
}

extension Gesture where Body == Never {
    public static func _makeGesture(inputs: _GestureInputs) -> _GestureOutputs<Value> { _GestureOutputs() }
}

extension Never: Gesture {
    public typealias Value = Never
    public static func _makeGesture(inputs: _GestureInputs) -> _GestureOutputs<Never> { _GestureOutputs() }
}

/// The body of a gesture built into the library, which has none, as SwiftUI's.
func primitiveGestureBody<G>(_ gesture: G.Type) -> Never {
    fatalError("\(G.self) is a primitive gesture and has no body")
}

/// Which gestures of a view and of its subviews a gesture modifier enables, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

// MARK: Handlers

/// A gesture with a handler for its changes, as `onChanged(_:)` makes it.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public var body: Never { primitiveGestureBody(Self.self) }
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
}

/// A gesture with a handler for its end, as `onEnded(_:)` makes it.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public var body: Never { primitiveGestureBody(Self.self) }
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
}

/// A gesture whose values are transformed, as `map(_:)` makes it.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public var body: Never { primitiveGestureBody(Self.self) }
    // Its `Value` is a generic parameter, which both defaults could answer for: this one says.
    public static func _makeGesture(inputs: _GestureInputs) -> _GestureOutputs<Value> { _GestureOutputs() }
    let content: Content
    let transform: (Content.Value) -> Value
}

/// A gesture that updates a `@GestureState` while it is active, as `updating(_:body:)` makes it.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public var body: Never { primitiveGestureBody(Self.self) }
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    /// SwiftUI's `body` closure, under another name: here `body` is the gesture's (primitive) body.
    let update: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        update = body
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` as the gesture's value changes (never in a render: nothing is touched).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` when the gesture ends (never in a render).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture with its values transformed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates `state` while the gesture is active. At rest the state holds its initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

// MARK: Composition

/// Two gestures recognised at once, as `simultaneously(with:)` makes them.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public var body: Never { primitiveGestureBody(Self.self) }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The values of both gestures, each nil until its gesture starts.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

/// One gesture, then another once the first succeeds, as `sequenced(before:)` makes them.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public var body: Never { primitiveGestureBody(Self.self) }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture, or the second if the first fails, as `exclusively(before:)` makes them.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public var body: Never { primitiveGestureBody(Self.self) }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A type-erased gesture, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture {
    public var body: Never { primitiveGestureBody(Self.self) }
    // Its `Value` is a generic parameter, which both defaults could answer for: this one says.
    public static func _makeGesture(inputs: _GestureInputs) -> _GestureOutputs<Value> { _GestureOutputs() }
    let gesture: Any

    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        self.gesture = gesture
    }
}
