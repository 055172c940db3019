/// iOS's system and semantic colours in each appearance, as Apple's Human Interface Guidelines
/// (Color, Dark Mode, Accessibility) and UIKit list them for iOS 13 through 18.
///
/// Columns: light, dark, increased-contrast light, increased-contrast dark. Where Apple defines no
/// increased-contrast value (backgrounds, labels, fills, separators) the standard one is used.
package enum SystemColorTable {
    // MARK: System colours

    package static let red = DynamicColorValues(light: 0xFF3B30, dark: 0xFF453A, lightIncreasedContrast: 0xD70015, darkIncreasedContrast: 0xFF6961)
    package static let orange = DynamicColorValues(light: 0xFF9500, dark: 0xFF9F0A, lightIncreasedContrast: 0xC93400, darkIncreasedContrast: 0xFFB340)
    package static let yellow = DynamicColorValues(light: 0xFFCC00, dark: 0xFFD60A, lightIncreasedContrast: 0xB25000, darkIncreasedContrast: 0xFFD426)
    package static let green = DynamicColorValues(light: 0x34C759, dark: 0x30D158, lightIncreasedContrast: 0x248A3D, darkIncreasedContrast: 0x30DB5B)
    package static let mint = DynamicColorValues(light: 0x00C7BE, dark: 0x63E6E2, lightIncreasedContrast: 0x0C817B, darkIncreasedContrast: 0x66D4CF)
    package static let teal = DynamicColorValues(light: 0x30B0C7, dark: 0x40C8E0, lightIncreasedContrast: 0x008299, darkIncreasedContrast: 0x5DE6FF)
    package static let cyan = DynamicColorValues(light: 0x32ADE6, dark: 0x64D2FF, lightIncreasedContrast: 0x0071A4, darkIncreasedContrast: 0x70D7FF)
    package static let blue = DynamicColorValues(light: 0x007AFF, dark: 0x0A84FF, lightIncreasedContrast: 0x0040DD, darkIncreasedContrast: 0x409CFF)
    package static let indigo = DynamicColorValues(light: 0x5856D6, dark: 0x5E5CE6, lightIncreasedContrast: 0x3634A3, darkIncreasedContrast: 0x7D7AFF)
    package static let purple = DynamicColorValues(light: 0xAF52DE, dark: 0xBF5AF2, lightIncreasedContrast: 0x8944AB, darkIncreasedContrast: 0xDA8FFF)
    package static let pink = DynamicColorValues(light: 0xFF2D55, dark: 0xFF375F, lightIncreasedContrast: 0xD30F45, darkIncreasedContrast: 0xFF6482)
    package static let brown = DynamicColorValues(light: 0xA2845E, dark: 0xAC8E68, lightIncreasedContrast: 0x7F6545, darkIncreasedContrast: 0xB59469)
    package static let gray = DynamicColorValues(light: 0x8E8E93, dark: 0x8E8E93, lightIncreasedContrast: 0x6C6C70, darkIncreasedContrast: 0xAEAEB2)
    package static let gray2 = DynamicColorValues(light: 0xAEAEB2, dark: 0x636366, lightIncreasedContrast: 0x8E8E93, darkIncreasedContrast: 0x7C7C80)
    package static let gray3 = DynamicColorValues(light: 0xC7C7CC, dark: 0x48484A, lightIncreasedContrast: 0xAEAEB2, darkIncreasedContrast: 0x545456)
    package static let gray4 = DynamicColorValues(light: 0xD1D1D6, dark: 0x3A3A3C, lightIncreasedContrast: 0xBCBCC0, darkIncreasedContrast: 0x444446)
    package static let gray5 = DynamicColorValues(light: 0xE5E5EA, dark: 0x2C2C2E, lightIncreasedContrast: 0xD8D8DC, darkIncreasedContrast: 0x363638)
    package static let gray6 = DynamicColorValues(light: 0xF2F2F7, dark: 0x1C1C1E, lightIncreasedContrast: 0xEBEBF0, darkIncreasedContrast: 0x242426)

    // MARK: Backgrounds (the base level of a window; sheets use UIKit's elevated values)

    package static let systemBackground = DynamicColorValues(light: 0xFFFFFF, dark: 0x000000)
    package static let secondarySystemBackground = DynamicColorValues(light: 0xF2F2F7, dark: 0x1C1C1E)
    package static let tertiarySystemBackground = DynamicColorValues(light: 0xFFFFFF, dark: 0x2C2C2E)
    package static let systemGroupedBackground = DynamicColorValues(light: 0xF2F2F7, dark: 0x000000)
    package static let secondarySystemGroupedBackground = DynamicColorValues(light: 0xFFFFFF, dark: 0x1C1C1E)
    package static let tertiarySystemGroupedBackground = DynamicColorValues(light: 0xF2F2F7, dark: 0x2C2C2E)

    // MARK: Labels, fills, separators

    private static func grey(light: Double, dark: Double) -> DynamicColorValues {
        DynamicColorValues(light: RGBAColor(hex: 0x3C3C43, opacity: light), dark: RGBAColor(hex: 0xEBEBF5, opacity: dark))
    }

    package static let label = DynamicColorValues(light: 0x000000, dark: 0xFFFFFF)
    package static let secondaryLabel = grey(light: 0.6, dark: 0.6)
    package static let tertiaryLabel = grey(light: 0.3, dark: 0.3)
    package static let quaternaryLabel = grey(light: 0.18, dark: 0.16)
    /// The quinary level, which UIKit has no label colour for: the same grey at 8 % in light mode
    /// and 7 % in dark, continuing the levels' falling opacity (an estimate, not a measurement).
    static let quinaryLabel = grey(light: 0.08, dark: 0.07)
    package static let placeholderText = grey(light: 0.3, dark: 0.3)

    package static let systemFill = DynamicColorValues(light: RGBAColor(hex: 0x787880, opacity: 0.2), dark: RGBAColor(hex: 0x787880, opacity: 0.36))
    package static let secondarySystemFill = DynamicColorValues(light: RGBAColor(hex: 0x787880, opacity: 0.16),
                                                        dark: RGBAColor(hex: 0x787880, opacity: 0.32))
    package static let tertiarySystemFill = DynamicColorValues(light: RGBAColor(hex: 0x767680, opacity: 0.12),
                                                       dark: RGBAColor(hex: 0x767680, opacity: 0.24))
    package static let quaternarySystemFill = DynamicColorValues(light: RGBAColor(hex: 0x747480, opacity: 0.08),
                                                         dark: RGBAColor(hex: 0x767680, opacity: 0.18))

    package static let separator = DynamicColorValues(light: RGBAColor(hex: 0x3C3C43, opacity: 0.29), dark: RGBAColor(hex: 0x545458, opacity: 0.6))
    package static let opaqueSeparator = DynamicColorValues(light: 0xC6C6C8, dark: 0x38383A)
    package static let link = DynamicColorValues(light: 0x007AFF, dark: 0x0984FF)

    /// The hierarchical levels of the default foreground style: label … quaternaryLabel, then quinary.
    static let labelLevels = [label, secondaryLabel, tertiaryLabel, quaternaryLabel, quinaryLabel]
}
