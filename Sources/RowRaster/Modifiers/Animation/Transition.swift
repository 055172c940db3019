import Foundation

/// Where a view is in its transition, as iOS 17's `TransitionPhase`. A render only ever
/// shows views at `.identity`: present views are fully inserted.
@frozen public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted.
    case willAppear
    /// Fully present.
    case identity
    /// Removed.
    case didDisappear

    /// Whether this is the `.identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 at identity, 1 after disappearing: a factor for effects that
    /// run opposite ways on insertion and removal.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a transition does besides its drawing, as iOS 17's `TransitionProperties`.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (so reduced-motion settings may replace it).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The view a ``Transition`` transforms, as iOS 17's `PlaceholderContentView`: the view the
/// transition was attached to.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView

    public var body: some View { content }
}

/// How a view is drawn in each phase of its insertion and removal, as iOS 17's `Transition`
/// protocol. A render draws present views through `body(content:phase:)` at `.identity`.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    /// The content as it is drawn in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does besides drawing.
    static var properties: TransitionProperties { get }
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` drawn as this transition draws it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content: AnyView(content)), phase: phase)
    }

    /// This transition and `other` applied together.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition, run with `animation` (the drawing is the same; a render shows no motion).
    public func animation(_ animation: Animation?) -> some Transition { self }
}

/// Two transitions applied one inside the other.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}

/// The transition that leaves the view as it is, as iOS 17's `IdentityTransition`.
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    public static let properties = TransitionProperties(hasMotion: false)
}

/// Fades the view in and out, as iOS 17's `OpacityTransition`.
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static let properties = TransitionProperties(hasMotion: false)
}

/// Moves the view in from, and out to, an offset, as iOS 17's `OffsetTransition`.
public struct OffsetTransition: Transition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Scales the view in from, and out to, a scale about an anchor, as iOS 17's `ScaleTransition`.
public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

extension Transition where Self == IdentityTransition {
    /// A transition that leaves the view as it is.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A fade.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == OffsetTransition {
    /// A move in from, and out to, `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// A move in from, and out to, (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == ScaleTransition {
    /// A scale from nearly nothing.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    /// A scale from `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension AnyTransition {
    /// A type-erased `transition`.
    public init<T: Transition>(_ transition: T) {
        // Kept for the main actor's render only, never shared (see IdentityState).
        nonisolated(unsafe) let erased = transition
        self.init("\(T.self)", identity: IdentityState { AnyView(erased.apply(content: $0, phase: .identity)) })
    }
}

extension View {
    /// How the view is inserted and removed; a view in a frame is drawn inserted, through the
    /// transition's `body(content:phase:)` at `.identity`.
    public func transition<T: Transition>(_ transition: T) -> some View {
        transition.apply(content: self, phase: .identity)
    }
}
