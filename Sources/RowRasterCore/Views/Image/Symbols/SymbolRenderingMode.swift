/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// Every symbol has a primary layer and may have secondary and tertiary ones (the disc behind
/// `checkmark.circle.fill`'s check, the drops under `cloud.rain.fill`'s cloud).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind

    /// Every layer in the foreground style; glyphs inside filled shapes are cut out.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// Secondary and tertiary layers in the foreground style's secondary and tertiary levels.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Each layer in its own style: the first, second and third of `foregroundStyle(_:_:_:)`.
    /// With fewer than two styles set, the symbol draws as `monochrome`.
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// The symbol's own colours where it has them (a red `heart.fill`, a green
    /// `checkmark.circle.fill`), the foreground style elsewhere.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

/// A symbol layer: which style of a layered rendering mode colours a part.
enum SymbolLayer: Int, Hashable, Sendable {
    case primary = 0, secondary = 1, tertiary = 2

    /// The layers of parts drawn without explicit ones: when one part encloses all the others
    /// (a ring, a disc, a frame around a glyph), it is secondary and the rest primary, as in
    /// SF Symbols' `checkmark.circle` or `calendar`; otherwise everything is primary.
    static func assign(_ parts: [SymbolDrawing.Part]) -> [SymbolLayer] {
        let primary = [SymbolLayer](repeating: .primary, count: parts.count)
        guard parts.count > 1 else { return primary }
        let bounds = parts.map { $0.path.curveBounds }
        guard let outer = bounds.indices.max(by: { bounds[$0].width * bounds[$0].height < bounds[$1].width * bounds[$1].height })
        else { return primary }
        let frame = bounds[outer].insetBy(dx: -1, dy: -1)
        // Enclosed parts are clearly smaller: a filled star and its own outline are one shape.
        let area = bounds[outer].width * bounds[outer].height
        let encloses = bounds.indices.allSatisfy {
            $0 == outer || (frame.contains(bounds[$0]) && bounds[$0].width * bounds[$0].height < 0.8 * area)
        }
        guard encloses, !parts[outer].isKnockout else { return primary }
        return parts.indices.map { $0 == outer ? .secondary : .primary }
    }
}

/// The styles a symbol's layers are drawn in, resolved for one image.
package struct SymbolPaint: Sendable {
    /// The style of the primary, secondary and tertiary layers.
    var styles: [ResolvedStyle]
    /// Whether knocked-out glyphs are painted in their layer's style after the cut (layered
    /// modes) or left as holes (monochrome).
    var paintsKnockouts: Bool

    package static func monochrome(_ style: ResolvedStyle) -> SymbolPaint {
        SymbolPaint(styles: [style, style, style], paintsKnockouts: false)
    }

    /// One style per layer, as the palette rendering mode paints (the last repeats).
    package static func palette(_ styles: [ResolvedStyle]) -> SymbolPaint {
        guard let last = styles.last else { return monochrome(.color(.clear)) }
        return SymbolPaint(styles: Array((styles + [last, last]).prefix(3)), paintsKnockouts: true)
    }

    func style(for layer: SymbolLayer) -> ResolvedStyle { styles[min(layer.rawValue, styles.count - 1)] }

    /// The paint for the symbol `name` in an environment's rendering mode and foreground styles.
    static func resolve(name: String, in environment: EnvironmentValues) -> SymbolPaint {
        let primary = environment.foregroundStyle(level: 0)
        switch environment.symbolRenderingMode?.kind ?? .monochrome {
        case .monochrome:
            return .monochrome(primary)
        case .hierarchical:
            return SymbolPaint(styles: (0...2).map { environment.foregroundStyle(level: $0) }, paintsKnockouts: true)
        case .palette:
            guard let levels = environment.foregroundStyleLevels, !levels.isEmpty else { return .monochrome(primary) }
            var inner = environment
            inner.foregroundStyle = nil
            inner.foregroundStyleLevels = nil
            let styles = [primary] + levels.map { resolveShapeStyle($0.style, in: inner) }
            return SymbolPaint(styles: styles, paintsKnockouts: true)
        case .multicolor:
            guard let colors = MulticolorSymbols.colors[name] else { return .monochrome(primary) }
            let styles = colors.map { color in color.map { resolveShapeStyle($0, in: environment) } ?? primary }
            return SymbolPaint(styles: styles, paintsKnockouts: true)
        }
    }
}

