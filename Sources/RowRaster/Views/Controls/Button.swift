/// A button as a row shows it: its label in the tint (red for a destructive role), with a
/// border or a filled background in the bordered styles. `action` is kept, never called.
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
            ButtonRendition(kind: environment.buttonStyleKind, role: role, size: environment.controlSize, tint: environment.tint,
                            hasFont: environment.font != nil, label: label)
        }
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// How a button looks, as SwiftUI's primitive button styles.
public protocol PrimitiveButtonStyle: Sendable {}
public struct DefaultButtonStyle: PrimitiveButtonStyle, Hashable { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle, Hashable { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Hashable { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle, Hashable { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Hashable { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

enum ButtonStyleKind: Hashable, Sendable {
    case plain, borderless, bordered, borderedProminent

    init(_ style: any PrimitiveButtonStyle) {
        switch style {
        case is PlainButtonStyle: self = .plain
        case is BorderedButtonStyle: self = .bordered
        case is BorderedProminentButtonStyle: self = .borderedProminent
        default: self = .borderless   // iOS draws `.automatic` buttons borderless, in rows too
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: ButtonStyleKind { .borderless } }

extension EnvironmentValues {
    var buttonStyleKind: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleKind, ButtonStyleKind(style))
    }
}

/// A button's look for its style, role, size and tint.
struct ButtonRendition<Label: View>: View, BuiltInRendition {
    let kind: ButtonStyleKind
    let role: ButtonRole?
    let size: ControlSize
    let tint: Color?
    /// Whether a font was set around the button: it wins over the control size's.
    let hasFont: Bool
    let label: Label

    /// The role's colour, else the tint, else the accent colour.
    private var color: Color { role == .destructive ? .red : tint ?? .accentColor }

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
            label
        case .borderless:
            label.foregroundStyle(color)
        case .bordered:
            styled.foregroundStyle(color)
                .background(color.opacity(0.15), in: RoundedRectangle(cornerRadius: metrics.corner))
        case .borderedProminent:
            styled.foregroundStyle(Color.white)
                .background(color, in: RoundedRectangle(cornerRadius: metrics.corner))
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
        label.foregroundStyle(environment.tintOrAccent)
    }
}

extension Link where Label == Text {
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
