/// Animation, transition and matched-geometry modifiers. Each changes how a view moves between
/// states, and a render draws states: the first frame and every simulated frame show the view
/// at its final value, so these modifiers draw the view as it is.

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. A view present in a frame is
/// drawn fully inserted.
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

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
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(self)+\(other)") }

    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition("\(self).animation") }
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

extension View {
    /// Animates changes of `value` (drawn at their final value in a render).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inert() }

    /// Animates every change (the iOS 13 form).
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { inert() }

    /// How the view is inserted and removed; a view in a frame is drawn inserted.
    public func transition(_ t: AnyTransition) -> some View { inert() }

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
