/// A switch with its label, as SwiftUI's `Toggle` on iOS: the label leading, the switch
/// (51×31 points, green when on) trailing; or as the toggle style around it draws it.
public struct Toggle<Label: View>: View, BuiltInControl {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = ToggleStyleConfiguration(label: .init(part: ConfigurationPart(label)), isOn: isOn)
        return StyledView(stack: \.toggleStyles, configuration: configuration,
                          fallback: SwitchToggleBody(configuration: configuration))
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, drawn by the toggle styles set outside
    /// that style (a switch by default).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
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


/// The switch look: the label leading, the switch trailing; disabled, the label greys and
/// the switch draws at half opacity, as UISwitch does.
struct SwitchToggleBody: View, BuiltInControl {
    let configuration: ToggleStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let switchTrack = SwitchTrack(isOn: configuration.isOn, tint: environment.tint)
        // A view's alpha fades it as one layer: the thumb does not show the track through it.
        let track = Group {
            if environment.isEnabled { switchTrack } else { switchTrack.compositingGroup().opacity(DisabledLook.switchOpacity) }
        }
        return Group {
            if environment.labelsHidden {
                track
            } else {
                HStack(spacing: 8) {
                    configuration.label.disabledLabel(environment.isEnabled).frame(maxWidth: .infinity, alignment: .leading)
                    track
                }
            }
        }
    }
}
