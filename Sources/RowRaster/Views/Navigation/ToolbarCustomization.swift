/// Customizable toolbars, as SwiftUI declares them: items with identifiers a user may move,
/// hide or add. A render shows the toolbar nobody has customized, so an item draws exactly
/// when its default visibility shows it.

/// Toolbar content a user can customize, as SwiftUI's `CustomizableToolbarContent`.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension TupleToolbarContent: CustomizableToolbarContent where repeat each Item: CustomizableToolbarContent {}

extension _ConditionalToolbarContent: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension _EitherToolbarContent: CustomizableToolbarContent
where First: CustomizableToolbarContent, Second: CustomizableToolbarContent {}

/// How a user may customize an item, as SwiftUI's `ToolbarCustomizationBehavior`.
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String

    /// The platform's behaviour: the item can be moved and removed.
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "default") }
    /// The item can be moved but not removed.
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "reorderable") }
    /// The item stays where it is.
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "disabled") }
}

/// Options for an item's default customization, as SwiftUI's `ToolbarCustomizationOptions`.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The item stays reachable (in an overflow menu) when a user has removed it from the bar.
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1 << 0) }
}

/// Customizable content with what customizing it would change, as the modifiers of
/// `CustomizableToolbarContent` make it.
struct CustomizedToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent, PrimitiveToolbarContent {
    let content: Content
    /// Whether the content is hidden until a user adds it, which no render shows.
    let isHiddenByDefault: Bool

    var body: Never { fatalError("customized toolbar content is primitive and has no body") }

    var toolbarEntries: [ToolbarEntry] { isHiddenByDefault ? [] : content.toolbarEntries }
}

extension CustomizableToolbarContent {
    /// Whether a user may move or remove the content; customizing is something a render does
    /// not do, so the content draws the same.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self, isHiddenByDefault: false)
    }

    /// The content's visibility before anyone customizes the toolbar: `.hidden` content
    /// draws only once a user adds it, so a render leaves it out.
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic,
                                     options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self, isHiddenByDefault: defaultVisibility == .hidden)
    }

    /// The default customization with neither visibility nor options: the content shows.
    @available(*, deprecated, message: "Please provide either a visibility or customization options")
    public func defaultCustomization() -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self, isHiddenByDefault: false)
    }
}

extension View {
    /// A toolbar a user can customize, saved under `id`: it draws its items as nobody has
    /// customized them.
    public func toolbar<Content: CustomizableToolbarContent>(id: String,
                                                             @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }
}
