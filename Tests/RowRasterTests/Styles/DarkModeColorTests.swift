import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Dark mode and increased contrast: every system and semantic colour against Apple's published
/// values (Human Interface Guidelines colour tables for iOS), dynamic colours resolved where they
/// are drawn, and the scheme reaching text, lists, controls and renders.
@MainActor
@Suite struct DarkModeColorTests {
    private static func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.colorSchemeContrast = contrast
        return environment
    }

    private static func hex(_ color: Color, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> String {
        color.resolved(in: environment(scheme, contrast)).hexDescription
    }

    /// Apple's table: light, dark, increased-contrast light, increased-contrast dark.
    @Test func systemColorsHaveApplesValuesInEveryAppearance() {
        let table: [(String, Color, [String])] = [
            ("red", .red, ["#FF3B30", "#FF453A", "#D70015", "#FF6961"]),
            ("orange", .orange, ["#FF9500", "#FF9F0A", "#C93400", "#FFB340"]),
            ("yellow", .yellow, ["#FFCC00", "#FFD60A", "#B25000", "#FFD426"]),
            ("green", .green, ["#34C759", "#30D158", "#248A3D", "#30DB5B"]),
            ("mint", .mint, ["#00C7BE", "#63E6E2", "#0C817B", "#66D4CF"]),
            ("teal", .teal, ["#30B0C7", "#40C8E0", "#008299", "#5DE6FF"]),
            ("cyan", .cyan, ["#32ADE6", "#64D2FF", "#0071A4", "#70D7FF"]),
            ("blue", .blue, ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"]),
            ("indigo", .indigo, ["#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"]),
            ("purple", .purple, ["#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"]),
            ("pink", .pink, ["#FF2D55", "#FF375F", "#D30F45", "#FF6482"]),
            ("brown", .brown, ["#A2845E", "#AC8E68", "#7F6545", "#B59469"]),
            ("gray", .gray, ["#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"]),
            ("systemGray2", Color(.systemGray2), ["#AEAEB2", "#636366", "#8E8E93", "#7C7C80"]),
            ("systemGray3", Color(.systemGray3), ["#C7C7CC", "#48484A", "#AEAEB2", "#545456"]),
            ("systemGray4", Color(.systemGray4), ["#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"]),
            ("systemGray5", Color(.systemGray5), ["#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"]),
            ("systemGray6", Color(.systemGray6), ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"]),
        ]
        for (name, color, expected) in table {
            let actual = [hexOf(color, .light), hexOf(color, .dark), hexOf(color, .light, .increased), hexOf(color, .dark, .increased)]
            #expect(actual == expected, "\(name)")
        }
        // UIKit's names are the same colours.
        #expect(Color(.systemRed) == .red)
        #expect(Color(uiColor: .systemBlue) == .blue)
    }

    private func hexOf(_ color: Color, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> String {
        Self.hex(color, scheme, contrast)
    }

    @Test func semanticColorsHaveApplesDarkValues() {
        let table: [(String, UIColor, String, String)] = [
            ("label", .label, "#000000", "#FFFFFF"),
            ("secondaryLabel", .secondaryLabel, "#3C3C4399", "#EBEBF599"),
            ("tertiaryLabel", .tertiaryLabel, "#3C3C434D", "#EBEBF54D"),
            ("quaternaryLabel", .quaternaryLabel, "#3C3C432E", "#EBEBF529"),
            ("placeholderText", .placeholderText, "#3C3C434D", "#EBEBF54D"),
            ("systemBackground", .systemBackground, "#FFFFFF", "#000000"),
            ("secondarySystemBackground", .secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
            ("tertiarySystemBackground", .tertiarySystemBackground, "#FFFFFF", "#2C2C2E"),
            ("systemGroupedBackground", .systemGroupedBackground, "#F2F2F7", "#000000"),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E"),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, "#F2F2F7", "#2C2C2E"),
            ("systemFill", .systemFill, "#78788033", "#7878805C"),
            ("secondarySystemFill", .secondarySystemFill, "#78788029", "#78788052"),
            ("tertiarySystemFill", .tertiarySystemFill, "#7676801F", "#7676803D"),
            ("quaternarySystemFill", .quaternarySystemFill, "#74748014", "#7676802E"),
            ("separator", .separator, "#3C3C434A", "#54545899"),
            ("opaqueSeparator", .opaqueSeparator, "#C6C6C8", "#38383A"),
            ("link", .link, "#007AFF", "#0984FF"),
        ]
        for (name, uiColor, light, dark) in table {
            #expect(hexOf(Color(uiColor), .light) == light, "\(name) light")
            #expect(hexOf(Color(uiColor), .dark) == dark, "\(name) dark")
        }
        #expect(hexOf(.primary, .dark) == "#FFFFFF")
        #expect(hexOf(.secondary, .dark) == "#EBEBF599")
        #expect(hexOf(.white, .dark) == "#FFFFFF", "a colour from components is the same in every appearance")
    }

    @Test func aDynamicProviderIsAskedForEachAppearance() {
        let brand = UIColor { traits in
            switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
            case (.dark, .high): return UIColor(white: 1, alpha: 1)
            case (.dark, _): return UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            case (_, .high): return .black
            default: return UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            }
        }
        #expect(hexOf(Color(uiColor: brand), .light) == "#FFFFFF")
        #expect(hexOf(Color(uiColor: brand), .dark) == "#333333")
        #expect(hexOf(Color(uiColor: brand), .light, .increased) == "#000000")
        #expect(hexOf(Color(uiColor: brand), .dark, .increased) == "#FFFFFF")
        // A provider that answers with a dynamic colour gets that colour's value in its appearance.
        let nested = UIColor { _ in .systemBlue }
        #expect(hexOf(Color(nested), .dark) == "#0A84FF")
        #expect(hexOf(Color(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))), .light) == "#FFFFFF")
        #expect(hexOf(Color(UIColor.systemRed.withAlphaComponent(0.5)), .dark) == "#FF453A80")
        #expect(hexOf(Color.red.opacity(0.5), .dark) == "#FF453A80")
    }

    @Test func theSchemeReachesWhatIsDrawn() throws {
        let swatch = HStack(spacing: 0) {
            Rectangle().fill(.red).frame(width: 1, height: 1)
            Rectangle().fill(.background).frame(width: 1, height: 1)
            Rectangle().fill(.separator).frame(width: 1, height: 1)
            Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom)).frame(width: 1, height: 1)
            Text("A")
            Text("B").foregroundStyle(.secondary)
        }
        let light = try displayListDump(swatch)
        let dark = try displayListDump(swatch.environment(\.colorScheme, .dark))
        #expect(light.contains("#FF3B30") && light.contains("#FFFFFF") && light.contains("#007AFF"))
        for value in ["#FF453A", "#000000", "#54545899", "#0A84FF", "#30D158", "text \"A\" Inter 17 w400 #FFFFFF", "text \"B\" Inter 17 w400 #EBEBF599"] {
            #expect(dark.contains(value), "\(value) in\n\(dark)")
        }
        #expect(!dark.contains("#FF3B30"))
        // preferredColorScheme sets the scheme of what it modifies; nil keeps the one it had.
        #expect(try displayListDump(swatch.preferredColorScheme(.dark)) == dark)
        #expect(try displayListDump(swatch.preferredColorScheme(nil)) == light)
    }

    @Test func theSchemeIsReadableFromTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.colorScheme) var colorScheme
            @Environment(\.colorSchemeContrast) var contrast
            var body: some View { Text(colorScheme == .dark ? "dark" : "light") + Text(contrast == .increased ? " increased" : "") }
        }
        #expect(try displayListDump(Reader()).contains("\"light\""))
        let appearance = RenderAppearance(colorScheme: .dark, colorSchemeContrast: .increased)
        #expect(try displayListDump(appearance.apply(to: Reader())).contains("\"dark increased\""))
    }

    @Test func listsUseTheDarkGroupedColours() throws {
        let list = List { Section("Account") { Text("Name"); Text("Email") } }
        let dump = try displayListDump(list.environment(\.colorScheme, .dark), proposal: ProposedViewSize(width: 390, height: 200))
        #expect(dump.contains("fill rect(0 0 390 200) #000000"), "the grouped background")
        #expect(dump.contains("#1C1C1E"), "the section's card")
        #expect(dump.contains("#54545899"), "the separator")
        #expect(dump.contains("#EBEBF599"), "the header")
        let plain = try displayListDump(list.listStyle(.plain).environment(\.colorScheme, .dark), proposal: ProposedViewSize(width: 390, height: 200))
        #expect(plain.contains("fill rect(0 0 390 200) #000000"))
        let whiteFills = plain.split(separator: "\n").filter { $0.contains("fill") && $0.contains("#FFFFFF") }
        #expect(whiteFills.isEmpty, "no white row background in a dark plain list: \(whiteFills)")
    }

    @Test func aDarkRenderIsOnTheDarkSystemBackground() throws {
        let renderer = ImageRenderer(content: Color.clear.frame(width: 2, height: 2))
        #expect(try renderer.bitmap()[0, 0].a == 0, "light: transparent, as always")
        renderer.appearance = .dark
        let pixel = try renderer.bitmap()[1, 1]
        #expect(pixel.r == 0 && pixel.g == 0 && pixel.b == 0 && pixel.a == 255)
    }
}

/// `Color.resolve(in:)` and `Color.Resolved`, as iOS 17 has them: linear components, the
/// environment's scheme choosing a dynamic colour's value.
@MainActor
@Suite struct ColorResolveTests {
    @Test func resolvingInAnEnvironmentPicksTheSchemesValue() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.blue.resolve(in: EnvironmentValues()).description == "#007AFF")
        #expect(Color.blue.resolve(in: dark).description == "#0A84FF")
        let resolved = Color(.label).resolve(in: dark)
        #expect(resolved.linearRed == 1 && resolved.red == 1 && resolved.opacity == 1)
        // Components are linear: sRGB 0.5 is about 0.214 linear, and round-trips.
        let grey = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(grey.linearRed - 0.2140) < 0.0005)
        #expect(abs(grey.red - 0.5) < 0.0001)
        #expect(Color.Resolved(colorSpace: .sRGBLinear, red: 0.2159, green: 0.2159, blue: 0.2159).description == "#808080")
        // A colour made from a resolved value is the same in every appearance.
        #expect(Color(Color.blue.resolve(in: dark)).resolve(in: EnvironmentValues()).description == "#0A84FF")
    }
}
