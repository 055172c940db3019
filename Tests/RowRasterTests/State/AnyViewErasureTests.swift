import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `AnyView`'s initializers, with SwiftUI's labels: `init(erasing:)` cannot fail (a view is
/// given), `init?(_fromValue:)` erases whatever is a view and nothing else.
@MainActor
@Suite struct AnyViewErasureTests {
    private let proposal = ProposedViewSize(width: 120, height: nil)

    @Test func erasingDrawsTheViewItErases() throws {
        let badge = Text("7").padding(4).background(Capsule().fill(.red))
        #expect(try displayListDump(AnyView(erasing: badge), proposal: proposal) == displayListDump(badge, proposal: proposal))
        // An erased view erased again is the same view, not a view inside a view.
        #expect(try layoutDump(AnyView(erasing: AnyView(badge)), proposal: proposal) == layoutDump(AnyView(badge), proposal: proposal))
    }

    @Test func fromValueErasesViewsOnly() throws {
        let erased = try #require(AnyView(_fromValue: Text("Hello") as Any))
        #expect(try displayListDump(erased, proposal: proposal) == displayListDump(Text("Hello"), proposal: proposal))
        #expect(AnyView(_fromValue: 42) == nil)
        #expect(AnyView(_fromValue: "Hello") == nil)
    }
}
