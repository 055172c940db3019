import SwiftUI

/// Tags that wrap onto as many lines as they need, as apps write a flow layout.
struct WrappingTags: Layout {
    var spacing: CGFloat = 6

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let frames = layOut(cache.sizes, in: proposal.width ?? .infinity)
        return frames.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.maxX), height: max($0.height, $1.maxY)) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (subview, frame) in zip(subviews, layOut(cache.sizes, in: bounds.width)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }

    private func layOut(_ sizes: [CGSize], in width: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        var origin = CGPoint.zero
        var lineHeight: CGFloat = 0
        for size in sizes {
            if origin.x > 0 && origin.x + size.width > width {
                origin = CGPoint(x: 0, y: origin.y + lineHeight + spacing)
                lineHeight = 0
            }
            frames.append(CGRect(origin: origin, size: size))
            origin.x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return frames
    }
}

/// Children side by side, all as wide as the widest one.
struct EqualColumns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let count = CGFloat(subviews.count)
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        if let width = proposal.width, width.isFinite { return CGSize(width: width, height: height) }
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: widest * count, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let column = bounds.width / CGFloat(max(1, subviews.count))
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + column * (CGFloat(index) + 0.5), y: bounds.midY),
                          anchor: .center, proposal: ProposedViewSize(width: column, height: bounds.height))
        }
    }
}

/// A to-do item with its labels wrapped underneath.
public struct LabeledTaskRow: View {
    public struct Task {
        let title: String
        let due: String
        let labels: [(String, Color)]
    }

    public static let sample = Task(title: "Prepare the quarterly review deck", due: "Fri", labels: [
        ("Work", .blue), ("Presentation", .purple), ("Q3", .orange), ("Needs data", .red), ("Team", .green), ("High priority", .pink),
    ])

    let task: Task

    public init(task: Task) { self.task = task }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "circle")
                .font(.title3)
                .foregroundColor(.secondary)
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .firstTextBaseline) {
                    Text(task.title).font(.body)
                    Spacer()
                    Text(task.due).font(.footnote).foregroundColor(.secondary)
                }
                WrappingTags(spacing: 6) {
                    ForEach(task.labels, id: \.0) { label in
                        Text(label.0)
                            .font(.caption.weight(.medium))
                            .foregroundColor(label.1)
                            .padding(.horizontal, 8)
                            .padding(.vertical, 3)
                            .background(label.1.opacity(0.12), in: Capsule())
                    }
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}

/// A profile header's counters in equal columns, as social apps show them.
public struct ProfileCountersRow: View {
    public static let sample: [(String, String)] = [("1,204", "Posts"), ("38.2K", "Followers"), ("311", "Following")]

    let counters: [(String, String)]

    public init(counters: [(String, String)]) { self.counters = counters }

    public var body: some View {
        HStack(spacing: 16) {
            Circle()
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 64, height: 64)
                .overlay(Text("AK").font(.title2.bold()).foregroundColor(.white))
            EqualColumns {
                ForEach(counters, id: \.1) { counter in
                    VStack(spacing: 2) {
                        Text(counter.0).font(.headline)
                        Text(counter.1).font(.caption).foregroundColor(.secondary)
                    }
                }
            }
        }
        .padding(16)
    }
}

/// A week of weather in a Grid: day, chance of rain, low and high in aligned columns.
public struct WeeklyForecastRow: View {
    public struct Day {
        let name: String
        let rainChance: Int
        let low: Int
        let high: Int
    }

    public static let sample = [
        Day(name: "Today", rainChance: 0, low: 12, high: 24),
        Day(name: "Tue", rainChance: 20, low: 11, high: 21),
        Day(name: "Wed", rainChance: 80, low: 9, high: 16),
        Day(name: "Thu", rainChance: 60, low: 10, high: 18),
    ]

    let days: [Day]

    public init(days: [Day]) { self.days = days }

    public var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 20, verticalSpacing: 10) {
            ForEach(days, id: \.name) { day in
                GridRow {
                    Text(day.name).font(.body.weight(.medium))
                    Text(day.rainChance > 0 ? "\(day.rainChance)%" : "")
                        .font(.footnote.weight(.semibold))
                        .foregroundColor(.cyan)
                        .gridColumnAlignment(.center)
                    Text("\(day.low)°").foregroundColor(.secondary).gridColumnAlignment(.trailing)
                    Capsule()
                        .fill(LinearGradient(colors: [.teal, .yellow, .orange], startPoint: .leading, endPoint: .trailing))
                        .frame(height: 4)
                    Text("\(day.high)°").gridColumnAlignment(.trailing)
                }
                if day.name != days.last?.name {
                    Divider().gridCellUnsizedAxes(.horizontal)
                }
            }
        }
        .padding(16)
    }
}

