/// A style already resolved to a paint, so a hierarchical style set by `foregroundStyle`
/// keeps meaning "relative to the style around it".
struct _ResolvedShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    let style: ResolvedStyle
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { style }
}

private struct ForegroundStyleIsExplicitKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the foreground style was set by the app (`foregroundStyle`, `foregroundColor`)
    /// rather than by a container's look (a list's section headers): borderless buttons take
    /// the app's, and keep their tint under a container's.
    package var foregroundStyleIsExplicit: Bool {
        get { self[ForegroundStyleIsExplicitKey.self] }
        set { self[ForegroundStyleIsExplicitKey.self] = newValue }
    }
}

nonisolated struct _ForegroundStyleModifier: ViewModifier, PrimitiveModifier {
    let style: (any ShapeStyle)?

    func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        content(context.modifyingEnvironment { environment in
            environment.foregroundStyleIsExplicit = style != nil
            environment.foregroundStyleLevels = nil
            guard let style else { environment.foregroundStyle = nil; return }
            environment.foregroundStyle = AnyShapeStyle(_ResolvedShapeStyle(style: resolveShapeStyle(style, in: environment)))
        })
    }
}

nonisolated extension View {
    /// The style of text and shapes inside (their fill unless they set one).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(style: style))
    }

    /// The colour of text and shapes inside; nil restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_ForegroundStyleModifier(style: color))
    }

    /// The default font of text inside.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The default weight of text inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in
            if let weight { font = (font ?? .body).weight(weight) }
        }
    }

    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { font in
            if isActive { font = (font ?? .body).italic() }
        }
    }

    /// The most lines text inside may take; nil for no limit. It replaces a range set further
    /// out, reserved lines included.
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = number
            environment.reservedLineCount = nil
        }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Lets a line of text that would be truncated tighten the space between its characters
    /// first: one at most 5 % too wide then fits (the text system's documented default
    /// threshold; iOS does not publish its own).
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

    /// Lets text shrink down to `factor` of its size (0…1) before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(1, max(0.01, factor)) : 1)
    }
}
