import SwiftUI

// Rows whose text is formatted the way apps format it: dates relative to now, prices in a
// locale, Markdown in literals, attributed strings and symbols inside text. Dates are fixed
// instants near the renderer's now (2026-01-15 09:41 UTC), as previews pin them.

private func instant(_ iso: String) -> Date {
    (try? Date(iso, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
}

/// A calendar event: time range, title, where, and how soon it starts.
public struct UpcomingEventRow: View {
    public struct Event: Hashable {
        var title: String
        var location: String
        var start: Date
        var end: Date
        var color: Color
    }

    public static let sample = Event(title: "Design review", location: "Room 4.12 · Zurich",
                                     start: instant("2026-01-15T11:00:00Z"), end: instant("2026-01-15T11:45:00Z"),
                                     color: .purple)

    let event: Event

    public init(event: Event) {
        self.event = event
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 2)
                .fill(event.color)
                .frame(width: 4, height: 58)
            VStack(alignment: .leading, spacing: 3) {
                Text(event.title).font(.headline)
                Text(event.start...event.end)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("\(Image(systemName: "location.fill")) \(event.location)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 3) {
                Text("in")
                    .font(.caption2)
                    .textCase(.uppercase)
                    .foregroundStyle(.secondary)
                Text(event.start, style: .relative)
                    .font(.footnote.weight(.semibold))
                    .foregroundColor(event.color)
            }
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 16)
    }
}

/// A bank transaction: merchant, category, date, and the amount in the account's currency.
public struct TransactionRow: View {
    public struct Transaction: Hashable {
        var merchant: String
        var category: String
        var symbol: String
        var date: Date
        var amount: Decimal
        var currency: String
    }

    public static let sample = Transaction(merchant: "Bäckerei Hofmann", category: "Groceries", symbol: "house.fill",
                                           date: instant("2026-01-14T07:12:00Z"), amount: -12.4, currency: "EUR")
    public static let refund = Transaction(merchant: "Rail ticket refund", category: "Travel", symbol: "airplane",
                                           date: instant("2026-01-12T16:30:00Z"), amount: 86.9, currency: "EUR")

    let transaction: Transaction

    public init(transaction: Transaction) {
        self.transaction = transaction
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: transaction.symbol)
                .foregroundColor(.white)
                .frame(width: 36, height: 36)
                .background(Circle().fill(Color.blue))
            VStack(alignment: .leading, spacing: 2) {
                Text(transaction.merchant).font(.body)
                Text("\(transaction.category) · \(transaction.date, format: .dateTime.day().month(.abbreviated))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount, format: .currency(code: transaction.currency))
                .font(.body.monospacedDigit())
                .foregroundColor(transaction.amount > 0 ? .green : .primary)
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
        .environment(\.locale, Locale(identifier: "de_DE"))
    }
}

/// A product review: stars, a Markdown body, the reviewer and when.
public struct ReviewRow: View {
    public struct Review: Hashable {
        var author: String
        var rating: Double
        var posted: Date
        var helpfulCount: Int
    }

    public static let sample = Review(author: "jonas_k", rating: 4.5, posted: instant("2026-01-13T18:20:00Z"),
                                      helpfulCount: 1284)

    let review: Review

    public init(review: Review) {
        self.review = review
    }

    private var stars: Text {
        (0..<5).reduce(Text("")) { line, index in
            let name = Double(index) + 0.5 < review.rating ? "star.fill" : "star"
            return line + Text(Image(systemName: name))
        }
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                (stars + Text(" ") + Text(review.rating, format: .number.precision(.fractionLength(1))).bold())
                    .font(.subheadline)
                    .foregroundColor(.orange)
                Spacer()
                Text(review.posted, style: .date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text("**Sturdy and quiet.** Setup took *ten minutes*; the `v2` firmware fixed the fan noise. See the [manual](https://example.com/manual).")
                .font(.subheadline)
            Text("\(review.author) · \(review.helpfulCount, format: .number) found this helpful")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(16)
    }
}

/// A run in a fitness app: a live timer, distance, pace and an offset from the last run.
public struct WorkoutRow: View {
    public struct Workout: Hashable {
        var name: String
        var started: Date
        var lastRun: Date
        var kilometres: Double
        var paceSeconds: Int
    }

    public static let sample = Workout(name: "Morning run", started: instant("2026-01-15T09:05:51Z"),
                                       lastRun: instant("2026-01-13T09:41:00Z"), kilometres: 6.42, paceSeconds: 334)

    let workout: Workout

    public init(workout: Workout) {
        self.workout = workout
    }

    public var body: some View {
        HStack(alignment: .center, spacing: 14) {
            Image(systemName: "bolt.fill")
                .font(.title2)
                .foregroundColor(.green)
            VStack(alignment: .leading, spacing: 2) {
                Text(workout.name).font(.headline)
                Text("\(workout.kilometres, specifier: "%.2f") km · \(workout.paceSeconds / 60):\(String(format: "%02d", workout.paceSeconds % 60)) /km")
                    .font(.subheadline)
                    .monospacedDigit()
                Text("Last run \(workout.lastRun, style: .offset)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(timerInterval: workout.started...workout.started.addingTimeInterval(3600), countsDown: false)
                .font(.system(.title, design: .rounded).weight(.semibold))
                .monospacedDigit()
                .foregroundColor(.green)
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 16)
    }
}

/// A release note in an app's "What's new": an attributed summary built in code.
public struct ReleaseNoteRow: View {
    public struct Note: Hashable {
        var version: String
        var released: Date
        var fixes: [String]
    }

    public static let sample = Note(version: "4.2", released: instant("2026-01-08T12:00:00Z"),
                                    fixes: ["offline sync", "widgets", "VoiceOver labels"])

    let note: Note

    public init(note: Note) {
        self.note = note
    }

    private var version: AttributedString {
        var version = AttributedString("Version \(note.version)")
        version.font = .headline
        return version
    }

    private var details: AttributedString {
        var text = AttributedString("Fixes for ")
        // Pinned: `formatted()` outside a Text uses the device's locale, not the view's.
        var list = AttributedString(note.fixes.formatted(.list(type: .and).locale(Locale(identifier: "en_US"))))
        list.swiftUI.underlineStyle = .single
        var more = AttributedString(". Read more")
        more.link = URL(string: "https://example.com/releases/4.2")
        text.append(list)
        text.append(more)
        return text
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(version)
                + Text(" · \(note.released, format: .dateTime.month(.wide).day().year())")
                .font(.subheadline)
                .foregroundColor(.secondary)
            Text(details).font(.subheadline)
            Text(verbatim: "Build *2026.01.08* — not Markdown")
                .font(.caption.monospaced())
                .foregroundStyle(.tertiary)
        }
        .padding(16)
    }
}
