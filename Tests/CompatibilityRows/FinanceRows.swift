import SwiftUI

/// A watchlist row: ticker and company, a sparkline of the day, price and a change pill.
public struct StockQuoteRow: View {
    public struct Quote {
        let symbol: String
        let company: String
        let price: Double
        let change: Double
        let history: [Double]

        var isUp: Bool { change >= 0 }
    }

    public static let sample = Quote(symbol: "AAPL", company: "Apple Inc.", price: 231.54, change: 1.87,
                                     history: [224, 226.5, 225.1, 227.8, 229.2, 228.4, 230.9, 229.7, 231.54])
    public static let falling = Quote(symbol: "TSLA", company: "Tesla, Inc.", price: 248.12, change: -3.41,
                                      history: [259, 257.2, 255.8, 256.4, 252.9, 251.1, 249.6, 250.2, 248.12])

    let quote: Quote

    public init(quote: Quote) {
        self.quote = quote
    }

    private var tint: Color { quote.isUp ? .green : .red }

    public var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(quote.symbol)
                    .font(.headline)
                Text(quote.company)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .frame(width: 96, alignment: .leading)

            Sparkline(values: quote.history)
                .stroke(tint, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                .frame(height: 32)

            VStack(alignment: .trailing, spacing: 4) {
                Text(String(format: "%.2f", quote.price))
                    .font(.body.monospacedDigit())
                Text(String(format: "%+.2f", quote.change))
                    .font(.caption.weight(.semibold).monospacedDigit())
                    .foregroundColor(.white)
                    .frame(minWidth: 64, alignment: .trailing)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(tint, in: RoundedRectangle(cornerRadius: 5, style: .continuous))
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

/// The day's prices as a line through the shape's frame, lowest at the bottom.
struct Sparkline: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let low = values.min(), let high = values.max(), high > low else { return path }
        let step = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: rect.minX + CGFloat(index) * step,
                                y: rect.maxY - CGFloat((value - low) / (high - low)) * rect.height)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

/// A subscriptions screen in the iOS 17 style: a prominent "Upcoming" header and each renewal
/// its own rounded card (`listRowSpacing`), then the cancelled ones in a tighter section.
public struct SubscriptionsScreen: View {
    public struct Subscription: Identifiable {
        public let id: String
        let symbol: String
        let tint: Color
        let price: String
        let renews: String
    }

    public static let upcoming = [
        Subscription(id: "Cloud Storage", symbol: "icloud.fill", tint: .blue, price: "$2.99", renews: "Renews Dec 2"),
        Subscription(id: "Music", symbol: "music.note", tint: .pink, price: "$10.99", renews: "Renews Dec 9"),
    ]

    public static let cancelled = [
        Subscription(id: "News", symbol: "newspaper", tint: .orange, price: "$12.99", renews: "Ended Nov 3"),
    ]

    let upcoming: [Subscription]
    let cancelled: [Subscription]

    public init(upcoming: [Subscription], cancelled: [Subscription]) {
        self.upcoming = upcoming
        self.cancelled = cancelled
    }

    public var body: some View {
        List {
            Section("Upcoming") {
                ForEach(upcoming) { row($0) }
            }
            .headerProminence(.increased)
            Section("Cancelled") {
                ForEach(cancelled) { row($0) }
            }
        }
        .listRowSpacing(10)
    }

    private func row(_ subscription: Subscription) -> some View {
        HStack(spacing: 12) {
            Image(systemName: subscription.symbol)
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(subscription.tint.gradient, in: .rect(cornerRadius: 8))
            VStack(alignment: .leading) {
                Text(subscription.id)
                Text(subscription.renews)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(subscription.price)
                .monospacedDigit()
        }
    }
}
