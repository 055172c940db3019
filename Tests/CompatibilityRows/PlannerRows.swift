import SwiftUI

// A trip planner's day card, written with iOS 18's custom-container API: the card decides how
// its content is laid out (the first view large, the others as chips beneath), and a stop marks
// itself as booked through a container value the card reads.

extension ContainerValues {
    /// Whether a stop on the card is booked; the card tints booked stops.
    @Entry public var isBookedStop: Bool = false
}

/// A card that puts its first subview on top and the rest in a row of chips.
struct SpotlightCard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            VStack(alignment: .leading, spacing: 12) {
                if let headline = subviews.first {
                    headline
                }
                HStack(spacing: 8) {
                    ForEach(subviews.dropFirst()) { stop in
                        stop
                            .padding(.horizontal, 10)
                            .padding(.vertical, 6)
                            .background(stop.containerValues.isBookedStop ? Color.orange.opacity(0.25) : Color(.systemGray5),
                                        in: Capsule())
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(16)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        }
    }
}

/// One day of a trip: a title block, then the day's stops, the booked one tinted.
public struct TripDayCardRow: View {
    let day: String
    let summary: String
    let stops: [String]
    let booked: String

    public init(day: String = "Day 2 · Kyoto", summary: String = "Shrines in the morning, tea after lunch",
                stops: [String] = ["Fushimi Inari", "Tea house", "Gion"], booked: String = "Tea house") {
        self.day = day
        self.summary = summary
        self.stops = stops
        self.booked = booked
    }

    public var body: some View {
        SpotlightCard {
            VStack(alignment: .leading, spacing: 2) {
                Text(day).font(.headline)
                Text(summary).font(.subheadline).foregroundStyle(.secondary)
            }
            ForEach(stops, id: \.self) { stop in
                Text(stop)
                    .font(.footnote.weight(.medium))
                    .containerValue(\.isBookedStop, stop == booked)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
