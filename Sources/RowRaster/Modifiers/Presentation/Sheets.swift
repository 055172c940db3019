/// Sheets, covers, popovers and context menus. iOS presents a sheet after the frame in which
/// its binding turned true, sliding it up, and a context menu only on a long press: the first
/// frame shows the view alone. Each is accepted and draws the view as it is; the content
/// closures are kept, never built.

/// Where a popover points from, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

nonisolated extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { inert() }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { inert() }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { inert() }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        inert()
    }

    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View { inert() }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View { inert() }

    /// A menu shown on a long press.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { inert() }

    /// A menu with a preview, shown on a long press.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        inert()
    }

    /// The iOS 13 form, with a `ContextMenu` value.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { inert() }

    // Modifiers sheet content uses: they shape a presentation, which a render never shows.

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { inert() }

    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        inert()
    }

    public func presentationDragIndicator(_ visibility: Visibility) -> some View { inert() }

    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { inert() }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { inert() }
}

/// A context menu as iOS 13 code declares it, as SwiftUI's `ContextMenu`.
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        /// A `CustomPresentationDetent` type, by identity: its height is asked for only while
        /// a sheet is presented, which a render never is.
        case custom(ObjectIdentifier)
    }

    let kind: Kind

    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`. A rendered view is
/// never presented, so calling it does nothing, as on iOS outside a presentation.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Dismisses the current presentation (`@Environment(\.dismiss)`).
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Whether the view is in a presentation: never, in a render.
    public var isPresented: Bool { self[IsPresentedKey.self] }
}

/// The iOS 13 way to dismiss a presentation, as SwiftUI's `PresentationMode`: never presented
/// in a render, so dismissing does nothing.
public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }

    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// The iOS 13 presentation mode (`@Environment(\.presentationMode)`).
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}
