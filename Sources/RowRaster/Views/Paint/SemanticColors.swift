/// UIKit's semantic colours in light mode, so `Color(.systemGray6)` and
/// `Color(uiColor: .secondaryLabel)` compile as written for iOS.
///
/// Only what RowRaster draws: a name for a fixed colour (rows render in light mode).
public struct UIColor: Hashable, Sendable {
    let color: RGBAColor

    init(hex: UInt32, opacity: Double = 1) { color = RGBAColor(hex: hex, opacity: opacity) }

    public static let systemBackground = UIColor(hex: 0xFFFFFF)
    public static let secondarySystemBackground = UIColor(hex: 0xF2F2F7)
    public static let tertiarySystemBackground = UIColor(hex: 0xFFFFFF)
    public static let systemGroupedBackground = UIColor(hex: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = UIColor(hex: 0xFFFFFF)
    public static let tertiarySystemGroupedBackground = UIColor(hex: 0xF2F2F7)

    public static let systemGray = UIColor(hex: 0x8E8E93)
    public static let systemGray2 = UIColor(hex: 0xAEAEB2)
    public static let systemGray3 = UIColor(hex: 0xC7C7CC)
    public static let systemGray4 = UIColor(hex: 0xD1D1D6)
    public static let systemGray5 = UIColor(hex: 0xE5E5EA)
    public static let systemGray6 = UIColor(hex: 0xF2F2F7)

    public static let label = UIColor(hex: 0x000000)
    public static let secondaryLabel = UIColor(hex: 0x3C3C43, opacity: 0.6)
    public static let tertiaryLabel = UIColor(hex: 0x3C3C43, opacity: 0.3)
    public static let quaternaryLabel = UIColor(hex: 0x3C3C43, opacity: 0.18)
    public static let placeholderText = UIColor(hex: 0x3C3C43, opacity: 0.3)

    public static let separator = UIColor(hex: 0x3C3C43, opacity: 0.29)
    public static let opaqueSeparator = UIColor(hex: 0xC6C6C8)
    public static let link = UIColor(hex: 0x007AFF)

    public static let systemFill = UIColor(hex: 0x787880, opacity: 0.2)
    public static let secondarySystemFill = UIColor(hex: 0x787880, opacity: 0.16)
    public static let tertiarySystemFill = UIColor(hex: 0x767680, opacity: 0.12)
    public static let quaternarySystemFill = UIColor(hex: 0x747480, opacity: 0.08)

    public static let systemRed = UIColor(hex: 0xFF3B30)
    public static let systemOrange = UIColor(hex: 0xFF9500)
    public static let systemYellow = UIColor(hex: 0xFFCC00)
    public static let systemGreen = UIColor(hex: 0x34C759)
    public static let systemMint = UIColor(hex: 0x00C7BE)
    public static let systemTeal = UIColor(hex: 0x30B0C7)
    public static let systemCyan = UIColor(hex: 0x32ADE6)
    public static let systemBlue = UIColor(hex: 0x007AFF)
    public static let systemIndigo = UIColor(hex: 0x5856D6)
    public static let systemPurple = UIColor(hex: 0xAF52DE)
    public static let systemPink = UIColor(hex: 0xFF2D55)
    public static let systemBrown = UIColor(hex: 0xA2845E)
    public static let white = UIColor(hex: 0xFFFFFF)
    public static let black = UIColor(hex: 0x000000)
    public static let clear = UIColor(hex: 0x000000, opacity: 0)
}

extension Color {
    /// A UIKit semantic colour, as `Color(.systemGray6)` is written for iOS.
    public init(_ uiColor: UIColor) { self.init(resolved: uiColor.color) }

    public init(uiColor: UIColor) { self.init(resolved: uiColor.color) }
}
