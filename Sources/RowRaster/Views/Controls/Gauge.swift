/// A value within a range, as SwiftUI's `Gauge`, drawn by the gauge style around it: on iOS
/// by default a linear capacity bar (`.linearCapacity`) with the label above it and the current
/// value label below.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, BuiltInControl {
    /// The value's place within the bounds, clamped to 0…1.
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public var body: Never { bodyError() }

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
                                 minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?) {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), value = Double(value)
        // As SwiftUI clamps it: beyond the bounds is an end; an empty or non-finite range is empty.
        fraction = value.isFinite && lower.isFinite && upper.isFinite && upper > lower ? min(1, max(0, (value - lower) / (upper - lower))) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A gauge showing `value` within `bounds`, and a label saying what it measures.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A gauge showing `value` within `bounds`, with a label and a label for the current value.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder currentValueLabel: () -> CurrentValueLabel)
    where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A gauge showing `value` within `bounds`, with labels for its purpose, its current value
    /// and its two ends.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                   @ViewBuilder maximumValueLabel: () -> BoundsLabel)
    where MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A gauge with marked values; iOS's gauge styles do not draw the marks, nor does RowRaster.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels)
    where BoundsLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A gauge with bounds labels and marked values; the marks are not drawn, as on iOS.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                   @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels)
    where V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(part: ConfigurationPart(label)),
            currentValueLabel: currentValueLabel.map { .init(part: ConfigurationPart($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(part: ConfigurationPart($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(part: ConfigurationPart($0)) })
        return StyledView(stack: \.gaugeStyles, configuration: configuration,
                          fallback: BuiltInGaugeBody(kind: .linearCapacity, configuration: configuration))
    }
}

/// How a gauge shows, as SwiftUI's `GaugeStyle`: the built-in styles iOS has, or a custom
/// style drawing the configuration.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style draws: the value as a fraction of the bounds, and the labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The label of the current value, as a view.
    public struct CurrentValueLabel: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The label of the lower bound, as a view.
    public struct MinimumValueLabel: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The label of the upper bound, as a view.
    public struct MaximumValueLabel: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// A label of a marked value, as a view (iOS's styles draw none).
    public struct MarkedValueLabel: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The value within the gauge's bounds, as a fraction 0…1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// The platform's gauge: a linear capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(kind: .linearCapacity, configuration: configuration) }
}

/// A bar filled from the leading edge to the value, the label above it, the current value
/// label below it, the bounds labels at its ends.
public struct LinearCapacityGaugeStyle: GaugeStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(kind: .linearCapacity, configuration: configuration) }
}

/// The Lock Screen's linear gauge: a bar with a marker at the value, the bounds labels (or the
/// current value label) at its ends.
public struct AccessoryLinearGaugeStyle: GaugeStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(kind: .accessoryLinear, configuration: configuration) }
}

/// The Lock Screen's linear capacity gauge: a bar filled to the value, small labels above and below.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(kind: .accessoryLinearCapacity, configuration: configuration) }
}

/// The Lock Screen's circular gauge: an open ring with a marker at the value, the current value
/// label inside, the bounds labels (or the label) in the opening at the bottom.
public struct AccessoryCircularGaugeStyle: GaugeStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(kind: .accessoryCircular, configuration: configuration) }
}

/// The Lock Screen's circular capacity gauge: a closed ring filled clockwise from the top to the
/// value, the current value label inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(kind: .accessoryCircularCapacity, configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

