import SwiftUI

/// A trip card as a travel app's upcoming-trips list shows it: destination, dates as a
/// range, and a countdown capsule, on a material card.
public struct TripCardRow: View {
    public struct Trip {
        let city: String
        let country: String
        let nights: Int
        let daysAway: Int
    }

    public static let sample = Trip(city: "Lisbon", country: "Portugal", nights: 5, daysAway: 12)

    let trip: Trip

    public init(trip: Trip) {
        self.trip = trip
    }

    public var body: some View {
        HStack(spacing: 14) {
            Image(systemName: "airplane.departure")
                .font(.title2)
                .foregroundStyle(.white)
                .frame(width: 48, height: 48)
                .background(.blue, in: .rect(cornerRadius: 12))
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.city)
                    .font(.headline)
                Text("\(trip.country) · ^[\(trip.nights) night](inflect: true)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("In \(trip.daysAway) days")
                .font(.caption.weight(.semibold))
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(.blue.opacity(0.15), in: .capsule)
                .foregroundStyle(.blue)
        }
        .padding(14)
        .background(.regularMaterial, in: .rect(cornerRadius: 16))
        .padding(16)
    }
}

/// A boarding-pass summary: two airport codes either side of a plane, gate and seat below.
public struct BoardingPassRow: View {
    public struct Flight {
        let number: String
        let from: String
        let to: String
        let gate: String
        let seat: String
    }

    public static let sample = Flight(number: "TP 1351", from: "LHR", to: "LIS", gate: "B32", seat: "14A")

    let flight: Flight

    public init(flight: Flight) {
        self.flight = flight
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(flight.number)
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            HStack {
                Text(flight.from).font(.largeTitle.bold())
                Spacer()
                Image(systemName: "airplane")
                    .foregroundStyle(.tint)
                Spacer()
                Text(flight.to).font(.largeTitle.bold())
            }
            Grid(alignment: .leading, horizontalSpacing: 24) {
                GridRow {
                    Text("Gate").foregroundStyle(.secondary)
                    Text("Seat").foregroundStyle(.secondary)
                }
                .font(.caption)
                GridRow {
                    Text(flight.gate)
                    Text(flight.seat)
                }
                .font(.title3.weight(.semibold))
            }
        }
        .padding(16)
    }
}

/// A flight's status as an airline app shows it under the boarding pass: the status word in
/// its colour, departure time, and a layout that drops the terminal when the width runs out.
public struct FlightStatusRow: View {
    public struct Status {
        let departure: Date
        let delayMinutes: Int
        let terminal: String
    }

    /// Departs 2026-01-15 14:25 UTC, twenty minutes late, from terminal 2.
    public static let sample = Status(departure: Date(timeIntervalSince1970: 1_768_487_100), delayMinutes: 20, terminal: "Terminal 2")

    let status: Status

    public init(status: Status) {
        self.status = status
    }

    private var statusText: Text {
        status.delayMinutes > 0
            ? Text("Delayed \(status.delayMinutes) min").foregroundStyle(.orange)
            : Text("On time").foregroundStyle(.green)
    }

    public var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                statusText.bold()
                Text("Departs ") + Text(status.departure, format: .dateTime.hour().minute())
                Spacer()
                Text(status.terminal).foregroundStyle(.secondary)
            }
            HStack {
                statusText.bold()
                Spacer()
                Text(status.departure, format: .dateTime.hour().minute())
            }
        }
        .font(.subheadline)
        .padding()
    }
}

/// A packing checklist screen: a form with a trip date, a count of bags and switches, as a
/// travel app's trip settings are written for iOS 17.
public struct TripSettingsForm: View {
    @State private var departure = Date(timeIntervalSince1970: 1_769_500_800)   // 2026-01-27 08:00 UTC
    @State private var bags = 2
    @State private var remindToCheckIn = true
    @State private var shareWithPartner = false

    public init() {}

    public var body: some View {
        Form {
            Section("Trip") {
                DatePicker("Departure", selection: $departure, displayedComponents: .date)
                Stepper("Checked bags: \(bags)", value: $bags, in: 0...4)
                LabeledContent("Booking reference", value: "QX7K2L")
            }
            Section {
                Toggle("Check-in reminder", isOn: $remindToCheckIn)
                Toggle("Share with partner", isOn: $shareWithPartner)
            } footer: {
                Text("Check-in opens **24 hours** before departure.")
            }
        }
    }
}

#Preview("Trip card") {
    TripCardRow(trip: TripCardRow.sample)
}

/// A "Trending destinations" shelf as iOS 17 travel apps lay it out: a horizontal strip of
/// photo-style cards, each four fifths of the screen less the margins, so the next card peeks
/// in at the trailing edge, snapping card by card.
public struct DestinationCarouselRow: View {
    public struct Destination: Identifiable {
        public let id: String
        let region: String
        let colors: [Color]
        let rating: Double
    }

    public static let sample = [
        Destination(id: "Kyoto", region: "Japan", colors: [.pink, .orange], rating: 4.9),
        Destination(id: "Reykjavík", region: "Iceland", colors: [.teal, .indigo], rating: 4.7),
        Destination(id: "Marrakesh", region: "Morocco", colors: [.orange, .red], rating: 4.6),
    ]

    let destinations: [Destination]

    public init(destinations: [Destination]) {
        self.destinations = destinations
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Trending destinations")
                .font(.title3.bold())
                .padding(.horizontal, 16)
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(destinations) { destination in
                        card(destination)
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
        }
        .padding(.vertical, 12)
    }

    private func card(_ destination: Destination) -> some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: destination.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 2) {
                Label(String(format: "%.1f", destination.rating), systemImage: "star.fill")
                    .font(.caption.weight(.semibold))
                Text(destination.id)
                    .font(.title2.bold())
                Text(destination.region)
                    .font(.subheadline)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding(14)
        }
        .frame(height: 180)
        .clipShape(.rect(cornerRadius: 20))
    }
}
