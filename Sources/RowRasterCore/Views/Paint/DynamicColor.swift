/// A colour's value in each appearance iOS tells apart: light or dark, at standard or increased
/// contrast (Settings › Accessibility › Increase Contrast).
///
/// System colours, UIKit's semantic colours, asset-catalog colours and `UIColor(dynamicProvider:)`
/// carry one of these; a colour made from components has the same value in all four. The value is
/// chosen when the colour is drawn, from the environment it is drawn in (`\.colorScheme`,
/// `\.colorSchemeContrast`), as a dynamic `UIColor` resolves against its trait collection.
package struct DynamicColorValues: Hashable, Sendable {
    var light: RGBAColor
    var dark: RGBAColor
    var lightIncreasedContrast: RGBAColor
    var darkIncreasedContrast: RGBAColor

    /// Where no increased-contrast value is given, the standard one is used, as iOS does for
    /// colours that define none.
    package init(light: RGBAColor, dark: RGBAColor, lightIncreasedContrast: RGBAColor? = nil, darkIncreasedContrast: RGBAColor? = nil) {
        self.light = light
        self.dark = dark
        self.lightIncreasedContrast = lightIncreasedContrast ?? light
        self.darkIncreasedContrast = darkIncreasedContrast ?? dark
    }

    /// The four values from 0xRRGGBB literals, as Apple's colour tables list them.
    package init(light: UInt32, dark: UInt32, lightIncreasedContrast: UInt32? = nil, darkIncreasedContrast: UInt32? = nil, opacity: Double = 1) {
        self.init(light: RGBAColor(hex: light, opacity: opacity), dark: RGBAColor(hex: dark, opacity: opacity),
                  lightIncreasedContrast: lightIncreasedContrast.map { RGBAColor(hex: $0, opacity: opacity) },
                  darkIncreasedContrast: darkIncreasedContrast.map { RGBAColor(hex: $0, opacity: opacity) })
    }

    /// One value in every appearance.
    package init(fixed color: RGBAColor) {
        self.init(light: color, dark: color)
    }

    package func value(for scheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBAColor {
        switch (scheme, contrast) {
        case (.light, .standard): return light
        case (.dark, .standard): return dark
        case (.light, .increased): return lightIncreasedContrast
        case (.dark, .increased): return darkIncreasedContrast
        }
    }

    package func value(in environment: EnvironmentValues) -> RGBAColor {
        value(for: environment.colorScheme, contrast: environment.colorSchemeContrast)
    }

    /// Every value changed the same way (an opacity applied to a dynamic colour).
    package func map(_ transform: (RGBAColor) -> RGBAColor) -> DynamicColorValues {
        DynamicColorValues(light: transform(light), dark: transform(dark),
                           lightIncreasedContrast: transform(lightIncreasedContrast), darkIncreasedContrast: transform(darkIncreasedContrast))
    }

    /// Each value combined with the other's value for the same appearance (one colour mixed
    /// with another).
    package func combined(with other: DynamicColorValues, _ combine: (RGBAColor, RGBAColor) -> RGBAColor) -> DynamicColorValues {
        DynamicColorValues(light: combine(light, other.light), dark: combine(dark, other.dark),
                           lightIncreasedContrast: combine(lightIncreasedContrast, other.lightIncreasedContrast),
                           darkIncreasedContrast: combine(darkIncreasedContrast, other.darkIncreasedContrast))
    }

    var isFixed: Bool { dark == light && lightIncreasedContrast == light && darkIncreasedContrast == light }
}

/// Whether colours are drawn at standard or increased contrast, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

extension EnvironmentValues {
    /// The contrast colours are drawn at: `.increased` when the render's appearance asks for it
    /// (`RenderAppearance.colorSchemeContrast`), as when Increase Contrast is on. Read-only for
    /// views, as in SwiftUI.
    public package(set) var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The colour scheme of this view and everything inside it.
    ///
    /// On iOS the preference reaches the whole presentation it is in; a render's content is its
    /// window here, so on the root view (where apps and previews put it) the two agree. Further
    /// in, it sets the scheme of the modified view and its content only. `nil` keeps the scheme
    /// the view had.
    /// The scheme of this view and its content: the deprecated form of
    /// `environment(\.colorScheme, _:)`.
    @available(iOS, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    @MainActor public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    @MainActor public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { scheme in
            if let colorScheme { scheme = colorScheme }
        }
        .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}

/// The preference `preferredColorScheme(_:)` sets, which the presentation reads, as SwiftUI's
/// `PreferredColorSchemeKey`: nil when no view inside prefers a scheme.
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?

    /// The first view that prefers a scheme decides it; later siblings' preferences are not asked.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = value ?? nextValue()
    }
}
