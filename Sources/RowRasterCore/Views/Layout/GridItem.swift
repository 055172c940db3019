/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How the item is sized.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit in the share, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this item, before the next; nil is the system spacing (8).
    public var spacing: CGFloat?
    /// How views sit inside this item's cells; nil centres them.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The columns a lazy grid's items resolve to for one available length.
struct ResolvedGridTracks: Hashable {
    var lengths: [CGFloat]
    /// The space after each track but the last.
    var spacings: [CGFloat]
    var alignments: [Alignment]

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.lengths == rhs.lengths && lhs.spacings == rhs.spacings }
    func hash(into hasher: inout Hasher) { hasher.combine(lengths); hasher.combine(spacings) }

    var total: CGFloat { lengths.reduce(0, +) + spacings.reduce(0, +) }

    /// SwiftUI's documented sizing: the spacing between items and the fixed items are set
    /// aside; the flexible and adaptive items, in order, are each offered an equal share of
    /// what is left, clamped to their limits. An adaptive item fits as many tracks of its
    /// minimum (with its spacing between them) as its share holds, at least one, and divides
    /// the share among them, each at most its maximum. With no available length (an ideal
    /// size), flexible items take their minimum and adaptive ones one track of their minimum.
    init(items: [GridItem], available: CGFloat?) {
        lengths = []
        spacings = []
        alignments = []
        let spacing = { (item: GridItem) in item.spacing ?? StackNode.defaultSpacing }
        var remaining = (available ?? 0) - items.dropLast().reduce(0) { $0 + spacing($1) }
        var sharing = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= length } else { sharing += 1 }
        }
        for (index, item) in items.enumerated() {
            let after = index < items.count - 1 ? spacing(item) : 0
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let length):
                append(length, after: after, alignment)
            case .flexible(let minimum, let maximum):
                let share = available == nil ? minimum : remaining / CGFloat(sharing)
                let length = min(max(share, minimum), max(minimum, maximum))
                append(length, after: after, alignment)
                remaining -= length
                sharing -= 1
            case .adaptive(let minimum, let maximum):
                let share = available == nil ? minimum : max(minimum, remaining / CGFloat(sharing))
                let inner = spacing(item)
                // At least one track; a zero minimum with zero spacing would make infinitely
                // many, so the count is capped (no screen holds a thousand columns).
                let fitting = minimum + inner > 0 ? ((share + inner) / (minimum + inner)).rounded(.down) : 1
                let count = Int(min(max(1, fitting), 1_000))
                let length = min((share - inner * CGFloat(count - 1)) / CGFloat(count), max(minimum, maximum))
                for track in 0..<count { append(length, after: track < count - 1 ? inner : after, alignment) }
                remaining -= length * CGFloat(count) + inner * CGFloat(count - 1)
                sharing -= 1
            }
        }
        if !spacings.isEmpty { spacings.removeLast() }
    }

    private mutating func append(_ length: CGFloat, after: CGFloat, _ alignment: Alignment) {
        lengths.append(max(0, length))
        spacings.append(after)
        alignments.append(alignment)
    }
}
