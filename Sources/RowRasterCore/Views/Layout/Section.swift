/// Rows grouped under an optional header and footer, as SwiftUI's `Section`. In a `List` or
/// a lazy stack with `pinnedViews`, headers and footers can stay pinned while the section
/// scrolls under them.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// False for a collapsed section (`Section(isExpanded:)`): its header shows, its rows do not.
    var isExpanded = true

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    public var body: Never { bodyError() }

    /// Outside a list or lazy stack the header, rows and footer are simply laid out in turn.
    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        context.graph.makeNodes(header, in: context.child(0))
            + (isExpanded ? context.graph.makeNodes(content, in: context.child(1)) : [])
            + context.graph.makeNodes(footer, in: context.child(2))
    }
}

extension Section: LazyContentProviding {
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        // In a list, headers and footers take the list style's text style.
        let decorationContext = context.listSectionAppearance.map { appearance in
            context.modifyingEnvironment { environment in
                environment.font = appearance.headerFont
                environment.foregroundStyle = AnyShapeStyle(Color(dynamic: appearance.headerColor))
                environment.foregroundStyleIsExplicit = false
                if appearance.uppercaseHeaders { environment.textCase = .uppercase }
            }
        } ?? context
        let header = context.graph.makeNodes(self.header, in: decorationContext.child(0))
        var footerContext = decorationContext.child(2)
        footerContext.environment.textCase = nil
        let footer = context.graph.makeNodes(self.footer, in: footerContext)
        return LazyChildren(segments: [.section(LazySection(
            header: header.isEmpty ? nil : header,
            rows: isExpanded ? context.graph.lazyChildren(content, in: context.child(1)) : .empty,
            footer: footer.isEmpty ? nil : footer))])
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a title. Disfavoured, as in SwiftUI, so a literal is a localized key.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section that can collapse, as in a sidebar: while `isExpanded` is false its header
    /// shows and its rows do not. A render reads the binding once.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section with a title; see ``init(isExpanded:content:header:)``.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }
}

/// Which section views of a lazy stack stay pinned to the top (or leading) edge.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
