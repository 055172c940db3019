/// A type that names an alignment guide and gives its default value, as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide along the horizontal axis (leading, center, trailing, or your own).
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    // Alignment IDs are stateless types: sharing the metatype across threads is safe.
    nonisolated(unsafe) let id: any AlignmentID.Type
    let name: String

    public init(_ id: any AlignmentID.Type) {
        self.id = id
        name = ViewGraph.typeName(id)
    }

    package init(_ id: any AlignmentID.Type, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    public static let leading = HorizontalAlignment(LeadingID.self, name: "leading")
    public static let center = HorizontalAlignment(HCenterID.self, name: "center")
    public static let trailing = HorizontalAlignment(TrailingID.self, name: "trailing")
    public static let listRowSeparatorLeading = HorizontalAlignment(SeparatorLeadingID.self, name: "listRowSeparatorLeading")
    public static let listRowSeparatorTrailing = HorizontalAlignment(SeparatorTrailingID.self, name: "listRowSeparatorTrailing")

    private enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    private enum SeparatorLeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum SeparatorTrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
}

/// A guide along the vertical axis (top, center, bottom, text baselines, or your own).
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    // Alignment IDs are stateless types: sharing the metatype across threads is safe.
    nonisolated(unsafe) let id: any AlignmentID.Type
    let name: String

    public init(_ id: any AlignmentID.Type) {
        self.id = id
        name = ViewGraph.typeName(id)
    }

    package init(_ id: any AlignmentID.Type, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    public static let top = VerticalAlignment(TopID.self, name: "top")
    public static let center = VerticalAlignment(VCenterID.self, name: "center")
    public static let bottom = VerticalAlignment(BottomID.self, name: "bottom")
    /// The first line's baseline of text; for views without text, their bottom edge.
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self, name: "firstTextBaseline")
    /// The last line's baseline of text; for views without text, their bottom edge.
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self, name: "lastTextBaseline")

    private enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    var isFirstBaseline: Bool { self == .firstTextBaseline }
    var isLastBaseline: Bool { self == .lastTextBaseline }
}

/// A guide on each axis, as SwiftUI's `Alignment`.
public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A guide on either axis, so layout code can treat both alike.
package enum AnyAlignment: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    var axis: Axis {
        if case .horizontal = self { return .horizontal }
        return .vertical
    }

    var isFirstBaseline: Bool { if case .vertical(let v) = self { return v.isFirstBaseline }; return false }
    var isLastBaseline: Bool { if case .vertical(let v) = self { return v.isLastBaseline }; return false }

    /// The explicit value a container gives this guide from its children's explicit values:
    /// the topmost first baseline, the bottommost last baseline, else the first child's value.
    func combineExplicit(_ values: [CGFloat]) -> CGFloat? {
        guard let first = values.first else { return nil }
        if isFirstBaseline { return values.min() }
        if isLastBaseline { return values.max() }
        return first
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        switch self {
        case .horizontal(let h): return h.id.defaultValue(in: dimensions)
        case .vertical(let v): return v.id.defaultValue(in: dimensions)
        }
    }
}

extension Alignment {
    subscript(axis: Axis) -> AnyAlignment {
        axis == .horizontal ? .horizontal(horizontal) : .vertical(vertical)
    }
}

/// A view's size and alignment guides, as an `alignmentGuide` closure or a custom `Layout`
/// sees them. Not tied to the main actor, as in SwiftUI, since `Layout` methods are not.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicitValue: @Sendable (AnyAlignment) -> CGFloat?

    package init(size: CGSize, explicitValue: @escaping @Sendable (AnyAlignment) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicitValue = explicitValue
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[.horizontal(guide)] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[.vertical(guide)] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(.horizontal(guide)) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(.vertical(guide)) }

    subscript(guide: AnyAlignment) -> CGFloat {
        explicitValue(guide) ?? guide.defaultValue(in: self)
    }
}

extension HorizontalAlignment {
    /// The explicit value of this guide for a container whose children have the given explicit
    /// values (`nil` where a child has none), combined as the built-in stacks combine them.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        AnyAlignment.horizontal(self).combineExplicit(values.compactMap { $0 })
    }
}

extension VerticalAlignment {
    /// The explicit value of this guide for a container whose children have the given explicit
    /// values (`nil` where a child has none), combined as the built-in stacks combine them.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        AnyAlignment.vertical(self).combineExplicit(values.compactMap { $0 })
    }
}
