import Foundation

// SwiftUI's text modifiers on any view (iOS 16): they style every `Text` inside, under the
// styles a `Text` sets on itself.

private struct TextStyleKey: EnvironmentKey { static var defaultValue: Text.Style { Text.Style() } }

extension EnvironmentValues {
    /// The text styles set on enclosing views (`.kerning`, `.underline`, `.fontDesign`, …).
    var textStyle: Text.Style {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    private func textStyle(_ change: @escaping (inout Text.Style) -> Void) -> some View {
        transformEnvironment(\.textStyle, transform: change)
    }

    /// The font design (`.serif`, `.rounded`, `.monospaced`) of text inside.
    public func fontDesign(_ design: Font.Design?) -> some View { textStyle { $0.design = design } }

    /// Text inside in the monospaced design of its font.
    public func monospaced(_ isActive: Bool = true) -> some View {
        textStyle { if isActive { $0.design = .monospaced } }
    }

    /// Tabular figures for text inside, so digits line up in columns.
    public func monospacedDigit() -> some View { textStyle { $0.monospacedDigit = true } }

    /// Space between characters of text inside, in points (drawn as letter spacing).
    public func kerning(_ kerning: CGFloat) -> some View { textStyle { $0.kerning = kerning } }

    /// Space after each character of text inside, in points (drawn as letter spacing).
    public func tracking(_ tracking: CGFloat) -> some View { textStyle { $0.tracking = tracking } }

    /// Raises text inside above its baseline by `offset` points.
    public func baselineOffset(_ offset: CGFloat) -> some View { textStyle { $0.baselineOffset = offset } }

    /// Underlines text inside; every pattern is drawn as a solid line.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyle { $0.underline = isActive ? .some(color) : nil }
    }

    /// Strikes through text inside; every pattern is drawn as a solid line.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyle { $0.strikethrough = isActive ? .some(color) : nil }
    }
}
