import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Symbol effect transitions draw an inserted symbol as it is (every render is after the
/// insertion); their phases before insertion and after removal hide it. Content transitions
/// made of symbol effects are read back and change nothing drawn.
@MainActor
@Suite struct SymbolEffectTransitionTests {
    private var symbol: some View { Image(systemName: "star.fill").frame(width: 20, height: 20) }

    @Test func anInsertedSymbolIsDrawnAsItIs() throws {
        let plain = try displayListDump(symbol)
        #expect(try displayListDump(symbol.transition(.symbolEffect)) == plain)
        #expect(try displayListDump(symbol.transition(.symbolEffect(.appear.up.byLayer, options: .speed(2)))) == plain)
        #expect(try displayListDump(SymbolEffectTransition(effect: .disappear, options: .default).apply(content: symbol, phase: .identity))
            == plain)
    }

    @Test func beforeInsertionAndAfterRemovalTheSymbolIsHidden() throws {
        let transition = SymbolEffectTransition(effect: AppearSymbolEffect.appear, options: .nonRepeating)
        #expect(try displayListDump(transition.apply(content: symbol, phase: .willAppear)) == "")
        #expect(try displayListDump(transition.apply(content: symbol, phase: .didDisappear)) == "")
        #expect(SymbolEffectTransition.properties.hasMotion)
    }

    @Test func symbolContentTransitionsAreReadBackAndDrawTheNewContent() throws {
        struct Reader: View {
            @Environment(\.contentTransition) var transition
            var body: some View {
                Text(transition == .symbolEffect ? "automatic" : transition == .symbolEffect(.replace.downUp) ? "replace" : "other")
            }
        }
        #expect(ContentTransition.symbolEffect(.automatic) == .symbolEffect)
        #expect(ContentTransition.symbolEffect(.replace.upUp) != .symbolEffect(.replace.offUp))
        #expect(try displayListDump(Reader().contentTransition(.symbolEffect(.replace))).contains("\"replace\""))
        #expect(try displayListDump(Reader().contentTransition(.symbolEffect(.automatic))).contains("\"automatic\""))
        #expect(try displayListDump(symbol.contentTransition(.symbolEffect(.replace.wholeSymbol))) == displayListDump(symbol))
    }
}
