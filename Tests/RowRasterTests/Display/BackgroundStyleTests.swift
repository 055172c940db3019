import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `backgroundStyle(_:)`: `.background` paints with the style set around it, as on iOS, and
/// with the system background where none is set.
@MainActor
@Suite struct BackgroundStyleTests {
    @Test func backgroundStylePaintsWithTheSystemBackgroundWhenUnset() throws {
        #expect(try displayListDump(Rectangle().fill(.background).frame(width: 10, height: 10))
                == "fill rect(0 0 10 10) #FFFFFF")
    }

    @Test func backgroundStyleSetAroundIsWhatBackgroundPaints() throws {
        let view = VStack(spacing: 0) {
            Rectangle().fill(.background).frame(width: 10, height: 10)
            Color.clear.frame(width: 10, height: 10).background(in: Rectangle())
            Color.clear.frame(width: 10, height: 10).background()
        }
        .backgroundStyle(Color.red)
        #expect(try displayListDump(view).components(separatedBy: "\n") == [
            "fill rect(0 0 10 10) #FF3B30",
            "fill rect(0 10 10 10) #FF3B30",
            "fill rect(0 20 10 10) #FF3B30",
        ])
    }

    @Test func environmentValueHoldsTheStyle() {
        var environment = EnvironmentValues()
        #expect(environment.backgroundStyle == nil)
        environment.backgroundStyle = AnyShapeStyle(Color.blue)
        #expect(environment.backgroundStyle == AnyShapeStyle(Color.blue))
    }

    /// `.backgroundStyle(.background)` cannot loop: inside, `.background` is the system's.
    @Test func aBackgroundStyleOfBackgroundIsTheSystemBackground() throws {
        let view = Rectangle().fill(.background).frame(width: 10, height: 10).backgroundStyle(.background)
        #expect(try displayListDump(view) == "fill rect(0 0 10 10) #FFFFFF")
    }
}
