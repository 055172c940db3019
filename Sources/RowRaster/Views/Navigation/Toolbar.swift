/// Toolbar content, as SwiftUI declares it: items with a placement, drawn by the navigation
/// bar of the `NavigationStack` around them.

/// Content for a toolbar, as SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that lists its items directly instead of through a body.
@MainActor
protocol PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] { get }
}

/// One item of a toolbar: a view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

extension ToolbarContent {
    /// The items this content stands for, in order.
    var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
        return body.toolbarEntries
    }
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        /// Drawn leading in the navigation bar.
        case leading
        /// Drawn trailing in the navigation bar.
        case trailing
        /// Drawn trailing, with its text semibold (a confirmation).
        case confirmation
        /// In place of the inline title.
        case principal
        /// Not drawn in the navigation bar (a bottom bar, the keyboard, an overflow menu).
        case elsewhere
    }

    let name: String
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .elsewhere)
    public static let status = ToolbarItemPlacement(name: "status", slot: .elsewhere)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .confirmation)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .elsewhere)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .elsewhere)
}

/// One toolbar item, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// An item hidden by default shows only once a user adds it by customizing the toolbar,
    /// which iPhone offers no way to do.
    var isHiddenByDefault = false

    public var body: Never { fatalError("ToolbarItem is primitive toolbar content and has no body") }

    var toolbarEntries: [ToolbarEntry] {
        isHiddenByDefault ? [] : [ToolbarEntry(placement: placement, view: AnyView(content))]
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A customizable item (macOS and iPadOS let users rearrange them); the id is kept.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// A customizable item that, when `showsByDefault` is false, shows only once a user adds
    /// it by customizing the toolbar: a render shows the toolbar nobody has customized.
    @available(*, deprecated, message: "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden")
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
                @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        isHiddenByDefault = !showsByDefault
    }
}

/// Several items in one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { fatalError("ToolbarItemGroup is primitive toolbar content and has no body") }

    /// The group is one entry: its views lie side by side, spaced as bar items are.
    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) { content }))]
    }
}

extension ToolbarItemGroup {
    /// A group with a label, which iPadOS and macOS show when the bar is too narrow for the
    /// items and collapse them into; an iPhone bar shows the items, as here.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

/// The content of a toolbar item group with a label: the items, as an iPhone bar shows them
/// (the label stands for them only where a bar collapses them).
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

/// Several toolbar contents, as a `@ToolbarContentBuilder` block makes them.
public struct TupleToolbarContent<each Item: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let items: (repeat each Item)

    public var body: Never { fatalError("TupleToolbarContent is primitive toolbar content and has no body") }

    var toolbarEntries: [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        for item in repeat each items { entries += item.toolbarEntries }
        return entries
    }
}

/// Toolbar content that is there or not (`if`, `if`/`else`).
public struct _ConditionalToolbarContent<Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content?

    public var body: Never { fatalError("conditional toolbar content has no body") }

    var toolbarEntries: [ToolbarEntry] { content?.toolbarEntries ?? [] }
}

/// One of two toolbar contents (`if`/`else`).
public struct _EitherToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let first: First?
    let second: Second?

    public var body: Never { fatalError("conditional toolbar content has no body") }

    var toolbarEntries: [ToolbarEntry] { first?.toolbarEntries ?? second?.toolbarEntries ?? [] }
}

/// Builds toolbar content from a block of items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> TupleToolbarContent< > { TupleToolbarContent(items: ()) }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(items: (repeat each content))
    }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> _ConditionalToolbarContent<Content> {
        _ConditionalToolbarContent(content: content)
    }

    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> _EitherToolbarContent<First, Second> {
        _EitherToolbarContent(first: first, second: nil)
    }

    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> _EitherToolbarContent<First, Second> {
        _EitherToolbarContent(first: nil, second: second)
    }

    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// A bar item the platform adds by itself, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable {
    let name: String
    /// The button that shows and hides a split view's sidebar: there is none on a compact iPhone width.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}

nonisolated extension View {
    /// Removes an item the platform adds to the bar: the only one, the sidebar toggle, never
    /// shows on a compact iPhone width, so the bar draws the same.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { inert() }
}

// `Group` of toolbar items: its items, as if written in place.
extension Group: ToolbarContent, PrimitiveToolbarContent where Content: ToolbarContent {
    /// The toolbar items `content` builds, placed as each says.
    public init(@ToolbarContentBuilder content: () -> Content) {
        self = .of(content())
    }

    public var body: Never { fatalError("Group is primitive toolbar content and has no body") }

    var toolbarEntries: [ToolbarEntry] { content.toolbarEntries }
}
