/// Hardware keyboard and pointer input: key presses, hover and pointer effects, and focus
/// that comes from a keyboard. None of it happens before a touch or a key, so a render draws
/// the view as it is: no hover highlight, no focus ring, and no action run.

import Foundation

/// A key event, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers

    /// Which parts of a key press an action handles, as SwiftUI's `KeyPress.Phases`.
    public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]

        public var debugDescription: String {
            let names = [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }

    /// Whether an action consumed the key press, as SwiftUI's `KeyPress.Result`.
    public enum Result: Sendable, Hashable { case handled, ignored }

    public var debugDescription: String { "KeyPress(\(phase.debugDescription), \(characters.debugDescription))" }
}

/// A pointer moving over a view, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// The effect a pointer hovering over a view has, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// Which interactions give a view focus, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let activate = FocusInteractions(rawValue: 1 << 0)
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

/// When a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable {
    private let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

nonisolated extension View {
    // MARK: Key presses (iOS 17, with a hardware keyboard)

    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { inert() }

    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        inert()
    }

    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        inert()
    }

    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        inert()
    }

    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        inert()
    }

    // MARK: Pointer

    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        inert()
    }

    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        inert()
    }

    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { inert() }

    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { inert() }

    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { inert() }

    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { inert() }

    // MARK: Keyboard focus

    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { inert() }

    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { inert() }

    /// The value focus moves to when the screen appears; a render's first frame has no focus yet.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        inert()
    }
}
