import SwiftUI

/// A run in an activity app's history: route badge, title and date, then distance, pace,
/// energy and the weather it was run in, each formatted with Foundation's measurement styles.
public struct RunHistoryRow: View {
    public struct Run {
        let title: String
        let date: Date
        let distance: Measurement<UnitLength>
        let duration: TimeInterval
        let energy: Measurement<UnitEnergy>
        let temperature: Measurement<UnitTemperature>
    }

    public static let sample = Run(
        title: "Morning Run",
        date: Date(timeIntervalSince1970: 1_768_383_000),
        distance: Measurement(value: 8.42, unit: .kilometers),
        duration: 45 * 60 + 12,
        energy: Measurement(value: 612, unit: .kilocalories),
        temperature: Measurement(value: 14, unit: .celsius))

    let run: Run

    public init(run: Run) { self.run = run }

    private var pace: Measurement<UnitSpeed> {
        Measurement(value: run.distance.converted(to: .meters).value / run.duration, unit: .metersPerSecond)
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "location.fill")
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(Color.green.gradient, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            VStack(alignment: .leading, spacing: 6) {
                HStack(alignment: .firstTextBaseline) {
                    Text(run.title)
                        .font(.headline)
                    Spacer()
                    Text(run.date, format: .dateTime.month(.abbreviated).day())
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text(run.distance, format: .measurement(width: .abbreviated, usage: .road,
                                                        numberFormatStyle: .number.precision(.fractionLength(2))))
                    .font(.title2.weight(.semibold))
                    .foregroundStyle(.green)
                HStack(spacing: 14) {
                    Label {
                        Text(pace, format: .measurement(width: .abbreviated))
                    } icon: {
                        Image(systemName: "clock")
                    }
                    Label {
                        Text(run.energy, format: .measurement(width: .abbreviated, usage: .workout))
                    } icon: {
                        Image(systemName: "bolt.fill")
                    }
                    Text(run.temperature, format: .measurement(width: .abbreviated, usage: .weather, hidesScaleName: true))
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}

/// A day in an activity app's summary: three capacity rings with their values inside, the
/// day's totals beside them.
public struct ActivitySummaryGaugesRow: View {
    public struct Ring: Identifiable {
        public let id: String
        let value: Double
        let goal: Double
        let unit: String
        let color: Color
    }

    public static let sample = [
        Ring(id: "Move", value: 412, goal: 600, unit: "KCAL", color: .red),
        Ring(id: "Exercise", value: 34, goal: 30, unit: "MIN", color: .green),
        Ring(id: "Stand", value: 7, goal: 12, unit: "HRS", color: .cyan),
    ]

    let rings: [Ring]

    public init(rings: [Ring]) { self.rings = rings }

    public var body: some View {
        HStack(spacing: 14) {
            ForEach(rings) { ring in
                VStack(spacing: 6) {
                    Gauge(value: min(ring.value, ring.goal), in: 0...ring.goal) {
                        Text(ring.id)
                    } currentValueLabel: {
                        Text("\(Int(ring.value))")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(ring.color)
                    Text(ring.id.uppercased())
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(ring.color)
                    Text("\(Int(ring.value))/\(Int(ring.goal)) \(ring.unit)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .padding(.vertical, 12)
        .padding(.horizontal, 16)
    }
}
