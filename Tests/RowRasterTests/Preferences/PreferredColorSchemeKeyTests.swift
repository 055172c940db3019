import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `preferredColorScheme(_:)` sets `PreferredColorSchemeKey` for the presentation to read; the
/// first view that prefers a scheme decides it.
@MainActor
@Suite struct PreferredColorSchemeKeyTests {
    @MainActor private final class SchemeLog { var values: [ColorScheme?] = [] }

    private func preferred<V: View>(_ view: V) throws -> ColorScheme?? {
        let log = SchemeLog()
        _ = try layoutDump(view.backgroundPreferenceValue(PreferredColorSchemeKey.self) { scheme in
            let _ = log.values.append(scheme)
            Color.clear
        })
        return log.values.last
    }

    @Test func theFirstPreferenceInTreeOrderWins() throws {
        let view = VStack {
            Text("A")
            Text("B").preferredColorScheme(.dark)
            Text("C").preferredColorScheme(.light)
        }
        #expect(try preferred(view) == .some(.dark))
    }

    @Test func noPreferenceIsNil() throws {
        #expect(try preferred(Text("A")) == .some(nil))
        #expect(try preferred(Text("A").preferredColorScheme(nil)) == .some(nil))
        #expect(PreferredColorSchemeKey.defaultValue == nil)
    }

    @Test func reduceKeepsTheFirstScheme() {
        var value: ColorScheme? = nil
        PreferredColorSchemeKey.reduce(value: &value) { .light }
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        #expect(value == .light)
    }

    /// The preference changes nothing drawn: the scheme still reaches the view's content.
    @Test func theSchemeStillReachesTheContent() throws {
        #expect(try displayListDump(Color.primary.frame(width: 1, height: 1).preferredColorScheme(.dark))
            == "fill rect(0 0 1 1) #FFFFFF")
    }
}
