/// What a toolbar's content is for, as SwiftUI's `ToolbarRole`. On iPhone every role draws the
/// navigation stack's bar: the roles differ in iPadOS's title placement and in a pushed view's
/// back button (`.editor` shows it without a title), and a render shows a stack's root, which has
/// no back button.
public struct ToolbarRole: Sendable, Hashable {
    let name: String

    /// The platform's role: the navigation stack's on iOS.
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    /// Content that is pushed and popped.
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    /// Content navigated backwards and forwards.
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    /// Controls for editing document-like content.
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

nonisolated extension View {
    /// The role of the toolbar's content: on iPhone, the root of a stack draws the same bar for
    /// each.
    public func toolbarRole(_ role: ToolbarRole) -> some View { inert() }
}
