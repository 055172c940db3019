/// A variant of a symbol, as SwiftUI's `SymbolVariants`: `Image(systemName: "heart")`
/// under `.symbolVariant(.fill)` draws `heart.fill`. Variants combine (`.circle.fill`); a
/// combination the symbol does not have falls back to the nearest one it has, down to the
/// name as written, as on iOS.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: the name as written.
    public static let none = SymbolVariants()
    /// A filled version (`heart.fill`).
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol inside a circle (`plus.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol inside a square (`plus.square`).
    public static let square = SymbolVariants(shape: .square)
    /// The symbol inside a rectangle (`play.rectangle`).
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The symbol with a slash through it (`bell.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, filled.
    public var fill: SymbolVariants { var copy = self; copy.isFilled = true; return copy }
    /// This variant inside a circle.
    public var circle: SymbolVariants { var copy = self; copy.shape = .circle; return copy }
    /// This variant inside a square.
    public var square: SymbolVariants { var copy = self; copy.shape = .square; return copy }
    /// This variant inside a rectangle.
    public var rectangle: SymbolVariants { var copy = self; copy.shape = .rectangle; return copy }
    /// This variant with a slash.
    public var slash: SymbolVariants { var copy = self; copy.isSlashed = true; return copy }

    /// Whether every part of `other` is part of this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The name of `name` in this variant: the first of its variants, from the whole combination
    /// down to fewer parts, that `isKnown` accepts; the name as written when none is.
    func resolve(_ name: String, isKnown: (String) -> Bool) -> String {
        guard self != .none else { return name }
        // Suffixes already in the name count as requested (`heart.fill` with `.circle`).
        var components = name.split(separator: ".").map(String.init)
        var wanted = self
        while components.count > 1, let last = components.last {
            if last == "fill" { wanted.isFilled = true } else if last == "slash" { wanted.isSlashed = true } else if let shape = Shape(rawValue: last) {
                if wanted.shape == nil { wanted.shape = shape }
            } else { break }
            components.removeLast()
        }
        let base = components.joined(separator: ".")
        for candidate in wanted.fallbacks {
            let full = candidate.name(base: base)
            if isKnown(full) { return full }
        }
        return name
    }

    /// SF Symbols' order of suffixes: slash, then the enclosing shape, then fill.
    func name(base: String) -> String {
        var name = base
        if isSlashed { name += ".slash" }
        if let shape { name += "." + shape.rawValue }
        if isFilled { name += ".fill" }
        return name
    }

    /// This variant, then ones with fewer parts: the shape goes before the fill, the slash last.
    var fallbacks: [SymbolVariants] {
        var result: [SymbolVariants] = []
        for slashed in isSlashed ? [true, false] : [false] {
            for shape in shape.map({ [$0, nil] }) ?? [nil] {
                for filled in isFilled ? [true, false] : [false] {
                    result.append(SymbolVariants(shape: shape, isFilled: filled, isSlashed: slashed))
                }
            }
        }
        return result
    }
}

extension Image {
    /// Every SF Symbols name `Image(systemName:)` draws, sorted: RowRaster's hand-drawn
    /// symbols and the names it maps onto bootstrap-icons (RowRaster's addition, for symbol
    /// sheets and checks; SwiftUI has no such list).
    nonisolated public static var systemSymbolNames: [String] { SymbolCatalog.names }

    /// The scale of a symbol relative to the font it sits in, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        /// About 0.8 times the medium size.
        case small
        /// As tall as a line of text in the font (1.2 times its point size).
        case medium
        /// About 1.29 times the medium size.
        case large

        /// Height relative to `.medium`. Apple publishes no exact factors; 0.8 and 1.29 are the
        /// commonly quoted approximations of SF Symbols' small and large scales (not measured
        /// here, since no iOS device is at hand). The symbol stays centred on the text's
        /// cap-height midline whatever its scale.
        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension EnvironmentValues {
    /// The variant of symbols inside.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The scale of symbols inside relative to their font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws symbols inside in a variant (`.fill`, `.circle`, `.circle.fill`, …).
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }

    /// Scales symbols inside relative to their font: small, medium (the default) or large.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
