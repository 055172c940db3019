/// The symbol effects that play once when a value changes, as Apple's Symbols framework
/// declares them (app code gets them through SwiftUI): `bounce`, `pulse` and `variableColor`,
/// with their options. Before the value changes, which is every render, the symbol is drawn
/// as it is. `pulse` and `variableColor` also run while active (`symbolEffect(_:options:isActive:)`);
/// the transition effects (`appear`, `disappear`, `replace`) are in SymbolEffectTransitions.swift.

/// An animation of a symbol's layers, as the Symbols framework's `SymbolEffect`.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that plays once each time a value changes, as `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect {}

/// An effect that can run for as long as it is active, as `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect {}

/// How a symbol effect plays: how often and how fast, as `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays; nil repeats as the effect does by default.
    var repeatCount: Int?
    /// How fast the effect plays, relative to its normal speed.
    var speedFactor = 1.0

    /// Plays the effect as it normally plays.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats the effect for as long as possible.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays the effect once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// Plays the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Plays the effect at `speed` times its normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating for as long as possible.
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = .max } }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1 } }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.repeatCount = count } }
    /// These options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speedFactor = speed } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Which layers of a symbol an effect moves.
enum SymbolEffectLayering: Hashable, Sendable {
    case automatic, byLayer, wholeSymbol
}

/// A bounce of the symbol, up or down, as `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
    var direction = 0
    var layering = SymbolEffectLayering.automatic

    /// Bounces upwards.
    public var up: BounceSymbolEffect { var copy = self; copy.direction = 1; return copy }
    /// Bounces downwards.
    public var down: BounceSymbolEffect { var copy = self; copy.direction = -1; return copy }
    /// Bounces each layer in turn.
    public var byLayer: BounceSymbolEffect { var copy = self; copy.layering = .byLayer; return copy }
    /// Bounces the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { var copy = self; copy.layering = .wholeSymbol; return copy }
}

/// A fade of the symbol's opacity in and out, as `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var layering = SymbolEffectLayering.automatic

    /// Pulses each layer in turn.
    public var byLayer: PulseSymbolEffect { var copy = self; copy.layering = .byLayer; return copy }
    /// Pulses the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { var copy = self; copy.layering = .wholeSymbol; return copy }
}

/// Lights a symbol's variable layers one after another, as `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isCumulative = false
    var reverses = false
    var hidesInactiveLayers = false

    /// Lights one layer at a time.
    public var iterative: VariableColorSymbolEffect { var copy = self; copy.isCumulative = false; return copy }
    /// Lights the layers one after another, keeping each lit.
    public var cumulative: VariableColorSymbolEffect { var copy = self; copy.isCumulative = true; return copy }
    /// Plays forwards then backwards.
    public var reversing: VariableColorSymbolEffect { var copy = self; copy.reverses = true; return copy }
    /// Plays forwards only.
    public var nonReversing: VariableColorSymbolEffect { var copy = self; copy.reverses = false; return copy }
    /// Hides the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect { var copy = self; copy.hidesInactiveLayers = true; return copy }
    /// Dims the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect { var copy = self; copy.hidesInactiveLayers = false; return copy }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce of the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of the symbol's opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The symbol's variable layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

nonisolated extension View {
    /// Plays `effect` on the symbols inside over and over while `isActive` (a pulse, lit
    /// layers in turn). A render draws the symbols as they are between two runs of the effect,
    /// as they look when it stops.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                     isActive: Bool = true) -> some View {
        inert()
    }

    /// Plays `effect` on the symbols inside each time `value` changes. A render is drawn
    /// before any change, so the symbols are drawn as they are.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                 value: U) -> some View {
        inert()
    }
}
