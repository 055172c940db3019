import SwiftUI

/// A wallet's card, tilted in 3D as a stack of cards shows it, with the brand colour's gradient
/// and a chip rounded only on one side.
public struct WalletCardRow: View {
    public struct Card {
        let issuer: String
        let last4: String
        let balance: String
        let color: Color
    }

    public static let sample = Card(issuer: "Aurora Bank", last4: "4242", balance: "$2,318.40", color: .indigo)

    let card: Card

    public init(card: Card) {
        self.card = card
    }

    public var body: some View {
        HStack(spacing: 16) {
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Text(card.issuer).font(.subheadline.weight(.semibold))
                    Spacer()
                    UnevenRoundedRectangle(topLeadingRadius: 6, bottomLeadingRadius: 6, bottomTrailingRadius: 2,
                                           topTrailingRadius: 2)
                        .fill(Color.yellow.gradient)
                        .frame(width: 28, height: 20)
                }
                Spacer()
                Text("•••• \(card.last4)").font(.callout.monospacedDigit())
            }
            .foregroundStyle(.white)
            .padding(14)
            .frame(width: 170, height: 104)
            .background(card.color.gradient, in: .rect(cornerRadius: 14))
            .rotation3DEffect(.degrees(18), axis: (x: 0, y: 1, z: 0), anchor: .leading)
            VStack(alignment: .leading, spacing: 4) {
                Text("Balance").font(.caption).foregroundStyle(.secondary)
                Text(card.balance).font(.title3.bold())
                Text("Updated just now").font(.caption2).foregroundStyle(.tertiary)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

/// A fitness summary: three activity rings (trimmed circles turned to start at the top) over
/// their tracks, with the day's numbers.
public struct ActivityRingsRow: View {
    public struct Day {
        let move: Double
        let exercise: Double
        let stand: Double
    }

    public static let sample = Day(move: 0.72, exercise: 0.45, stand: 0.9)

    let day: Day

    public init(day: Day) {
        self.day = day
    }

    private func ring(_ progress: Double, _ color: Color, size: CGFloat) -> some View {
        ZStack {
            Circle().stroke(color.opacity(0.2), lineWidth: 7)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color.gradient, style: StrokeStyle(lineWidth: 7, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: size, height: size)
    }

    public var body: some View {
        HStack(spacing: 16) {
            ZStack {
                ring(day.move, .red, size: 64)
                ring(day.exercise, .green, size: 46)
                ring(day.stand, .cyan, size: 28)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text("Move \(Int(day.move * 100))%").font(.headline).foregroundStyle(.red)
                Text("Exercise \(Int(day.exercise * 100))%").font(.subheadline).foregroundStyle(.green)
                Text("Stand \(Int(day.stand * 100))%").font(.subheadline).foregroundStyle(.cyan)
            }
            Spacer()
        }
        .padding(12)
        .background(.background, in: .rect(cornerRadius: 16))
        .padding(12)
        .background(Color(.systemGroupedBackground))
    }
}

/// A support chat exchange: bubbles with one sharp corner toward their sender.
public struct SupportChatRow: View {
    public struct Exchange {
        let question: String
        let answer: String
    }

    public static let sample = Exchange(question: "My order says delivered but I can't find it.",
                                        answer: "Sorry! I've sent a replacement, arriving tomorrow.")

    let exchange: Exchange

    public init(exchange: Exchange) {
        self.exchange = exchange
    }

    public var body: some View {
        VStack(spacing: 6) {
            HStack {
                Text(exchange.question)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(.fill.tertiary, in: UnevenRoundedRectangle(topLeadingRadius: 18, bottomLeadingRadius: 4,
                                                                           bottomTrailingRadius: 18, topTrailingRadius: 18))
                Spacer(minLength: 48)
            }
            HStack {
                Spacer(minLength: 48)
                Text(exchange.answer)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(.tint, in: .rect(cornerRadii: RectangleCornerRadii(topLeading: 18, bottomLeading: 18,
                                                                                  bottomTrailing: 4, topTrailing: 18)))
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

/// A settings row: a gradient icon well, a title, a value in the tertiary style and a chevron.
public struct SettingsIconRow: View {
    public struct Setting {
        let symbol: String
        let title: String
        let value: String
        let color: Color
    }

    public static let sample = Setting(symbol: "bell.fill", title: "Notifications", value: "Immediate", color: .red)

    let setting: Setting

    public init(setting: Setting) {
        self.setting = setting
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: setting.symbol)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(setting.color.gradient, in: .rect(cornerRadius: 7))
            Text(setting.title)
            Spacer()
            Text(setting.value).foregroundStyle(.secondary)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .overlay(alignment: .bottom) {
            Rectangle().fill(.separator).frame(height: 0.5).padding(.leading, 57)
        }
    }
}

/// A follow suggestion: a remote avatar (its placeholder in a first frame), a "NEW" ribbon
/// turned on its corner, and a capsule button scaled down a touch.
public struct FollowSuggestionRow: View {
    public struct Person {
        let name: String
        let handle: String
        let avatar: URL?
    }

    public static let sample = Person(name: "Noor Haddad", handle: "@noor.builds",
                                      avatar: URL(string: "https://images.example.com/u/noor.png"))

    let person: Person

    public init(person: Person) {
        self.person = person
    }

    public var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: person.avatar) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Circle().fill(.quaternary)
                    .overlay(Image(systemName: "person.fill").foregroundStyle(.secondary))
            }
            .frame(width: 48, height: 48)
            .clipShape(.circle)
            .overlay(alignment: .topLeading) {
                Text("NEW")
                    .font(.system(size: 9, weight: .heavy))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 4)
                    .padding(.vertical, 1)
                    .background(.orange, in: .capsule)
                    .rotationEffect(.degrees(-20))
                    .offset(x: -6, y: -2)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(person.name).font(.headline)
                Text(person.handle).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("Follow")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 7)
                .background(.tint, in: ButtonBorderShape.capsule)
                .scaleEffect(0.95)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

/// Where a reader sat, as a view model keeps it: made from the proxy in a plain initializer,
/// which Swift 6 code can do because a proxy is plain values, bound to no actor.
public struct ReaderGeometry: Equatable, Sendable {
    public let frame: CGRect
    public let topInset: CGFloat

    public init(_ proxy: GeometryProxy) {
        frame = proxy.frame(in: .global)
        topInset = proxy.safeAreaInsets.top
    }
}