private struct GaugeStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<GaugeStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    var gaugeStyles: StyleStack<GaugeStyleConfiguration> {
        get { self[GaugeStyleStackKey.self] }
        set { self[GaugeStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.gaugeStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

/// The built-in gauge styles' bodies.
///
/// Estimated, not measured on a device (Apple publishes no gauge metrics): the linear capacity
/// bar is a 6-point capsule (chosen a little heavier than a progress bar's 4) with the label above in the font around it, the current value label below and the bounds
/// labels at the ends in the footnote style, secondary; the accessory styles follow the Lock
/// Screen complications they echo: a 58-point circle with a 6-point ring, open by a quarter at
/// the bottom (`.accessoryCircular`) or closed on a faint track (`.accessoryCircularCapacity`),
/// the current value centred in a 20-point rounded medium font and the bounds labels in 10
/// points; the accessory bars are 5 points thick with caption-sized labels; the marker of the
/// non-capacity styles a 2-point ring in the background colour over the tinted track (as the
/// gradient-tinted gauge of Apple's documentation shows the whole track in the tint).
struct BuiltInGaugeBody: View, BuiltInControl {
    enum Kind { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }
    let kind: Kind
    let configuration: GaugeStyleConfiguration

    var body: Never { bodyError() }

    static let circleSide: CGFloat = 58
    static let ringWidth: CGFloat = 6

    func rendition(in environment: EnvironmentValues) -> some View {
        let tint = environment.isEnabled ? environment.tintOrAccent : DisabledLook.foreground
        return Group {
            switch kind {
            case .linearCapacity:
                VStack(alignment: .leading, spacing: 6) {
                    configuration.label
                    HStack(spacing: 8) {
                        configuration.minimumValueLabel.font(.footnote).foregroundStyle(.secondary)
                        GaugeBar(fraction: configuration.value, tint: tint, thickness: 6, marker: false)
                        configuration.maximumValueLabel.font(.footnote).foregroundStyle(.secondary)
                    }
                    configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
                }
            case .accessoryLinearCapacity:
                VStack(alignment: .leading, spacing: 4) {
                    configuration.label.font(.caption)
                    HStack(spacing: 6) {
                        configuration.minimumValueLabel.font(.caption2)
                        GaugeBar(fraction: configuration.value, tint: tint, thickness: 5, marker: false)
                        configuration.maximumValueLabel.font(.caption2)
                    }
                    configuration.currentValueLabel.font(.caption)
                }
            case .accessoryLinear:
                HStack(spacing: 6) {
                    if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                        configuration.minimumValueLabel.font(.caption2)
                        GaugeBar(fraction: configuration.value, tint: tint, thickness: 5, marker: true)
                        configuration.maximumValueLabel.font(.caption2)
                    } else {
                        configuration.currentValueLabel.font(.caption2)
                        GaugeBar(fraction: configuration.value, tint: tint, thickness: 5, marker: true)
                    }
                }
            case .accessoryCircular:
                ZStack {
                    GaugeRing(fraction: configuration.value, tint: tint, open: true)
                    configuration.currentValueLabel
                        .font(.system(size: 20, weight: .medium, design: .rounded))
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                        .padding(.horizontal, Self.ringWidth + 3)
                    Group {
                        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                            HStack(spacing: 0) {
                                configuration.minimumValueLabel
                                Spacer(minLength: 4)
                                configuration.maximumValueLabel
                            }
                            .padding(.horizontal, 9)
                        } else {
                            configuration.label
                        }
                    }
                    .font(.system(size: 10, weight: .medium))
                    .lineLimit(1)
                    .frame(maxHeight: .infinity, alignment: .bottom)
                }
                .frame(width: Self.circleSide, height: Self.circleSide)
            case .accessoryCircularCapacity:
                ZStack {
                    GaugeRing(fraction: configuration.value, tint: tint, open: false)
                    configuration.currentValueLabel
                        .font(.system(size: 20, weight: .medium, design: .rounded))
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                        .padding(.horizontal, Self.ringWidth + 3)
                }
                .frame(width: Self.circleSide, height: Self.circleSide)
            }
        }
    }
}

/// A gauge's bar: a capsule track across the offered width, filled in the tint to the value,
/// or (with a marker) the whole track in the tint with a hollow marker at the value.
struct GaugeBar: View, BuiltInRendition {
    let fraction: Double
    let tint: Color
    let thickness: CGFloat
    let marker: Bool

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                if marker {
                    Capsule().fill(tint).frame(width: width, height: thickness)
                    let side = thickness + 4
                    GaugeMarker(side: side).offset(x: fraction * max(0, width - side))
                } else {
                    Capsule().fill(ControlColors.track).frame(width: width, height: thickness)
                    if fraction > 0 {
                        Capsule().fill(tint).frame(width: max(thickness, width * fraction), height: thickness)
                    }
                }
            }
            .frame(width: width, height: proxy.size.height)
        }
        .frame(height: marker ? thickness + 4 : thickness)
        .frame(maxWidth: .infinity)
    }
}

/// The marker of the accessory gauges: a ring in the background colour cut into the tinted
/// track, the track showing through it, as watchOS complications mark a value.
struct GaugeMarker: View, BuiltInRendition {
    let side: CGFloat

    var body: some View {
        Circle()
            .stroke(Color(.systemBackground), lineWidth: 2)
            .frame(width: side - 2, height: side - 2)
            .frame(width: side, height: side)
    }
}

/// A gauge's ring: open by a quarter at the bottom with a hollow marker at the value, or closed on
/// a faint track and filled clockwise from the top to the value.
struct GaugeRing: View, BuiltInRendition {
    let fraction: Double
    let tint: Color
    let open: Bool

    /// The part of the circle an open ring covers.
    static let openSweep = 0.75

    var body: some View {
        let width = BuiltInGaugeBody.ringWidth
        let inset = width / 2
        return ZStack {
            if open {
                // The arc runs clockwise from the bottom left (135°) to the bottom right (405°).
                Circle()
                    .trim(from: 0, to: Self.openSweep)
                    .stroke(tint, style: StrokeStyle(lineWidth: width, lineCap: .round))
                    .rotationEffect(.degrees(135))
                    .padding(inset)
                GeometryReader { proxy in
                    let radius = min(proxy.size.width, proxy.size.height) / 2 - inset
                    let angle = (135 + 270 * fraction) * .pi / 180
                    GaugeMarker(side: width + 4)
                        .position(x: proxy.size.width / 2 + radius * cos(angle), y: proxy.size.height / 2 + radius * sin(angle))
                }
            } else {
                Circle()
                    .stroke(tint.opacity(0.3), lineWidth: width)
                    .padding(inset)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(tint, style: StrokeStyle(lineWidth: width, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .padding(inset)
            }
        }
    }
}
