/// Animation, transition and matched-geometry modifiers. Each changes how a view moves between
/// states, and a render draws states: the first frame and every simulated frame show the view
/// at its final value, so these modifiers draw the view as it is.

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. A view present in a frame is
/// drawn fully inserted.
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String
    /// How the view looks once inserted, when the transition changes it (a modifier's
    /// identity, a custom transition's `.identity` phase); nil leaves the view as it is.
    let identity: IdentityState?

    init(_ description: String, identity: IdentityState? = nil) {
        self.description = description
        self.identity = identity
    }

    /// The view in the transition's identity state. The closure is only called on the main
    /// actor while a render builds its nodes; `@unchecked Sendable` as the modifiers it holds
    /// need not be.
    struct IdentityState: @unchecked Sendable {
        let apply: @MainActor (AnyView) -> AnyView

        /// This state, then `next`'s.
        func then(_ next: IdentityState?) -> IdentityState {
            guard let next else { return self }
            return IdentityState { next.apply(apply($0)) }
        }
    }

    /// A transition from `active` to `identity`: an inserted view is drawn with `identity`
    /// applied, as it rests on iOS once the insertion is over.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        // Kept for the main actor's render only, never shared (see IdentityState).
        nonisolated(unsafe) let resting = identity
        return AnyTransition("modifier(\(E.self))", identity: IdentityState { AnyView($0.modifier(resting)) })
    }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let slide = AnyTransition("slide")
    public static let scale = AnyTransition("scale")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(\(scale))")
    }

    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }

    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }

    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))", identity: insertion.identity)
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(self)+\(other)", identity: identity.map { $0.then(other.identity) } ?? other.identity)
    }

    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition("\(self).animation", identity: identity) }
}

/// How content changes in place, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable, Equatable {
    let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")

    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText(countsDown: \(countsDown))")
    }

    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText(value:)") }

    /// Replaces a symbol with the system's symbol effect. Like every content transition it
    /// animates a change, so a render draws the new symbol.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

/// A namespace for matched geometry, as SwiftUI's `@Namespace`: each view gets its own.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let id: ID

    public init() {
        id = ID(value: ProcessWideState.namespaceIDs.next())
    }

    public var wrappedValue: Namespace.ID { id }
}

/// What a matched geometry effect shares, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Animates changes of `value` (drawn at their final value in a render).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inert() }

    /// Animates every change (the iOS 13 form).
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { inert() }

    /// How the view is inserted and removed; a view in a frame is drawn inserted, in the
    /// transition's identity state (unchanged, unless a `.modifier(active:identity:)` or a
    /// custom transition's identity phase says otherwise).
    public func transition(_ t: AnyTransition) -> some View { modifier(_AnyTransitionModifier(transition: t)) }

    /// How the view's content changes in place: read back as `\.contentTransition` inside; a
    /// render shows the content after the change.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }

    /// Changes the transaction of the changes inside.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { inert() }

    /// Changes the transaction when `value` changes (iOS 17): a render has no changes.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { inert() }

    /// Matches the geometry of views sharing `id` in `namespace` as they come and go. A frame
    /// draws each view where its own layout puts it: the state after the move.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        inert()
    }
}
