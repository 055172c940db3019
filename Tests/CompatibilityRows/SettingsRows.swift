import SwiftUI

/// A settings form's "About" section: labeled values, as the Settings app lists them.
public struct AboutDeviceSection: View {
    public init() {}

    public var body: some View {
        Form {
            Section {
                LabeledContent("Name", value: "Ada’s iPhone")
                LabeledContent("iOS Version", value: "17.2")
                LabeledContent("Capacity", value: 256, format: .number)
                LabeledContent("Available") {
                    Text("112.4 GB")
                }
            } header: {
                Text("About")
            } footer: {
                Text("Storage is shared by apps, photos and the system.")
            }
        }
        .frame(height: 330)
    }
}

/// A notifications form: switches, one of them disabled by the other, and a picker.
public struct NotificationSettingsForm: View {
    @State private var allowNotifications = true
    @State private var sounds = false
    @State private var preview = "Always"

    public init() {}

    public var body: some View {
        Form {
            Section {
                Toggle("Allow Notifications", isOn: $allowNotifications)
                Toggle("Sounds", isOn: $sounds)
                    .disabled(true)
                Picker("Show Previews", selection: $preview) {
                    Text("Always").tag("Always")
                    Text("Never").tag("Never")
                }
            } footer: {
                Text("Sounds are off while Focus is on.")
            }
        }
        .frame(height: 250)
    }
}

/// A button style an app defines once and uses on its call-to-action rows.
public struct PillButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .foregroundColor(.white)
            .background(configuration.role == .destructive ? Color.red : Color.blue)
            .clipShape(Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// A subscription row: plan, price and two pill buttons.
public struct SubscriptionRow: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            LabeledContent("Premium", value: "€4.99 / month")
                .font(.headline)
            HStack(spacing: 10) {
                Button("Upgrade") {}
                Button("Cancel Plan", role: .destructive) {}
            }
            .buttonStyle(PillButtonStyle())
        }
        .padding()
    }
}

/// A workout summary in a group box, with a progress bar and a control group.
public struct WorkoutSummaryBox: View {
    public init() {}

    public var body: some View {
        GroupBox {
            VStack(alignment: .leading, spacing: 8) {
                ProgressView(value: 0.72) {
                    Text("Move goal")
                } currentValueLabel: {
                    Text("432 of 600 kcal")
                }
                .tint(.red)
                ControlGroup {
                    Button("Pause") {}
                    Button("End") {}
                }
            }
        } label: {
            Label("Outdoor Run", systemImage: "heart.fill")
        }
        .padding()
    }
}

/// A label style that puts the icon in a coloured square, as settings rows do.
public struct SettingsIconLabelStyle: LabelStyle {
    let color: Color

    public init(color: Color) { self.color = color }

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 15))
                .foregroundColor(.white)
                .frame(width: 29, height: 29)
                .background(color, in: RoundedRectangle(cornerRadius: 7))
            configuration.title
        }
    }
}

/// Settings rows with icon squares and a disabled row.
public struct SettingsIconRows: View {
    public init() {}

    public var body: some View {
        List {
            Label("Airplane Mode", systemImage: "airplane").labelStyle(SettingsIconLabelStyle(color: .orange))
            Label("Wi-Fi", systemImage: "wifi").labelStyle(SettingsIconLabelStyle(color: .blue))
            Button("Reset Settings") {}.disabled(true)
        }
        .frame(height: 220)
    }
}

/// A display settings section: brightness on a slider between its two suns, then the switches
/// beside it, as a settings screen lists them.
public struct DisplayBrightnessSection: View {
    @State private var brightness = 0.65
    @State private var trueTone = true
    @State private var nightShift = false

    public init() {}

    public var body: some View {
        Form {
            Section {
                Slider(value: $brightness, in: 0...1) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.min")
                } maximumValueLabel: {
                    Image(systemName: "sun.max")
                }
                .accessibilityLabel("Brightness")
                Toggle("True Tone", isOn: $trueTone)
                Toggle("Night Shift", isOn: $nightShift)
            } header: {
                Text("Brightness")
            } footer: {
                Text("Automatically adapt iPhone display based on ambient lighting conditions.")
            }
        }
        .frame(height: 300)
    }
}
