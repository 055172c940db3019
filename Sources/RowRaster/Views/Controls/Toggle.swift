/// A switch with its label, as SwiftUI's `Toggle` on iOS: the label leading, the switch
/// (51×31 points, green when on) trailing.
public struct Toggle<Label: View>: View, BuiltInControl {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let track = SwitchTrack(isOn: isOn.wrappedValue, tint: environment.tint)
        return Group {
            if environment.labelsHidden {
                track
            } else {
                HStack(spacing: 8) {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    track
                }
            }
        }
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The iOS switch: a capsule track, and a white thumb with its soft shadow at the end the
/// value puts it.
struct SwitchTrack: View, BuiltInRendition {
    let isOn: Bool
    let tint: Color?

    static let size = CGSize(width: 51, height: 31)
    static let thumb: CGFloat = 27

    var body: some View {
        Capsule()
            .fill(isOn ? tint ?? .green : ControlColors.track)
            .frame(width: Self.size.width, height: Self.size.height)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle()
                    .fill(Color.white)
                    .frame(width: Self.thumb, height: Self.thumb)
                    .shadow(color: .black.opacity(0.06), radius: 0.5, y: 3)
                    .shadow(color: .black.opacity(0.15), radius: 4, y: 3)
                    .padding(2)
            }
    }
}

/// How a toggle looks, as SwiftUI's `ToggleStyle` (iOS draws every toggle as a switch).
public protocol ToggleStyle: Sendable {}
public struct SwitchToggleStyle: ToggleStyle, Hashable { public init() {} }
public struct DefaultToggleStyle: ToggleStyle, Hashable { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }

extension View {
    /// The style of the toggles inside: on iOS, a switch either way.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