/// A shared album: title, count, and the first photos in a three-column grid.
public struct SharedAlbumRow: View {
    public static let sample: [Color] = [.blue, .teal, .mint, .green, .yellow, .orange]

    let tiles: [Color]

    public init(tiles: [Color]) { self.tiles = tiles }

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 3), count: 3)

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Lisbon, May").font(.headline)
                Spacer()
                Text("\(tiles.count) photos").font(.subheadline).foregroundColor(.secondary)
            }
            LazyVGrid(columns: columns, spacing: 3) {
                ForEach(tiles.indices, id: \.self) { index in
                    tiles[index]
                        .opacity(0.85)
                        .aspectRatio(4 / 3, contentMode: .fit)
                        .overlay(alignment: .topTrailing) {
                            if index == 0 {
                                Image(systemName: "heart.fill")
                                    .font(.caption)
                                    .foregroundColor(.white)
                                    .padding(5)
                            }
                        }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
        }
        .padding(16)
    }
}

/// A product in a shop list whose button gives up its title when space runs short.
public struct ProductOfferRow: View {
    public struct Product {
        let name: String
        let price: String
    }

    public static let sample = Product(name: "Pour-over set", price: "€34.90")
    public static let longName = Product(name: "Hand-thrown stoneware pour-over coffee set with two cups", price: "€129.00")

    let product: Product

    public init(product: Product) { self.product = product }

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(Color.brown.opacity(0.3))
                .frame(width: 56, height: 56)
                .overlay(Image(systemName: "photo").foregroundColor(.brown))
            VStack(alignment: .leading, spacing: 2) {
                Text(product.name).font(.subheadline.weight(.semibold)).lineLimit(2)
                Text(product.price).font(.subheadline).foregroundColor(.secondary)
            }
            .layoutPriority(1)
            Spacer(minLength: 0)
            ViewThatFits(in: .horizontal) {
                Label("Add to Bag", systemImage: "plus")
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(.white)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.accentColor, in: Capsule())
                Image(systemName: "plus")
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(.white)
                    .padding(9)
                    .background(Color.accentColor, in: Circle())
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

/// A contact card that stacks its details under the name when told it is compact.
public struct ContactCardRow: View {
    public static let sample = (name: "Priya Raman", role: "Product designer", email: "priya@example.com")

    let isCompact: Bool

    public init(isCompact: Bool) { self.isCompact = isCompact }

    public var body: some View {
        let layout = isCompact ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
                               : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 8))
        HStack(spacing: 12) {
            ZStack {
                Circle().fill(Color.indigo.opacity(0.2)).frame(width: 44, height: 44)
                Text("PR").font(.subheadline.bold()).foregroundColor(.indigo)
                Circle()
                    .fill(Color.green)
                    .frame(width: 10, height: 10)
                    .position(x: 38, y: 38)
            }
            .frame(width: 44, height: 44)
            layout {
                Text(Self.sample.name).font(.headline)
                Text(Self.sample.role).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            Image(systemName: "envelope").foregroundColor(.accentColor)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

/// A quote card whose accent bar is as tall as the text beside it, measured with iOS 18's
/// `onGeometryChange` (back-deployed to iOS 16) instead of a preference key.
public struct MeasuredQuoteRow: View {
    public struct Quote {
        let text: String
        let author: String
        let source: String
    }

    public static let sample = Quote(
        text: "Simplicity is prerequisite for reliability, and the lack of it makes every later change cost more.",
        author: "Edsger W. Dijkstra", source: "EWD 498")

    let quote: Quote
    @State private var textHeight: CGFloat = 0

    public init(quote: Quote) {
        self.quote = quote
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Capsule()
                .fill(Color.orange)
                .frame(width: 4, height: textHeight)
            VStack(alignment: .leading, spacing: 6) {
                Text(quote.text)
                    .font(.body.italic())
                Text("\(quote.author) · \(quote.source)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.height
            } action: { newHeight in
                textHeight = newHeight
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
    }
}
