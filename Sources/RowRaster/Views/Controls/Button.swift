/// A button as a row shows it, drawn by the button style around it: by default its label in
/// the tint (red for a destructive role), with a border or a filled background in the
/// bordered styles. `action` is kept, never called.
public struct Button<Label: View>: View, BuiltInControl {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: Never { bodyError() }

    @ViewBuilder func rendition(in environment: EnvironmentValues) -> some View {
        if environment.isSwipeActionButton {
            SwipeActionRendition(role: role, tint: environment.tint, label: label)
        } else {
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(part: ConfigurationPart(label)), action: action)
            StyledView(stack: \.buttonStyles, configuration: configuration,
                       fallback: BuiltInButtonBody(kind: .borderless, configuration: configuration))
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's configuration describes, drawn by the button styles set
    /// outside that style (for styles that adjust the current look rather than replace it).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button's look for its style, role, size and tint.
struct ButtonRendition<Label: View>: View, BuiltInRendition {
    let kind: ButtonStyleKind
    let role: ButtonRole?
    let size: ControlSize
    let tint: Color?
    /// Whether a font was set around the button: it wins over the control size's.
    let hasFont: Bool
    let isEnabled: Bool
    /// Whether a foreground style was set around the button: a borderless label takes it,
    /// as on iOS, instead of the tint.
    let keepsForeground: Bool
    let label: Label
    /// Whether a bordered button draws its wash (a toggle in the button style draws it only when on).
    var showsWash = true

    /// The role's colour, else the tint, else the accent colour; grey when disabled.
    private var color: Color {
        guard isEnabled else { return DisabledLook.foreground }
        return role == .destructive ? .red : tint ?? .accentColor
    }

    /// The wash behind a bordered label: the colour, light; a disabled button's is grey.
    private var wash: Color {
        guard showsWash else { return .clear }
        return isEnabled ? color.opacity(0.15) : DisabledLook.fill
    }

    /// Bordered buttons' padding, corner radius and font by control size (iOS 17).
    private var metrics: (horizontal: CGFloat, vertical: CGFloat, corner: CGFloat, font: Font) {
        switch size {
        case .mini: return (8, 3, 5, .footnote)
        case .small: return (10, 5, 6, .subheadline)
        case .regular: return (12, 7, 8, .body)
        case .large, .extraLarge: return (20, 14, 12, .body)
        }
    }

    var body: some View {
        switch kind {
        case .plain:
            label.disabledLabel(isEnabled)
        case .borderless:
            if keepsForeground { label.disabledLabel(isEnabled) } else { label.foregroundStyle(color) }
        case .bordered:
            styled.foregroundStyle(color)
                .background(wash, in: RoundedRectangle(cornerRadius: metrics.corner))
        case .borderedProminent:
            styled.foregroundStyle(isEnabled ? Color.white : DisabledLook.foreground)
                .background(isEnabled ? color : DisabledLook.fill, in: RoundedRectangle(cornerRadius: metrics.corner))
        }
    }

    private var styled: some View {
        Group {
            if hasFont { label } else { label.font(metrics.font) }
        }
            .lineLimit(1)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
    }
}

/// A link: its label in the tint, as a borderless button. `destination` is kept, never opened.
public struct Link<Label: View>: View, BuiltInControl {
    public let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        label.foregroundStyle(environment.isEnabled ? environment.tintOrAccent : DisabledLook.foreground)
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
