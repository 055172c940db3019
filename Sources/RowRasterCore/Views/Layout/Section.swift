/// Rows grouped under an optional header and footer, as SwiftUI's `Section`. In a `List` or
/// a lazy stack with `pinnedViews`, headers and footers can stay pinned while the section
/// scrolls under them.
///
/// As in SwiftUI, the parts need not be views: a section of table rows is table row content.
public struct Section<Parent, Content, Footer> {
    package let header: Parent
    package let content: Content
    package let footer: Footer
    /// False for a collapsed section (`Section(isExpanded:)`): its header shows, its rows do not.
    package var isExpanded = true

    /// The parts as they are, for the other kinds of content (table rows) to build on.
    package init(header: Parent, content: Content, footer: Footer, isExpanded: Bool = true) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }
}

@MainActor
extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    public var body: Never { bodyError() }

    /// Outside a list or lazy stack the header, rows and footer are simply laid out in turn.
    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        context.graph.makeNodes(header, in: context.child(0))
            + (isExpanded ? context.graph.makeNodes(content, in: context.child(1)) : [])
            + context.graph.makeNodes(footer, in: context.child(2))
    }
}

@MainActor
extension Section: LazyContentProviding where Parent: View, Content: View, Footer: View {
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        // In a list, headers and footers take the list style's text style.
        let isProminent = context.environment.headerProminence == .increased
            && context.listSectionAppearance?.hasProminentHeaders == true
        let decorationContext = context.listSectionAppearance.map { appearance in
            context.modifyingEnvironment { environment in
                environment.font = appearance.headerFont
                environment.foregroundStyle = AnyShapeStyle(Color(dynamic: appearance.headerColor))
                environment.foregroundStyleIsExplicit = false
                if appearance.uppercaseHeaders { environment.textCase = .uppercase }
            }
        } ?? context
        var headerContext = decorationContext.child(0)
        if isProminent {
            // UIKit's prominent inset-grouped header: title 3 emphasized, the label colour, as written.
            headerContext.environment.font = .title3.weight(.semibold)
            headerContext.environment.foregroundStyle = AnyShapeStyle(Color(dynamic: SystemColorTable.label))
            headerContext.environment.textCase = nil
        }
        let header = context.graph.makeNodes(self.header, in: headerContext)
        // Set either way: a header view reused from an earlier render keeps its node's traits.
        header.forEach { $0.listRowTraits.isProminentHeader = isProminent }
        var footerContext = decorationContext.child(2)
        footerContext.environment.textCase = nil
        let footer = context.graph.makeNodes(self.footer, in: footerContext)
        return LazyChildren(segments: [.section(LazySection(
            header: header.isEmpty ? nil : header,
            rows: isExpanded ? context.graph.lazyChildren(content, in: context.child(1)) : .empty,
            footer: footer.isEmpty ? nil : footer))])
    }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a title. Disfavoured, as in SwiftUI, so a literal is a localized key.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section that can collapse, as in a sidebar: while `isExpanded` is false its header
    /// shows and its rows do not. A render reads the binding once.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
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