/// The fixed colours of symbols that have them in SF Symbols' multicolor mode, by layer
/// (primary, secondary); nil is the foreground style. Symbols not listed draw in the
/// foreground style, as `trash.fill` does on iOS.
enum MulticolorSymbols {
    static let colors: [String: [Color?]] = [
        "heart.fill": [.red, .red],
        "heart.circle.fill": [.white, .red],
        "star.fill": [.yellow, .yellow],
        "star.circle.fill": [.white, .yellow],
        "bolt.fill": [.yellow, .yellow],
        "bolt.circle.fill": [.white, .yellow],
        "flame.fill": [.orange, .orange],
        "leaf.fill": [.green, .green],
        "sun.max.fill": [.yellow, .yellow],
        "sun.min.fill": [.yellow, .yellow],
        "sunrise.fill": [nil, .yellow],
        "sunset.fill": [nil, .orange],
        "moon.fill": [.yellow, .yellow],
        "moon.stars.fill": [.yellow, .yellow],
        "cloud.rain.fill": [nil, .blue],
        "cloud.drizzle.fill": [nil, .blue],
        "cloud.heavyrain.fill": [nil, .blue],
        "cloud.bolt.fill": [nil, .yellow],
        "cloud.sun.fill": [nil, .yellow],
        "exclamationmark.triangle.fill": [.black, .yellow],
        "checkmark.circle.fill": [.white, .green],
        "checkmark.seal.fill": [.white, .blue],
        "xmark.circle.fill": [.white, .gray],
        "plus.circle.fill": [.white, .green],
        "minus.circle.fill": [.white, .red],
        "info.circle.fill": [.white, .blue],
        "exclamationmark.circle.fill": [.white, .red],
        "questionmark.circle.fill": [.white, .blue],
        "trash.circle.fill": [.white, .red],
        "drop.fill": [.cyan, .cyan],
    ]
}

private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
private struct ForegroundStyleLevelsKey: EnvironmentKey { static var defaultValue: [AnyShapeStyle]? { nil } }

extension EnvironmentValues {
    /// The rendering mode of symbols inside; nil means monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The secondary and tertiary styles set by `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)`, already resolved; nil when a single style was set.
    var foregroundStyleLevels: [AnyShapeStyle]? {
        get { self[ForegroundStyleLevelsKey.self] }
        set { self[ForegroundStyleLevelsKey.self] = newValue }
    }

    /// The style set explicitly for a hierarchical level above the primary, if any.
    func explicitForegroundStyle(level: Int) -> ResolvedStyle? {
        guard level > 0, let levels = foregroundStyleLevels, !levels.isEmpty else { return nil }
        var inner = self
        inner.foregroundStyle = nil
        inner.foregroundStyleLevels = nil
        return resolveShapeStyle(levels[min(level, levels.count) - 1].style, in: inner)
    }
}

/// Sets the primary style and the secondary (and tertiary) levels of the foreground style.
nonisolated struct _ForegroundStyleLevelsModifier: ViewModifier, PrimitiveModifier {
    let styles: [any ShapeStyle]

    func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        content(context.modifyingEnvironment { environment in
            let resolved = styles.map { AnyShapeStyle(_ResolvedShapeStyle(style: resolveShapeStyle($0, in: environment))) }
            environment.foregroundStyleIsExplicit = true
            environment.foregroundStyle = resolved.first
            environment.foregroundStyleLevels = Array(resolved.dropFirst())
        })
    }
}

nonisolated extension View {
    /// The primary and secondary levels of the foreground style inside: `.secondary` content
    /// takes `secondary`, and a `.palette` symbol's layers take one each.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_ForegroundStyleLevelsModifier(styles: [primary, secondary]))
    }

    /// The primary, secondary and tertiary levels of the foreground style inside.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                             _ tertiary: S3) -> some View {
        modifier(_ForegroundStyleLevelsModifier(styles: [primary, secondary, tertiary]))
    }

    /// How symbols inside colour their layers; nil restores monochrome.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// How this symbol colours its layers, overriding the environment's mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingModeValue = mode
        return copy
    }
}
