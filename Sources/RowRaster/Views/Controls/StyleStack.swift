/// How styles with configurations (`ButtonStyle`, `ToggleStyle`, `LabeledContentStyle`, …)
/// travel down the environment and draw, shared by every kind of style.
///
/// Each kind keeps a stack of the styles set around a view, innermost last. A control draws
/// with the innermost; while that style's body is built, the stack holds only the styles
/// outside it, so a style that builds the control again from its configuration
/// (`Toggle(configuration)`, `LabeledContent(configuration)`) gets the look the styles
/// around it give, as SwiftUI documents for those initialisers.

/// A style, type-erased: the body it makes for a configuration.
struct AnyStyle<Configuration>: @unchecked Sendable, Equatable {
    // @unchecked Sendable: `value` is `Any`; built, compared and called on the main actor
    // only, during evaluation (environment values travel with the views, not across threads).
    let makeBody: @MainActor (Configuration, EnvironmentValues) -> AnyView
    /// The style itself, so two stacks holding equal styles compare equal and the views
    /// inside can be reused when nothing else changed.
    let value: Any

    static func == (lhs: AnyStyle, rhs: AnyStyle) -> Bool {
        ValueComparison.areEqual(lhs.value, rhs.value) == true
    }

    init<Style>(_ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> some View) {
        self.value = style
        // Made wherever a `…Style` modifier is applied (modifiers are nonisolated, as in
        // SwiftUI); the style is only read when the body is made, on the main actor.
        nonisolated(unsafe) let style = style
        self.makeBody = { configuration, environment in
            // A style's `@Environment` properties read the environment where it draws.
            DynamicProperties.install(in: style, environment: environment)
            return AnyView(makeBody(style, configuration))
        }
    }
}

/// The styles of one kind set around a view, innermost last.
struct StyleStack<Configuration>: @unchecked Sendable, Equatable {
    // @unchecked Sendable for the same reason as `AnyStyle`, whose values it holds: built and
    // read on the main actor only, during evaluation.
    var styles: [AnyStyle<Configuration>] = []

    var innermost: AnyStyle<Configuration>? { styles.last }

    /// The stack without its innermost style: what the innermost style's body sees.
    var outer: StyleStack {
        var copy = self
        copy.styles.removeLast(copy.styles.isEmpty ? 0 : 1)
        return copy
    }

    func pushing(_ style: AnyStyle<Configuration>) -> StyleStack {
        var copy = self
        copy.styles.append(style)
        return copy
    }
}

/// Draws a configuration with the innermost style of a stack in the environment, or with
/// `fallback` (the platform's look) when no style was set.
struct StyledView<Configuration, Fallback: View>: View, PrimitiveView {
    let stack: WritableKeyPath<EnvironmentValues, StyleStack<Configuration>>
    let configuration: Configuration
    let fallback: Fallback

    var body: Never { bodyError() }

    func makeNodes(in context: BuildContext) -> [RenderNode] {
        let styles = context.environment[keyPath: stack]
        guard let style = styles.innermost else {
            return context.graph.makeNodes(fallback, in: context.child(0))
        }
        let inner = context.modifyingEnvironment { $0[keyPath: stack] = styles.outer }
        let body = style.makeBody(configuration, inner.environment)
        return context.graph.makeNodes(body, in: inner.child(1))
    }
}

/// A part of a configuration (a label, a content) as a view: the control's own view, which
/// draws in the environment where the style's body places it.
struct ConfigurationPart: View, PrimitiveView {
    let view: AnyView

    init(_ view: some View) { self.view = AnyView(view) }

    var body: Never { bodyError() }

    func makeNodes(in context: BuildContext) -> [RenderNode] {
        context.graph.makeNodes(view, in: context.child(0))
    }
}

extension ConfigurationPart: LazyContentProviding {
    func lazyChildren(in context: BuildContext) -> LazyChildren {
        context.graph.lazyChildren(view, in: context.child(0))
    }
}

/// A configuration's part as a public view type (`ToggleStyleConfiguration.Label`, …): it
/// draws the control's own view.
@MainActor
protocol ConfigurationPartView: PrimitiveView, LazyContentProviding {
    var part: ConfigurationPart { get }
}

extension ConfigurationPartView {
    package func makeNodes(in context: BuildContext) -> [RenderNode] { part.makeNodes(in: context) }
    package func lazyChildren(in context: BuildContext) -> LazyChildren { part.lazyChildren(in: context) }
}

nonisolated extension View {
    /// Sets `style` as the innermost of its kind's styles for the views inside.
    func pushingStyle<Style, Configuration>(_ style: Style, onto stack: WritableKeyPath<EnvironmentValues, StyleStack<Configuration>>,
                                            makeBody: @escaping @MainActor (Style, Configuration) -> some View) -> some View {
        let entry = AnyStyle(style, makeBody: makeBody)
        return transformEnvironment(stack) { styles in styles = styles.pushing(entry) }
    }
}
