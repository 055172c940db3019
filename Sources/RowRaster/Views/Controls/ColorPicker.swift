import Foundation

/// A colour picker as a settings row shows it on iOS: the label leading and UIColorWell
/// trailing, a ring of every hue around a disc of the selected colour.
///
/// At rest nothing is presented: the colour panel opens only on a tap. The forms that take a
/// `CGColor` binding are not declared, as Core Graphics is missing on Linux.
public struct ColorPicker<Label: View>: View, BuiltInControl {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A colour picker for `selection`, with `label` leading. `supportsOpacity` lets the panel
    /// pick translucent colours; it changes nothing drawn at rest.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        // Disabled, UIKit fades the well as one layer, as it fades a switch.
        let well = ColorWell(color: selection.wrappedValue)
        let shownWell = Group {
            if environment.isEnabled { well } else { well.compositingGroup().opacity(DisabledLook.switchOpacity) }
        }
        return HStack(spacing: 8) {
            if !environment.labelsHidden {
                label.disabledLabel(environment.isEnabled).frame(maxWidth: .infinity, alignment: .leading)
            }
            shownWell
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker for `selection`, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker for `selection`, titled by a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIColorWell at rest: a ring of the hue wheel, a gap of the background, and the selected
/// colour in a disc inside.
///
/// Reconstructed from iOS 17's look, not measured from a device: the 28-point well, the
/// 3-point ring turning through the hues clockwise from red at the top, and the 20-point disc
/// are estimates.
struct ColorWell: View, BuiltInRendition {
    let color: Color

    static let size: CGFloat = 28
    static let ring: CGFloat = 3
    static let disc: CGFloat = 20

    /// The hue wheel, pure red round to pure red (not the system colours, which are softened).
    static let hues: [Color] = [(1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 1, 1), (0, 0, 1), (1, 0, 1), (1, 0, 0)]
        .map { Color(red: $0.0, green: $0.1, blue: $0.2) }

    var body: some View {
        ZStack {
            Circle()
                .strokeBorder(AngularGradient(colors: Self.hues, center: .center, angle: .degrees(-90)), lineWidth: Self.ring)
            Circle()
                .fill(color)
                .frame(width: Self.disc, height: Self.disc)
        }
        .frame(width: Self.size, height: Self.size)
    }
}
