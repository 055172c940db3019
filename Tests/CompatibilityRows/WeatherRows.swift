import SwiftUI

/// A ten-day forecast row: day, condition symbol with rain chance, low, the day's range on
/// the week's scale as a gradient capsule, and high.
public struct DailyForecastRow: View {
    public struct Day {
        let name: String
        let symbol: String
        let rainChance: Int?
        let low: Int
        let high: Int
    }

    public static let sample = Day(name: "Tue", symbol: "bolt.fill", rainChance: 60, low: 11, high: 19)

    let day: Day
    /// The coldest and warmest temperatures of the whole forecast.
    let weekRange: ClosedRange<Int>

    public init(day: Day, weekRange: ClosedRange<Int> = 8...24) {
        self.day = day
        self.weekRange = weekRange
    }

    public var body: some View {
        HStack(spacing: 12) {
            Text(day.name)
                .font(.title3.weight(.medium))
                .frame(width: 48, alignment: .leading)
            VStack(spacing: 0) {
                Image(systemName: day.symbol)
                    .font(.title3)
                    .foregroundStyle(.yellow)
                if let chance = day.rainChance {
                    Text("\(chance)%")
                        .font(.caption2.bold())
                        .foregroundColor(.cyan)
                }
            }
            .frame(width: 36)
            Text("\(day.low)°")
                .font(.title3.weight(.medium))
                .foregroundStyle(.secondary)
                .frame(width: 40, alignment: .trailing)
            TemperatureBar(range: day.low...day.high, scale: weekRange)
                .frame(height: 5)
            Text("\(day.high)°")
                .font(.title3.weight(.medium))
                .frame(width: 40, alignment: .trailing)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(Color(red: 0.20, green: 0.38, blue: 0.62))
        .foregroundColor(.white)
    }
}

/// A day's range placed on the week's scale: a faint track with a gradient capsule on it.
struct TemperatureBar: View {
    let range: ClosedRange<Int>
    let scale: ClosedRange<Int>

    var body: some View {
        GeometryReader { proxy in
            let span = CGFloat(scale.upperBound - scale.lowerBound)
            let start = CGFloat(range.lowerBound - scale.lowerBound) / span * proxy.size.width
            let end = CGFloat(range.upperBound - scale.lowerBound) / span * proxy.size.width
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.white.opacity(0.25))
                Capsule()
                    .fill(LinearGradient(colors: [.mint, .yellow, .orange], startPoint: .leading, endPoint: .trailing))
                    .frame(width: end - start)
                    .offset(x: start)
            }
        }
    }
}
