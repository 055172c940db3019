/// A slider as iOS draws it at rest (UISlider): a thin capsule track across the offered width,
/// filled in the tint from the leading edge to the value, and a white round thumb with a soft
/// shadow at the value; the minimum and maximum value labels, when given, at its two ends.
/// As on iOS, the label is not drawn (VoiceOver reads it).
///
/// Geometry. Measured by others and published: the control is 34 points tall, the height of a
/// UISlider printed on iOS 8.1 (markmeretzky.com, "Sliders: class UISlider"), assumed unchanged
/// since (the thumb's design dates from iOS 7). Taken from UIKit's commonly quoted defaults, not measured here: the 4-point track
/// (iOS 13 and later), the 28-point thumb whose edges stay inside the track's ends (its centre runs
/// from 14 points in to 14 points short of the end), the unfilled track in `systemFill` and the
/// filled part in the tint (the accent colour unless `.tint` is set). Estimated: the 8-point gap
/// between the track and the value labels (a stack's default spacing), the thumb's shadow (the
/// switch thumb's: UIKit draws both thumbs alike), and a disabled slider's look (its filled part
/// and value labels in the disabled grey, as other controls' labels turn).
public struct Slider<Label: View, ValueLabel: View>: View, BuiltInControl {
    /// Where the value sits within the bounds, clamped to 0…1.
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public var body: Never { bodyError() }

    init(fraction: Double, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The value's place within `bounds`, 0…1, clamped as UISlider clamps its value; an empty
    /// or non-finite range shows the thumb at the leading end.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), value = Double(value)
        guard value.isFinite, lower.isFinite, upper.isFinite, upper > lower else { return 0 }
        return min(1, max(0, (value - lower) / (upper - lower)))
    }

    func rendition(in environment: EnvironmentValues) -> some View {
        HStack(spacing: 8) {
            minimumValueLabel.disabledLabel(environment.isEnabled)
            SliderTrack(fraction: fraction,
                        fill: environment.isEnabled ? environment.tintOrAccent : DisabledLook.foreground)
            maximumValueLabel.disabledLabel(environment.isEnabled)
        }
    }
}

extension Slider {
    /// A slider for `value` within `bounds`, with labels for its two ends.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A slider for `value` within `bounds` in steps of `step`, with labels for its two ends.
    /// At rest the thumb shows the bound value as it is.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// The older spelling of `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label)
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// The older spelling of `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label)
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider for `value` within `bounds`; the label names it for VoiceOver and is not drawn.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider for `value` within `bounds` in steps of `step`.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// The older spelling of `init(value:in:label:onEditingChanged:)`.
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   @ViewBuilder label: () -> Label)
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// The older spelling of `init(value:in:step:label:onEditingChanged:)`.
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   @ViewBuilder label: () -> Label)
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` within `bounds`.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider for `value` within `bounds` in steps of `step`.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(of: value.wrappedValue, in: bounds), label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

/// UISlider's track and thumb, taking the offered width and 34 points of height.
struct SliderTrack: View, BuiltInRendition {
    let fraction: Double
    let fill: Color

    static let height: CGFloat = 34
    static let trackThickness: CGFloat = 4
    static let thumb: CGFloat = 28

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            let centre = Self.thumb / 2 + fraction * max(0, width - Self.thumb)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemFill)).frame(width: width, height: Self.trackThickness)
                Capsule().fill(fill).frame(width: centre, height: Self.trackThickness)
                Circle()
                    .fill(Color.white)
                    .frame(width: Self.thumb, height: Self.thumb)
                    .shadow(color: .black.opacity(0.06), radius: 0.5, y: 3)
                    .shadow(color: .black.opacity(0.15), radius: 4, y: 3)
                    .offset(x: centre - Self.thumb / 2)
            }
            .frame(width: width, height: proxy.size.height)
        }
        .frame(height: Self.height)
        .frame(maxWidth: .infinity)
    }
}
