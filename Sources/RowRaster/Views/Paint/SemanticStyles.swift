/// A style with hierarchical levels of its own (the background's levels are background
/// colours, not fainter copies): what `.secondary` … `.quinary` on it give.
protocol LeveledShapeStyle: ResolvableShapeStyle {
    func resolveStyle(level: Int, in environment: EnvironmentValues) -> ResolvedStyle
}

extension LeveledShapeStyle {
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { resolveStyle(level: 0, in: environment) }
}

/// The level-th entry of `colors` in `environment`'s appearance, the last one beyond them.
private func level(_ level: Int, of colors: [DynamicColorValues], in environment: EnvironmentValues) -> ResolvedStyle {
    .color(colors[max(0, min(colors.count - 1, level))].value(in: environment))
}

/// The background style (`.background`): the environment's `backgroundStyle` when one is set
/// (as SwiftUI resolves it), else systemBackground, white in light mode and black in dark; its
/// levels are secondarySystemBackground, tertiarySystemBackground, then the grouped greys again.
public struct BackgroundStyle: ShapeStyle, LeveledShapeStyle, Hashable {
    public init() {}
    static let levels = [SystemColorTable.systemBackground, SystemColorTable.secondarySystemBackground,
                         SystemColorTable.tertiarySystemBackground, SystemColorTable.secondarySystemBackground]
    func resolveStyle(level l: Int, in environment: EnvironmentValues) -> ResolvedStyle {
        guard let custom = environment.backgroundStyle else { return level(l, of: Self.levels, in: environment) }
        // Resolved without itself, so `.backgroundStyle(.background)` is the system's, not a loop.
        // A set style has no background levels of its own: deeper levels fade it as a custom
        // style's levels do (a reconstruction; Apple does not document them).
        var inner = environment
        inner.backgroundStyle = nil
        return resolveShapeStyle(custom.style, in: inner).fadedToHierarchicalLevel(l)
    }
}

/// The fill style (`.fill`): systemFill and, by level, secondary, tertiary and quaternary system fill.
public struct FillShapeStyle: ShapeStyle, LeveledShapeStyle, Hashable {
    public init() {}
    static let levels = [SystemColorTable.systemFill, SystemColorTable.secondarySystemFill,
                         SystemColorTable.tertiarySystemFill, SystemColorTable.quaternarySystemFill]
    func resolveStyle(level l: Int, in environment: EnvironmentValues) -> ResolvedStyle { level(l, of: Self.levels, in: environment) }
}

/// The separator colour (`.separator`), UIKit's separator.
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .color(SystemColorTable.separator.value(in: environment)) }
}

/// The placeholder text colour (`.placeholder`), UIKit's placeholderText.
public struct PlaceholderTextShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .color(SystemColorTable.placeholderText.value(in: environment)) }
}

/// The colour of links (`.link`), UIKit's `link`: what `Link` and link text draw with when no
/// tint is set.
public struct LinkShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .color(SystemColorTable.link.value(in: environment)) }
}

/// The style that marks selection (`.selection`): on iPhone always the environment's accent
/// colour, the tint when one is set (iPad and Mac dim it for unfocused windows, which a render
/// does not have).
public struct SelectionShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(environment.tintOrAccent.resolved(in: environment))
    }
}

/// A window's background (`.windowBackground`): on iOS the system background a window shows,
/// white in light mode and black in dark mode.
public struct WindowBackgroundShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(SystemColorTable.systemBackground.value(in: environment))
    }
}

/// A hierarchical level of another style (`.background.secondary`, `Color.red.tertiary`):
/// the style's own level when it has levels, else the style at that level's opacity, as
/// SwiftUI's `HierarchicalShapeStyleModifier`.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let level: Int

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        if let leveled = base as? any LeveledShapeStyle { return leveled.resolveStyle(level: level, in: environment) }
        if base is ForegroundStyle || base is HierarchicalShapeStyle {
            let baseLevel = (base as? HierarchicalShapeStyle)?.level ?? 0
            return environment.foregroundStyle(level: baseLevel + level)
        }
        return resolveShapeStyle(base, in: environment).fadedToHierarchicalLevel(level)
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
