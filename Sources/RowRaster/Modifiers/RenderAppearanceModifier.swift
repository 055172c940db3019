/// Sets an appearance's environment values for everything inside, in one step.
nonisolated struct _RenderAppearanceModifier: ViewModifier, PrimitiveModifier {
    let appearance: RenderAppearance

    func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        let appearance = self.appearance
        let inner = context.modifyingEnvironment { environment in
            environment.colorScheme = appearance.colorScheme
            environment.colorSchemeContrast = appearance.colorSchemeContrast
            environment.dynamicTypeSize = appearance.dynamicTypeSize
            environment.layoutDirection = appearance.layoutDirection
            if let locale = appearance.locale { environment.locale = locale }
        }
        let nodes = LayoutDirectionNode.marking(content(inner), from: context.environment, to: inner.environment)
        guard appearance.colorScheme == .dark else { return nodes }
        // The window of a dark-mode app: the content on the dark system background.
        let background = SystemColorTable.systemBackground.value(in: inner.environment)
        return nodes.map { DecorationNode.windowBackground(background, behind: $0) }
    }
}
