import SwiftUI

struct SettingsScreen: View {
    @State private var notifications = true
    @State private var cellularData = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Label("Wi-Fi", systemImage: "wifi")
                    Label("Bluetooth", systemImage: "bolt.circle")
                    Toggle(isOn: $cellularData) {
                        Label("Cellular Data", systemImage: "antenna.radiowaves.left.and.right")
                    }
                }
                Section("Notifications") {
                    Toggle("Allow Notifications", isOn: $notifications)
                    Label("Sounds & Haptics", systemImage: "speaker.wave.3.fill")
                    Label("Focus", systemImage: "moon.fill")
                    Label("Screen Time", systemImage: "hourglass")
                }
                Section("General") {
                    ForEach(["About", "Software Update", "AirDrop", "Picture in Picture", "Fonts", "Keyboard",
                             "Language & Region", "Dictionary", "VPN & Device Management", "Legal & Regulatory"],
                            id: \.self) { item in
                        Text(item)
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview("Settings") {
    SettingsScreen()
}
