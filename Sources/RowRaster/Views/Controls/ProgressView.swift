/// Progress as a row shows it, drawn by the progress style around it: by default a spinner
/// (one still frame of its twelve spokes) when the amount is unknown, else a linear bar
/// filled by `value / total`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, BuiltInControl {
    /// nil: indeterminate.
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Set for a timer progress view, whose fraction depends on the render's now.
    var timer: ProgressTimer?

    public var body: Never { bodyError() }

    /// The fraction shown, clamped as SwiftUI clamps it: beyond the total is full, below
    /// zero, a NaN, or a total that is not positive, empty.
    static func fraction(value: Double, total: Double) -> Double {
        guard value.isFinite, total.isFinite, total > 0 else { return 0 }
        return min(1, max(0, value / total))
    }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: timer.map { Self.timerFraction($0, at: environment.renderNow) } ?? fraction, label: label.map { ProgressViewStyleConfiguration.Label(part: ConfigurationPart($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(part: ConfigurationPart($0)) })
        return StyledView(stack: \.progressViewStyles, configuration: configuration,
                          fallback: BuiltInProgressBody(kind: .automatic, configuration: configuration))
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style's configuration describes, drawn by the progress styles set
    /// outside that style.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar at `value` of `total`; a nil value shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: value.map { Self.fraction(value: Double($0), total: Double(total)) }, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: value.map { Self.fraction(value: Double($0), total: Double(total)) }, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: value.map { Self.fraction(value: Double($0), total: Double(total)) }, label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { Self.fraction(value: Double($0), total: Double(total)) }, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { Self.fraction(value: Double($0), total: Double(total)) }, label: Text(title), currentValueLabel: nil)
    }
}

/// UIActivityIndicatorView, still: twelve rounded spokes, the leading one darkest and the
/// trail behind it (it turns clockwise) fading. 20 points (medium), 37 (large).
struct Spinner: View, BuiltInRendition {
    static let spokes = 12
    let side: CGFloat

    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let outer = min(size.width, size.height) / 2
            for index in 0..<Self.spokes {
                let angle = -Double(index) / Double(Self.spokes) * 2 * .pi - .pi / 2
                let (dx, dy) = (cos(angle), sin(angle))
                var spoke = Path()
                spoke.move(to: CGPoint(x: center.x + dx * outer * 0.45, y: center.y + dy * outer * 0.45))
                spoke.addLine(to: CGPoint(x: center.x + dx * (outer - side / 16), y: center.y + dy * (outer - side / 16)))
                let opacity = 1 - Double(index) / Double(Self.spokes) * 0.75
                context.stroke(spoke, with: .color(Color(.systemGray).opacity(opacity)),
                               style: StrokeStyle(lineWidth: side / 8, lineCap: .round))
            }
        }
        .frame(width: side, height: side)
    }
}

/// UIProgressView's default style: a 4-point capsule track, filled from the leading edge.
struct LinearProgressBar: View, BuiltInRendition {
    let fraction: Double
    let tint: Color

    var body: some View {
        Capsule().fill(ControlColors.track)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 4)
            .frame(maxWidth: .infinity)
    }
}
