import Foundation

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: the seven sizes of the Settings slider
/// and the five larger accessibility sizes. `.large` is iOS's default.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes (Larger Accessibility Sizes).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size `category` stands for.
    public init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }

    /// The size closest to this one that `range` contains (this one when it does).
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        guard !range.contains(self) else { return self }
        let index = Self.allCases.firstIndex(of: self)!
        let contained = Self.allCases.indices.filter { range.contains(Self.allCases[$0]) }
        guard let nearest = contained.min(by: { abs($0 - index) < abs($1 - index) }) else { return self }
        return Self.allCases[nearest]
    }
}

/// The older name of Dynamic Type sizes, as SwiftUI's `ContentSizeCategory` (`\.sizeCategory`).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category `size` stands for.
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

extension Font.TextStyle {
    /// Point sizes at each Dynamic Type size, xSmall … accessibility5: Apple's published
    /// tables for iOS (Human Interface Guidelines, Typography, "Dynamic Type sizes").
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at a Dynamic Type size.
    package func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        sizes[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
    }

    /// How much a length relative to this style grows at `dynamicTypeSize`: the style's size
    /// there over its size at `.large` (what `Font.custom(_:size:relativeTo:)` and
    /// `@ScaledMetric` scale by).
    func scale(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        size(at: dynamicTypeSize) / size(at: .large)
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// The Dynamic Type size text styles and scaled metrics follow; `.large` unless set.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The Dynamic Type size under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size of the view and everything inside it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size inside to `range`: a size outside it becomes the nearest
    /// size inside (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` caps it).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { $0 = $0.clamped(to: range) }
    }
}

/// A length that scales with Dynamic Type, as SwiftUI's `@ScaledMetric`: the value at the
/// default size times how much the text style (body unless given) grows at the environment's
/// Dynamic Type size.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox<DynamicTypeSize>()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    public var wrappedValue: Value {
        baseValue * Value(textStyle.scale(at: box.value ?? .large))
    }
}

extension ScaledMetric: EnvironmentInstalling {
    package func install(_ environment: EnvironmentValues) {
        box.value = environment.dynamicTypeSize
    }
}
