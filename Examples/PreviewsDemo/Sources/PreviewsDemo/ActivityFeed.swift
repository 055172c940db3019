import SwiftUI

struct Activity: Identifiable {
    let id: Int
    let title: String
    let detail: String
    let symbol: String
    let tint: Color
}

struct ActivityCard: View {
    let activity: Activity

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: activity.symbol)
                .font(.title2)
                .foregroundStyle(.white)
                .frame(width: 48, height: 48)
                .background(activity.tint, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(activity.title).font(.headline)
                Text(activity.detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(14)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

struct ActivityFeed: View {
    let activities: [Activity] = (0..<40).map { index in
        let kinds: [(String, String, Color)] = [("Morning run", "flame.fill", .green), ("Cycling", "bicycle", .orange),
                                                ("Swim", "drop.fill", .blue), ("Yoga", "moon.stars.fill", .purple)]
        let kind = kinds[index % kinds.count]
        return Activity(id: index, title: kind.0, detail: "\(3 + index % 9) km · \(20 + index % 40) min",
                        symbol: kind.1, tint: kind.2)
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(activities) { activity in
                    ActivityCard(activity: activity)
                }
            }
            .padding()
        }
    }
}

#Preview("Feed") {
    ActivityFeed()
}

#Preview("Feed landscape", traits: .landscapeLeft) {
    ActivityFeed()
}
