import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Dynamic Type: every text style at every size is Apple's published point size, custom fonts
/// and scaled metrics grow with their style, system fonts of a given size do not, and ranges
/// clamp the size as SwiftUI does.
@MainActor
@Suite struct DynamicTypeTests {
    /// Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes": point
    /// sizes xSmall … xxxLarge, then AX1 … AX5.
    static let published: [(Font.TextStyle, Font, [CGFloat])] = [
        (.largeTitle, .largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title, .title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, .title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, .title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, .headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, .body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, .callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, .subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, .footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption, .caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, .caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    /// The point size the laid-out text draws with.
    private func drawnSize<V: View>(_ view: V) throws -> Double {
        let text = try #require(laidOutNodes(view).compactMap { $0 as? TextNode }.first)
        return text.paragraph.spans[0].font.size
    }

    @Test func everyTextStyleAtEverySizeIsApplesPublishedSize() throws {
        for (style, font, sizes) in Self.published {
            for (dynamicTypeSize, expected) in zip(DynamicTypeSize.allCases, sizes) {
                let size = try drawnSize(Text("Aa").font(font).dynamicTypeSize(dynamicTypeSize))
                #expect(size == Double(expected), "\(style) at \(dynamicTypeSize)")
            }
        }
        #expect(try drawnSize(Text("Aa")) == 17, "body at the default size")
    }

    @Test func customFontsScaleWithTheirStyleAndFixedSizesDoNot() throws {
        let ax3 = DynamicTypeSize.accessibility3
        // Body grows 17 → 40 at AX3; title 28 → 48.
        #expect(try drawnSize(Text("a").font(.custom("Noto Serif", size: 17)).dynamicTypeSize(ax3)) == 40)
        #expect(try drawnSize(Text("a").font(.custom("Noto Serif", size: 14, relativeTo: .title)).dynamicTypeSize(ax3)) == 24)
        #expect(try drawnSize(Text("a").font(.custom("Noto Serif", fixedSize: 17)).dynamicTypeSize(ax3)) == 17)
        #expect(try drawnSize(Text("a").font(.system(size: 17)).dynamicTypeSize(ax3)) == 17)
    }

    @Test func rangesClampTheSize() throws {
        let capped = Text("a").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        #expect(try drawnSize(capped.dynamicTypeSize(.accessibility5)) == 23)
        #expect(try drawnSize(capped.dynamicTypeSize(.small)) == 15)
        let floored = Text("a").font(.body).dynamicTypeSize(DynamicTypeSize.large...)
        #expect(try drawnSize(floored.dynamicTypeSize(.xSmall)) == 17)
        let band = Text("a").font(.body).dynamicTypeSize(DynamicTypeSize.medium..<DynamicTypeSize.accessibility1)
        #expect(try drawnSize(band.dynamicTypeSize(.accessibility2)) == 23)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test func sizeCategoryIsTheOlderNameOfTheSameSetting() throws {
        #expect(try drawnSize(Text("a").environment(\.sizeCategory, .accessibilityExtraLarge)) == 40)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxLarge
        #expect(environment.sizeCategory == .extraExtraLarge)
        #expect(DynamicTypeSize(ContentSizeCategory.accessibilityMedium) == .accessibility1)
    }

    private struct Badge: View {
        @ScaledMetric var side: CGFloat = 20
        @ScaledMetric(relativeTo: .largeTitle) var titleSide: CGFloat = 34
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: side, height: side)
                Color.blue.frame(width: titleSide, height: 1)
            }
        }
    }

    @Test func scaledMetricsGrowWithTheirStyle() throws {
        #expect(try frames(of: "Color", in: Badge()) == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 20, y: 9.5, width: 34, height: 1)])
        // Body 17 → 53 at AX5 (× 53/17); large title 34 → 60.
        let grown = try frames(of: "Color", in: Badge().dynamicTypeSize(.accessibility5))
        #expect(grown.map(\.width) == [dumpPrecision(20 * 53 / 17), 60])
    }

    @Test func symbolsGrowWithTheirFont() throws {
        let symbol = Image(systemName: "star.fill").font(.body)
        let large = try frames(of: "Symbol", in: symbol)
        let ax5 = try frames(of: "Symbol", in: symbol.dynamicTypeSize(.accessibility5))
        #expect(large.first?.height == dumpPrecision(17 * SymbolMetrics.heightPerPoint))
        #expect(ax5.first?.height == dumpPrecision(53 * SymbolMetrics.heightPerPoint))
    }
}
