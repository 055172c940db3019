import SwiftUI

/// A home-automation model as iOS 17 apps write one: an `@Observable` class shared through
/// the environment, with accessories that views read and toggle.
@Observable public final class HomeModel {
    public struct Accessory: Identifiable {
        public let id: Int
        public var name: String
        public var room: String
        public var symbol: String
        public var isOn: Bool
    }

    public var homeName = "Maple Street"
    public var accessories: [Accessory]
    public var indoorTemperature = 21.5
    public var targetTemperature = 22.0

    public init(accessories: [Accessory]) {
        self.accessories = accessories
    }

    /// A home with four accessories, two of them on.
    public static func sample() -> HomeModel {
        HomeModel(accessories: [
            Accessory(id: 1, name: "Ceiling Light", room: "Living Room", symbol: "lightbulb.fill", isOn: true),
            Accessory(id: 2, name: "Front Door", room: "Hallway", symbol: "lock.fill", isOn: true),
            Accessory(id: 3, name: "Fan", room: "Bedroom", symbol: "wind", isOn: false),
            Accessory(id: 4, name: "Kettle", room: "Kitchen", symbol: "powerplug.fill", isOn: false),
        ])
    }
}

/// One accessory's tile: white with a yellow symbol when on, translucent when off, as the
/// Home app draws them, in a two-column grid.
public struct AccessoryTile: View {
    let accessory: HomeModel.Accessory

    public init(accessory: HomeModel.Accessory) {
        self.accessory = accessory
    }

    public var body: some View {
        HStack(spacing: 10) {
            Image(systemName: accessory.symbol)
                .font(.title3)
                .foregroundStyle(accessory.isOn ? .yellow : .secondary)
                .symbolEffect(.bounce, value: accessory.isOn)
            VStack(alignment: .leading, spacing: 0) {
                Text(accessory.name)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Text(accessory.isOn ? "On" : "Off")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(accessory.isOn ? AnyShapeStyle(.white) : AnyShapeStyle(.thinMaterial), in: .rect(cornerRadius: 14))
    }
}

/// The accessories of a home in a two-column grid on a tinted background; the model comes
/// from the environment.
public struct AccessoryGrid: View {
    @Environment(HomeModel.self) private var home

    public init() {}

    public var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(home.accessories) { accessory in
                AccessoryTile(accessory: accessory)
            }
        }
        .padding()
        .background(.orange.gradient.opacity(0.6))
    }
}

/// A thermostat row: the room's temperature in a circular gauge between 10° and 30°, and
/// a stepper for the target bound to the model through `@Bindable`.
public struct ThermostatRow: View {
    @Bindable var home: HomeModel

    public init(home: HomeModel) {
        self.home = home
    }

    public var body: some View {
        HStack(spacing: 16) {
            Gauge(value: home.indoorTemperature, in: 10...30) {
                Image(systemName: "thermometer.medium")
            } currentValueLabel: {
                Text(home.indoorTemperature, format: .number.precision(.fractionLength(1)))
            }
            .gaugeStyle(.accessoryCircular)
            .tint(.orange)
            Stepper(value: $home.targetTemperature, in: 16...26, step: 0.5) {
                VStack(alignment: .leading) {
                    Text("Heat to")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text("\(home.targetTemperature, format: .number.precision(.fractionLength(1)))°")
                        .font(.title2.bold())
                        .contentTransition(.numericText())
                }
            }
        }
        .padding()
    }
}

/// A smart-home screen: a navigation stack with a toolbar, rooms' switches in a list read
/// from the `@Observable` model in the environment, and a scene row with haptic feedback.
public struct SmartHomeScreen: View {
    @Environment(HomeModel.self) private var home
    @State private var scenesRun = 0

    public init() {}

    public var body: some View {
        @Bindable var home = home
        NavigationStack {
            List {
                Section("Accessories") {
                    ForEach($home.accessories) { $accessory in
                        Toggle(isOn: $accessory.isOn) {
                            Label {
                                Text(accessory.name)
                                Text(accessory.room)
                            } icon: {
                                Image(systemName: accessory.symbol)
                            }
                        }
                    }
                }
                Section {
                    Button("Good Night", systemImage: "moon.stars.fill") {
                        scenesRun += 1
                    }
                    .sensoryFeedback(.success, trigger: scenesRun)
                }
            }
            .navigationTitle(home.homeName)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Accessory", systemImage: "plus") {}
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Homes", systemImage: "house") {
                        Button("Maple Street") {}
                        Button("Lake Cabin") {}
                    }
                }
            }
        }
    }
}

#Preview {
    SmartHomeScreen()
        .environment(HomeModel.sample())
}
