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
