import Foundation

/// A date picker as iOS draws it at rest, drawn by the date picker style around it: by default
/// (`.compact`) the label leading and the date ("Jan 15, 2026") and the time ("9:41 AM") in grey
/// rounded wells trailing; `.graphical` a month's calendar; `.wheel` UIDatePicker's wheels.
///
/// The date is shown in the render's locale, time zone and calendar (`\.locale`, `\.timeZone`,
/// `\.calendar`), clamped to the picker's range as UIDatePicker clamps what it shows.
public struct DatePicker<Label: View>: View, BuiltInControl {
    /// The components a date picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let minimumDate: Date?
    let maximumDate: Date?
    let displayedComponents: DatePickerComponents
    let label: Label

    public var body: Never { bodyError() }

    init(selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents, label: Label) {
        self.selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
        self.label = label
    }

    /// A date picker for `selection`, any date.
    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents, label: label())
    }

    /// A date picker for `selection` within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
                  displayedComponents: displayedComponents, label: label())
    }

    /// A date picker for `selection`, on or after the range's start.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: range.lowerBound, maximumDate: nil, displayedComponents: displayedComponents, label: label())
    }

    /// A date picker for `selection`, on or before the range's end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: range.upperBound, displayedComponents: displayedComponents, label: label())
    }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = DatePickerStyleConfiguration(label: .init(part: ConfigurationPart(label)), selection: selection,
                                                         minimumDate: minimumDate, maximumDate: maximumDate,
                                                         displayedComponents: displayedComponents)
        return StyledView(stack: \.datePickerStyles, configuration: configuration,
                          fallback: BuiltInDatePickerBody(kind: .compact, configuration: configuration))
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a date picker shows: the day, the time of day, or both.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute, in the locale's clock.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// The day, month and year, in the locale's order.
    public static let date = DatePickerComponents(rawValue: 1 << 4)
}

/// How a date picker shows, as SwiftUI's `DatePickerStyle`.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DatePickerStyleConfiguration
}

/// What a date picker style draws: the label, the selected date with its binding, the range
/// and the components shown.
public struct DatePickerStyleConfiguration {
    /// The date picker's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let label: DatePickerStyleConfiguration.Label
    /// The selected date; `$selection` is the date picker's binding.
    @Binding public var selection: Date
    /// The earliest date that can be picked, if any.
    public var minimumDate: Date?
    /// The latest date that can be picked, if any.
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents

    init(label: DatePickerStyleConfiguration.Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
         displayedComponents: DatePickerComponents) {
        self.label = label
        self._selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    /// The date shown: the selection, clamped to the range as UIDatePicker clamps it.
    var shownDate: Date {
        var date = selection
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }
}

/// The platform's date picker: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInDatePickerBody(kind: .compact, configuration: configuration) }
}

/// The label leading, the date and the time as text in grey wells trailing.
public struct CompactDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInDatePickerBody(kind: .compact, configuration: configuration) }
}

/// A month's calendar with the selected day marked, and the time below it when shown.
public struct GraphicalDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInDatePickerBody(kind: .graphical, configuration: configuration) }
}

/// UIDatePicker's wheels, one for each part of the date, the selected values on a grey band.
public struct WheelDatePickerStyle: DatePickerStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInDatePickerBody(kind: .wheel, configuration: configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

private struct DatePickerStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<DatePickerStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    var datePickerStyles: StyleStack<DatePickerStyleConfiguration> {
        get { self[DatePickerStyleStackKey.self] }
        set { self[DatePickerStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the date pickers inside.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.datePickerStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

/// The built-in date picker styles' bodies.
struct BuiltInDatePickerBody: View, BuiltInControl {
    enum Kind { case compact, graphical, wheel }
    let kind: Kind
    let configuration: DatePickerStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let calendar = environment.formattingCalendar
        let date = configuration.shownDate
        let components = configuration.displayedComponents
        return Group {
            switch kind {
            case .compact:
                HStack(spacing: 8) {
                    if !environment.labelsHidden {
                        configuration.label.disabledLabel(environment.isEnabled).frame(maxWidth: .infinity, alignment: .leading)
                    }
                    CompactDateFields(date: date, components: components, calendar: calendar, isEnabled: environment.isEnabled)
                }
            case .graphical:
                GraphicalDatePicker(date: date, components: components, calendar: calendar, now: environment.renderNow,
                                    tint: environment.isEnabled ? environment.tintOrAccent : DisabledLook.foreground,
                                    isEnabled: environment.isEnabled,
                                    minimumDate: configuration.minimumDate, maximumDate: configuration.maximumDate)
            case .wheel:
                HStack(spacing: 8) {
                    if !environment.labelsHidden {
                        configuration.label.disabledLabel(environment.isEnabled)
                    }
                    DateWheels(date: date, components: components, calendar: calendar, now: environment.renderNow)
                        .disabledLabel(environment.isEnabled)
                }
            }
        }
    }
}

/// The compact picker's fields: the date and the time, each in a grey well with 6-point corners.
///
/// As iOS 17 is commonly described, not measured here: the wells are UIKit's
/// `tertiarySystemFill` with 6-point corners, and the text is the body style in the label colour
/// (the tint only while editing), the date in the locale's medium style ("Jan 15, 2026") and the
/// time in its short style ("9:41 AM"), both from the locale's CLDR patterns. Estimated: the wells' insets (11 points across, 6 down, a 34-point well for a
/// body line) and the 8 points between the two wells.
struct CompactDateFields: View, BuiltInRendition {
    let date: Date
    let components: DatePickerComponents
    let calendar: Calendar
    let isEnabled: Bool

    var body: some View {
        HStack(spacing: 8) {
            if components.contains(.date) {
                field(TextDate.string(from: date, dateStyle: .medium, timeStyle: .none, calendar: calendar))
            }
            if components.contains(.hourAndMinute) {
                field(TextDate.string(from: date, dateStyle: .none, timeStyle: .short, calendar: calendar))
            }
        }
    }

    private func field(_ text: String) -> some View {
        Text(verbatim: text)
            .font(.body)
            .lineLimit(1)
            .fixedSize()
            .foregroundStyle(isEnabled ? AnyShapeStyle(HierarchicalShapeStyle.primary) : AnyShapeStyle(DisabledLook.foreground))
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(ControlColors.well, in: RoundedRectangle(cornerRadius: 6))
    }
}
