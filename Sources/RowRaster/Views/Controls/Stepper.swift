/// A stepper as a settings row shows it: the label leading, the minus and plus segments
/// trailing, each dimmed at the end of the range it cannot pass.
public struct Stepper<Label: View>: View, BuiltInControl {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = onDecrement != nil
        canIncrement = onIncrement != nil
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = true
        canIncrement = true
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        HStack(spacing: 8) {
            if !environment.labelsHidden {
                label.disabledLabel(environment.isEnabled).frame(maxWidth: .infinity, alignment: .leading)
            }
            StepperControl(canDecrement: canDecrement && environment.isEnabled, canIncrement: canIncrement && environment.isEnabled)
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
    }
}

/// UIStepper: a 94×32 well with a minus and a plus, a hairline between them.
struct StepperControl: View, BuiltInRendition {
    let canDecrement: Bool
    let canIncrement: Bool

    var body: some View {
        HStack(spacing: 0) {
            segment("minus", enabled: canDecrement)
            Rectangle().fill(ControlColors.separator).frame(width: 1, height: 18)
            segment("plus", enabled: canIncrement)
        }
        .frame(width: 94, height: 32)
        .background(ControlColors.well, in: RoundedRectangle(cornerRadius: 8))
    }

    private func segment(_ symbol: String, enabled: Bool) -> some View {
        Image(systemName: symbol)
            .font(.system(size: 17, weight: .medium))
            .foregroundStyle(enabled ? Color.primary : ControlColors.placeholder)
            .frame(maxWidth: .infinity)
    }
}
