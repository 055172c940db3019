/// Modifiers for system affordances a first frame does not show or that never change pixels:
/// the status bar and home indicator (a render draws neither), inspectors (a sheet on iPhone,
/// presented after a tap), find and replace in text editors, renaming, type-select, text
/// selection, and hit-testing shapes. Each draws the view as it is.

nonisolated extension View {
    // MARK: Status bar and system overlays

    public func statusBarHidden(_ hidden: Bool = true) -> some View { inert() }

    public func statusBar(hidden: Bool) -> some View { inert() }

    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { inert() }

    public func defersSystemGestures(on edges: Edge.Set) -> some View { inert() }

    // MARK: Inspectors (a sheet on iPhone)

    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { inert() }

    public func inspectorColumnWidth(_ width: CGFloat) -> some View { inert() }

    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { inert() }

    // MARK: Text editing

    public func findNavigator(isPresented: Binding<Bool>) -> some View { inert() }

    public func findDisabled(_ isDisabled: Bool = true) -> some View { inert() }

    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { inert() }

    /// Lets people select the text inside; selection starts with a touch.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { inert() }

    public func submitScope(_ isBlocking: Bool = true) -> some View { inert() }

    /// The action a Rename menu item runs; views inside read it as `\.rename`.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action))
    }

    /// Renaming focuses the field `isFocused` is bound to; views inside read it as `\.rename`.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }

    // MARK: Keyboard navigation in lists

    public func typeSelectEquivalent(_ text: Text?) -> some View { inert() }

    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { inert() }

    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { inert() }

    // MARK: Menus, palettes and buttons

    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { inert() }

    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { inert() }

    /// Whether holding a button repeats its action; nothing is held in a render.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }

    /// Context menus for the selected rows of a list; shown after a long press.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        inert()
    }

    // MARK: Shapes for hit testing, previews and effects

    /// The shape used for `kind` (hit testing, drag and context-menu previews, hover and focus
    /// effects, accessibility); none of them draws in a first frame.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { inert() }

    // MARK: Telemetry and widgets

    public func interactionActivityTrackingTag(_ tag: String) -> some View { inert() }

    /// Marks content a widget shows as stale while an interaction is pending; not pending at rest.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { inert() }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// Selectable text, as SwiftUI's `EnabledTextSelectability`.
public struct EnabledTextSelectability: TextSelectability, Sendable {
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected, as SwiftUI's `DisabledTextSelectability`.
public struct DisabledTextSelectability: TextSelectability, Sendable {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Which shapes a `contentShape(_:_:eoFill:)` sets, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// Whether choosing a menu item closes the menu, as SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    private let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// How a palette picker marks its selection, as SwiftUI's `PaletteSelectionEffect`.
public struct PaletteSelectionEffect: Equatable, Sendable {
    private let name: String
    public static var automatic: PaletteSelectionEffect { PaletteSelectionEffect(name: "automatic") }
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant.\(variant)")
    }
    public static var custom: PaletteSelectionEffect { PaletteSelectionEffect(name: "custom") }
}

/// Whether holding a button repeats its action, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// Starts renaming the item a view shows, as SwiftUI's `RenameAction`. Like the other
/// environment actions, any two compare equal (see EnvironmentActions.swift).
public struct RenameAction: Equatable {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) { self.action = action }

    public func callAsFunction() { action() }

    public static func == (lhs: RenameAction, rhs: RenameAction) -> Bool { true }
}

private struct RenameKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }
private struct ButtonRepeatBehaviorKey: EnvironmentKey { static var defaultValue: ButtonRepeatBehavior { .automatic } }

extension EnvironmentValues {
    /// The action of the nearest `renameAction`, or nil.
    public var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }

    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}
