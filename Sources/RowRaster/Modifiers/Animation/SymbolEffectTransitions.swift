/// The symbol effects that draw a symbol in or out, or replace it, as Apple's Symbols framework
/// declares them, and the transitions made of them (`SymbolEffectTransition`,
/// `ContentTransition.symbolEffect(_:options:)`). A render shows a view after its insertion
/// or change, so these draw the symbol as it is; only a transition's own phases before
/// insertion and after removal, asked for directly, draw it hidden.
///
/// `appear` and `disappear` are not indefinite effects here: `symbolEffect(.disappear,
/// isActive:)` holds a symbol hidden while active, which is left out rather than drawn wrong.

/// An effect that can draw a symbol in or out as a transition, as `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect {}

/// An effect that can replace one symbol with another, as `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect {}

/// Draws a symbol in, its layers growing from nothing, as `AppearSymbolEffect`.
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect {
    var direction = 0
    var layering = SymbolEffectLayering.automatic

    /// Grows upwards into place.
    public var up: AppearSymbolEffect { var copy = self; copy.direction = 1; return copy }
    /// Grows downwards into place.
    public var down: AppearSymbolEffect { var copy = self; copy.direction = -1; return copy }
    /// Draws each layer in turn.
    public var byLayer: AppearSymbolEffect { var copy = self; copy.layering = .byLayer; return copy }
    /// Draws the whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { var copy = self; copy.layering = .wholeSymbol; return copy }
}

/// Draws a symbol out, its layers shrinking to nothing, as `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect {
    var direction = 0
    var layering = SymbolEffectLayering.automatic

    /// Shrinks upwards out of place.
    public var up: DisappearSymbolEffect { var copy = self; copy.direction = 1; return copy }
    /// Shrinks downwards out of place.
    public var down: DisappearSymbolEffect { var copy = self; copy.direction = -1; return copy }
    /// Draws each layer out in turn.
    public var byLayer: DisappearSymbolEffect { var copy = self; copy.layering = .byLayer; return copy }
    /// Draws the whole symbol out at once.
    public var wholeSymbol: DisappearSymbolEffect { var copy = self; copy.layering = .wholeSymbol; return copy }
}

/// Replaces one symbol with another, as `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// How the old symbol leaves and the new one arrives: 0 down-up, 1 up-up, 2 off-up.
    var style = 0
    var layering = SymbolEffectLayering.automatic

    /// The old symbol leaves downwards, the new one arrives upwards.
    public var downUp: ReplaceSymbolEffect { var copy = self; copy.style = 0; return copy }
    /// Both leave and arrive upwards.
    public var upUp: ReplaceSymbolEffect { var copy = self; copy.style = 1; return copy }
    /// The old symbol fades off, the new one arrives upwards.
    public var offUp: ReplaceSymbolEffect { var copy = self; copy.style = 2; return copy }
    /// Replaces each layer in turn.
    public var byLayer: ReplaceSymbolEffect { var copy = self; copy.layering = .byLayer; return copy }
    /// Replaces the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { var copy = self; copy.layering = .wholeSymbol; return copy }
}

/// The system's choice of effect for the change, as `AutomaticSymbolEffect`.
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect {}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Draws the symbol in.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Draws the symbol out.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The system's choice of effect.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

/// Draws the symbols of an inserted or removed view in or out with a symbol effect, as
/// iOS 17's `SymbolEffectTransition`. Once inserted (every render) the view is drawn as it is;
/// before insertion and after removal its symbols are drawn out of sight.
public struct SymbolEffectTransition: Transition {
    let effect: AnyHashable
    let options: SymbolEffectOptions

    /// A transition that draws symbols in and out with `effect`.
    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.effect = AnyHashable(effect)
        self.options = options
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// The effect moves the symbol's layers.
    public static let properties = TransitionProperties(hasMotion: true)
}

extension Transition where Self == SymbolEffectTransition {
    /// Draws symbols in and out with `effect`.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(_ effect: T,
                                                                            options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }

    /// Draws symbols in and out with the system's choice of effect.
    public static var symbolEffect: SymbolEffectTransition { symbolEffect(.automatic) }
}

extension ContentTransition {
    /// Replaces a symbol with `effect`. Like every content transition it animates a change, so
    /// a render draws the new symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                   options: SymbolEffectOptions = .default) -> ContentTransition {
        T.self == AutomaticSymbolEffect.self && options == .default ? .symbolEffect : ContentTransition(name: "symbolEffect(\(effect), \(options))")
    }
}
