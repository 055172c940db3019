import Foundation
@testable import RowRaster
import Testing

/// iOS 17's `Color(_:)` of a custom style that resolves to a colour: the style is asked where
/// the colour is drawn, in that environment.
@MainActor
@Suite struct ColorFromStyleTests {
    private static let lightInk = BrandInk.light
    private static let darkInk = BrandInk.dark

    /// A brand colour with a value for each colour scheme, as app code writes one.
    private struct BrandInk: ShapeStyle, Hashable {
        static let light = Color.Resolved(red: 0.2, green: 0.3, blue: 0.9)
        static let dark = Color.Resolved(red: 1, green: 0.8, blue: 0)

        func resolve(in environment: EnvironmentValues) -> Color.Resolved {
            environment.colorScheme == .dark ? Self.dark : Self.light
        }
    }

    /// A style that reads an app's own environment value, which no fixed set of appearances holds.
    private struct Highlighter: ShapeStyle, Hashable {
        var opacity: Float
        func resolve(in environment: EnvironmentValues) -> Color.Resolved {
            Color.Resolved(red: 1, green: 0.9, blue: 0.2, opacity: environment.highlighterIsFaded ? opacity : 1)
        }
    }

    private func swatch(_ color: Color) -> some View { color.frame(width: 20, height: 10) }

    @Test func theColourIsTheStylesInTheEnvironmentItIsDrawnIn() throws {
        #expect(try displayListDump(swatch(Color(BrandInk()))) == displayListDump(swatch(Color(Self.lightInk))))
        #expect(try displayListDump(swatch(Color(BrandInk())).environment(\.colorScheme, .dark))
                == displayListDump(swatch(Color(Self.darkInk))))
        #expect(try displayListDump(swatch(Color(BrandInk())))
                != displayListDump(swatch(Color(BrandInk())).environment(\.colorScheme, .dark)))
    }

    @Test func theStyleSeesTheWholeEnvironment() throws {
        let faded = Color.Resolved(red: 1, green: 0.9, blue: 0.2, opacity: 0.4)
        #expect(try displayListDump(swatch(Color(Highlighter(opacity: 0.4))).environment(\.highlighterIsFaded, true))
                == displayListDump(swatch(Color(faded))))
        #expect(try displayListDump(swatch(Color(Highlighter(opacity: 0.4))))
                == displayListDump(swatch(Color(Color.Resolved(red: 1, green: 0.9, blue: 0.2)))))
    }

    @Test func asAShapeStyleAndWithOpacityItStillResolvesWhereDrawn() throws {
        let filled = Rectangle().fill(Color(BrandInk())).frame(width: 20, height: 10).environment(\.colorScheme, .dark)
        #expect(try displayListDump(filled)
                == displayListDump(Rectangle().fill(Color(Self.darkInk)).frame(width: 20, height: 10)))
        let halved = swatch(Color(BrandInk()).opacity(0.5)).environment(\.colorScheme, .dark)
        #expect(try displayListDump(halved) == displayListDump(swatch(Color(Self.darkInk).opacity(0.5))))
        #expect(Color(BrandInk()).resolve(in: darkEnvironment()) == Self.darkInk)
    }

    @Test func coloursOfEqualStylesAreEqual() {
        #expect(Color(BrandInk()) == Color(BrandInk()))
        #expect(Color(Highlighter(opacity: 0.4)) == Color(Highlighter(opacity: 0.4)))
        #expect(Color(Highlighter(opacity: 0.4)) != Color(Highlighter(opacity: 0.5)))
        #expect(Color(BrandInk()) != Color(BrandInk()).opacity(0.5))
        #expect(Set([Color(BrandInk()), Color(BrandInk()), Color(Highlighter(opacity: 1))]).count == 2)
        // Outside an environment a colour is its light value, as any dynamic colour's description.
        #expect(Color(BrandInk()).description == Self.lightInk.description)
    }

    private func darkEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        return environment
    }
}

private struct HighlighterIsFadedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    fileprivate var highlighterIsFaded: Bool {
        get { self[HighlighterIsFadedKey.self] }
        set { self[HighlighterIsFadedKey.self] = newValue }
    }
}
