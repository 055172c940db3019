// iOS 18's hover effects, composed as views are: the effect an iPad pointer (or a visionOS
// gaze) brings out on a view. Nothing hovers over a first frame, and an iPhone has no
// pointer, so every effect draws the view as it is.

/// An effect shown while a pointer hovers over a view, as SwiftUI's `CustomHoverEffect`.
public protocol CustomHoverEffect {
    /// The effect this one is made of.
    associatedtype Body: CustomHoverEffect
    /// The effect a `body` starts from.
    typealias Content = EmptyHoverEffect
    /// The effect, made from `content`.
    func body(content: Content) -> Body
}

extension Never: CustomHoverEffect {
    public func body(content: EmptyHoverEffect) -> Never { fatalError("Never has no hover effect") }
}

/// No effect, as SwiftUI's `EmptyHoverEffect`: what custom effects build on.
public struct EmptyHoverEffect: CustomHoverEffect {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError("EmptyHoverEffect is where effects start") }
}

/// The platform's effect for the view, as SwiftUI's `AutomaticHoverEffect`.
public struct AutomaticHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// A platter behind the view, as SwiftUI's `HighlightHoverEffect`.
public struct HighlightHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// The view raised under the pointer, as SwiftUI's `LiftHoverEffect`.
public struct LiftHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: Content) -> some CustomHoverEffect { content }
}

extension CustomHoverEffect where Self == EmptyHoverEffect {
    /// No effect.
    public static var empty: EmptyHoverEffect { EmptyHoverEffect() }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
    /// The platform's effect.
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

extension CustomHoverEffect where Self == HighlightHoverEffect {
    /// A platter behind the view.
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

extension CustomHoverEffect where Self == LiftHoverEffect {
    /// The view raised under the pointer.
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

extension CustomHoverEffect {
    /// The effect, or none when `disabled`.
    public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect { self }
}

extension HoverEffect: CustomHoverEffect {
    /// A hover effect made of a custom one.
    public init(_ effect: some CustomHoverEffect) { self.init(name: "custom") }

    public func body(content: Content) -> some CustomHoverEffect { content }
}

nonisolated extension View {
    /// Shows `effect` while a pointer hovers over the view: at rest, the view as it is.
    public func hoverEffect(_ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true) -> some View { inert() }

    /// The effect the views inside show under a pointer: at rest, none shows.
    public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View { inert() }
}
