// Image's orientation and dynamic-range types, as SwiftUI's.

extension Image {
    /// How an image's pixels are turned or mirrored to show it upright.
    public enum Orientation: UInt8, CaseIterable, Hashable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// How much of a high-dynamic-range image's range to show.
    public struct DynamicRange: Hashable, Sendable {
        let level: Int

        /// Standard range: no brighter than white.
        public static let standard = DynamicRange(level: 0)
        /// Some extra range, for images among standard content.
        public static let constrainedHigh = DynamicRange(level: 1)
        /// The display's full range.
        public static let high = DynamicRange(level: 2)
    }

    /// The range of brightness the image may use. A PNG is standard range, as an SDR screen
    /// shows every image, so a render draws the image as it is.
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

private struct AllowedDynamicRangeKey: EnvironmentKey { static var defaultValue: Image.DynamicRange? { nil } }

extension EnvironmentValues {
    /// The range of brightness images inside may use (nil: the system's choice). A PNG is
    /// standard range, so images draw as they are whatever the value.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The range of brightness images inside may use; a render draws them as they are.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
