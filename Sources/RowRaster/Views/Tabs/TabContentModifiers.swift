import Foundation

/// iOS 18's modifiers of tab content, as an iPhone's tab bar shows them before anyone
/// touches it. Most act on what a touch opens (a context menu, a popover, a drag) or on the
/// iPad sidebar and its customization, which an iPhone does not show: they leave the tabs as
/// they are. `hidden(_:)` and `defaultVisibility(_:for:)` remove tabs from the bar.

/// Tab content changed by a modifier: its tabs, passed through `transform`.
nonisolated public struct _ModifiedTabContent<Base: TabContent>: TabContent, PrimitiveTabContent {
    public typealias TabValue = Base.TabValue
    let base: Base
    let transform: @MainActor ([PickerOption]) -> [PickerOption]

    public var body: Never { return fatalError("modified tab content draws itself") }
    @MainActor func tabOptions() -> [PickerOption] { transform(base.tabOptions()) }
}

extension TabContent {
    /// The same tabs: what the modifier sets shows only on a touch, or only off iPhone.
    nonisolated func unchangedTabs() -> _ModifiedTabContent<Self> { _ModifiedTabContent(base: self) { $0 } }

    /// Accessibility never changes pixels.
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<TabValue> { unchangedTabs() }

    /// A context menu for the tab's item, shown on a long press: closed at rest.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TabContent<TabValue> { unchangedTabs() }

    /// A popover from the tab's item: not presented at rest.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                   arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some TabContent<TabValue> {
        unchangedTabs()
    }

    /// A popover from the tab's item for `item`: not presented at rest.
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                                       arrowEdge: Edge? = nil,
                                                                       @ViewBuilder content: @escaping (Item) -> Content) -> some TabContent<TabValue> {
        unchangedTabs()
    }

    /// Swipe actions of the tab's sidebar row: an iPhone shows no sidebar.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some TabContent<TabValue> { unchangedTabs() }

    /// Actions of a tab section's sidebar header: an iPhone shows no sidebar.
    nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some TabContent<TabValue> { unchangedTabs() }

    /// Where the tab may go when the user customizes an iPad's tab bar.
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> { unchangedTabs() }

    /// The tab's identity in a `TabViewCustomization`.
    nonisolated public func customizationID(_ id: String) -> some TabContent<TabValue> { unchangedTabs() }

    /// What the user may change about the tab when customizing an iPad's tab bar or sidebar.
    nonisolated public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        unchangedTabs()
    }

    /// Whether a drag held over the tab's item selects it: nothing is dragged at rest.
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some TabContent<TabValue> { unchangedTabs() }

    /// Lets the tab's item be dragged: nothing is dragged at rest.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some TabContent<TabValue> { unchangedTabs() }

    /// Lets items be dropped on the tab's item: nothing is dropped at rest.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void) -> some TabContent<TabValue> {
        unchangedTabs()
    }

    /// Hides the tabs (their item and their page) when `hidden`.
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        _ModifiedTabContent(base: self) { hidden ? [] : $0 }
    }

    /// Whether the tabs show in `placements` before the user customizes them. On iPhone the
    /// tab bar is the only placement: hidden for `.tabBar` leaves the tabs out of the bar;
    /// `.sidebar` is the iPad's.
    nonisolated public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        let hidesFromBar = visibility == .hidden && placements.contains(.tabBar)
        return _ModifiedTabContent(base: self) { hidesFromBar ? [] : $0 }
    }
}
