/// A picker as a settings row shows it: in the menu style (iOS's default), the label
/// leading and the selected option trailing with the up-and-down chevrons; segmented, the
/// options side by side with the selected one raised.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, BuiltInControl {
    /// The value the picker shows selected; nil when its sources disagree (or there are none).
    let selectedValue: SelectionValue?
    let label: Label
    let content: Content
    /// iOS 18's `currentValueLabel:`: what a menu or navigation-link picker shows as its value,
    /// in place of the selected option's label.
    let currentValueLabel: AnyView?

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selectedValue: selection.wrappedValue, content: content(), label: label())
    }

    init(selectedValue: SelectionValue?, content: Content, label: Label, currentValueLabel: AnyView? = nil) {
        self.selectedValue = selectedValue
        self.label = label
        self.content = content
        self.currentValueLabel = currentValueLabel
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let options = PickerOptions.of(content)
        let selected = selectedValue.flatMap { value in options.firstIndex { $0.tag == AnyHashable(value) } }
        return PickerRendition(kind: environment.pickerStyleKind, label: label, labelsHidden: environment.labelsHidden,
                               isEnabled: environment.isEnabled, isInList: environment.isInList, tint: environment.tintOrAccent,
                               options: options, selected: selected, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How a picker shows, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {}
public struct DefaultPickerStyle: PickerStyle, Hashable { public init() {} }
public struct MenuPickerStyle: PickerStyle, Hashable { public init() {} }
public struct SegmentedPickerStyle: PickerStyle, Hashable { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle, Hashable { public init() {} }
/// The options on a wheel, the selected one centred.
public struct WheelPickerStyle: PickerStyle, Hashable { public init() {} }
/// The options inline with the container's other views: rows of a list, else a wheel.
public struct InlinePickerStyle: PickerStyle, Hashable { public init() {} }
/// The options as a row of compact elements. Inside a menu it is a row of the menu (unpresented
/// at rest, so not drawn); anywhere else iOS draws it as a segmented control, and so does this.
public struct PalettePickerStyle: PickerStyle, Hashable { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

enum PickerStyleKind: Hashable, Sendable { case menu, segmented, navigationLink, wheel, inline }

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .menu } }

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind = switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle: .segmented
        case is NavigationLinkPickerStyle: .navigationLink
        case is WheelPickerStyle: .wheel
        case is InlinePickerStyle: .inline
        default: .menu
        }
        return environment(\.pickerStyleKind, kind)
    }
}

struct PickerRendition<Label: View>: View, BuiltInRendition {
    let kind: PickerStyleKind
    let label: Label
    let labelsHidden: Bool
    let isEnabled: Bool
    let isInList: Bool
    let tint: Color
    let options: [PickerOption]
    let selected: Int?
    let currentValueLabel: AnyView?

    var body: some View {
        switch kind {
        case .inline where isInList:
            InlinePickerRows(options: options, selected: selected, tint: tint, isEnabled: isEnabled)
        case .wheel, .inline:
            PickerWheel(options: options, selected: selected).disabledLabel(isEnabled)
        case .segmented:
            SegmentedControl(options: options, selected: selected).disabledLabel(isEnabled)
        case .menu:
            row(accessory: HStack(spacing: 5) {
                selectedLabel
                Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium))
            }
            .foregroundStyle(isEnabled ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(DisabledLook.foreground)))
        case .navigationLink:
            row(accessory: HStack(spacing: 8) {
                selectedLabel.foregroundStyle(isEnabled ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(DisabledLook.foreground))
                DisclosureChevron()
            })
        }
    }

    @ViewBuilder private var selectedLabel: some View {
        if let currentValueLabel {
            currentValueLabel.lineLimit(1)
        } else if let selected {
            options[selected].label.lineLimit(1)
        }
    }

    private func row(accessory: some View) -> some View {
        HStack(spacing: 8) {
            if !labelsHidden { label.disabledLabel(isEnabled).frame(maxWidth: .infinity, alignment: .leading) }
            accessory
        }
    }
}

/// UISegmentedControl: equal segments in a 32-point well, the selected one raised on white.
struct SegmentedControl: View, BuiltInRendition {
    let options: [PickerOption]
    let selected: Int?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                options[index].label
                    .font(.system(size: 13, weight: index == selected ? .semibold : .medium))
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(ControlColors.selectedSegment)
                                .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                                .padding(2)
                        }
                    }
            }
        }
        .frame(height: 32)
        .background(ControlColors.well, in: RoundedRectangle(cornerRadius: 9))
    }
}
