/// iOS 17's `Color(_:)` of a custom shape style that resolves to a colour: the colour keeps the
/// style and asks it for its colour where it is drawn, in that environment (colour scheme,
/// contrast, and any value the style reads), as SwiftUI does.

extension Color {
    /// A colour that draws as `color` resolves where it is drawn: a custom `ShapeStyle` whose
    /// `resolve(in:)` returns a `Color.Resolved`, such as a brand colour with a value for each
    /// colour scheme.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        self.init(style: ColorResolvingStyle(color))
    }
}

/// A custom style kept in a `Color`: equal when the styles are equal, as two colours of the
/// same style draw the same.
struct ColorResolvingStyle: Hashable, Sendable {
    private let style: any Hashable & Sendable
    private let resolve: @Sendable (EnvironmentValues) -> Color.Resolved
    /// What `Color.opacity(_:)` multiplied the resolved colour's opacity by.
    private let opacity: Double

    init<T>(_ style: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        self.style = style
        resolve = { environment in style.resolve(in: environment) }
        opacity = 1
    }

    private init(style: any Hashable & Sendable, resolve: @escaping @Sendable (EnvironmentValues) -> Color.Resolved, opacity: Double) {
        self.style = style
        self.resolve = resolve
        self.opacity = opacity
    }

    /// The colour the style gives in `environment`.
    func resolved(in environment: EnvironmentValues) -> RGBAColor {
        let color = resolve(environment).rgba
        return opacity == 1 ? color : color.multipliedOpacity(opacity)
    }

    /// The style with its colour's opacity multiplied by `factor`.
    func multipliedOpacity(_ factor: Double) -> ColorResolvingStyle {
        ColorResolvingStyle(style: style, resolve: resolve, opacity: opacity * factor)
    }

    /// The style's colour in light and dark mode, each at standard and increased contrast, where
    /// a colour's values are needed outside an environment (mixing two colours, a `UIColor` of
    /// it, its description): the style is asked in an otherwise default environment.
    var appearanceValues: DynamicColorValues {
        func value(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> RGBAColor {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            environment.colorSchemeContrast = contrast
            return resolved(in: environment)
        }
        return DynamicColorValues(light: value(.light, .standard), dark: value(.dark, .standard),
                                  lightIncreasedContrast: value(.light, .increased), darkIncreasedContrast: value(.dark, .increased))
    }

    static func == (lhs: ColorResolvingStyle, rhs: ColorResolvingStyle) -> Bool {
        AnyHashable(lhs.style) == AnyHashable(rhs.style) && lhs.opacity == rhs.opacity
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(style))
        hasher.combine(opacity)
    }
}
