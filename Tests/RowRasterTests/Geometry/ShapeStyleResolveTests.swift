import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// An iOS 17 custom style: a colour for each colour scheme.
private struct SchemeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.yellow : Color.purple
    }
}

/// A custom style that resolves to a gradient, which is then placed in what it fills.
private struct FadeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> LinearGradient {
        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    }
}

/// `ShapeStyle.resolve(in:)` (custom styles draw with what they resolve to), `Color.Resolved`
/// as a style, `.selection`, and `in(_:)` placing a style's unit points in a rectangle.
@MainActor
@Suite struct ShapeStyleResolveTests {
    private func fill<S: ShapeStyle>(_ style: S, width: CGFloat = 1) throws -> String {
        try displayListDump(Rectangle().fill(style).frame(width: width, height: 1))
    }

    private func resolved<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues) -> S.Resolved {
        style.resolve(in: environment)
    }

    @Test func customStylesDrawWithTheStyleTheyResolveTo() throws {
        #expect(try fill(SchemeStyle()) == "fill rect(0 0 1 1) #AF52DE")
        #expect(try displayListDump(Rectangle().fill(SchemeStyle()).frame(width: 1, height: 1)
            .environment(\.colorScheme, .dark)) == "fill rect(0 0 1 1) #FFD60A")
        #expect(try fill(FadeStyle(), width: 10) == fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), width: 10))
        #expect(try fill(AnyShapeStyle(SchemeStyle()).opacity(0.5)) == "fill rect(0 0 1 1) #AF52DE80")
    }

    @Test func aColorResolvesToItsValueWhichDrawsAsItself() throws {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let value: Color.Resolved = resolved(Color.red, in: dark)
        #expect(value == Color.red.resolve(in: dark))
        #expect(value.description == "#FF453A")
        #expect(try fill(value) == "fill rect(0 0 1 1) #FF453A")
    }

    @Test func selectionIsTheAccentColourOrTheTint() throws {
        #expect(try fill(.selection) == "fill rect(0 0 1 1) #007AFF")
        #expect(try displayListDump(Rectangle().fill(.selection).frame(width: 1, height: 1).tint(.orange))
            == "fill rect(0 0 1 1) #FF9500")
        #expect(try displayListDump(Rectangle().fill(AnyShapeStyle(.selection)).frame(width: 1, height: 1).accentColor(.green))
            == "fill rect(0 0 1 1) #34C759")
    }

    /// Two shapes side by side share one gradient: each rectangle maps the unit points to the
    /// same 100-point span of its own local space, offset by where it sits in that span.
    @Test func inPlacesTheStylesUnitPointsInTheRectangle() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let view = HStack(spacing: 0) {
            Rectangle().fill(gradient.in(CGRect(x: 0, y: 0, width: 100, height: 10))).frame(width: 50, height: 10)
            Rectangle().fill(gradient.in(CGRect(x: -50, y: 0, width: 100, height: 10))).frame(width: 50, height: 10)
        }.padding(5)
        #expect(try displayListDump(view).components(separatedBy: "\n") == [
            "fill rect(5 5 50 10) linear(#FF3B30@0 #007AFF@1 from 5,10 to 105,10)",
            "fill rect(55 5 50 10) linear(#FF3B30@0 #007AFF@1 from 5,10 to 105,10)",
        ])
        // Without `in`, the gradient spans the shape it fills.
        #expect(try displayListDump(Rectangle().fill(gradient).frame(width: 50, height: 10).padding(5))
            == "fill rect(5 5 50 10) linear(#FF3B30@0 #007AFF@1 from 5,10 to 55,10)")
    }

    @Test func aRectangleThatIsNotFiniteLeavesTheStyleWhereItWas() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let plain = try displayListDump(Rectangle().fill(gradient).frame(width: 50, height: 10))
        #expect(try displayListDump(Rectangle().fill(gradient.in(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
            .frame(width: 50, height: 10)) == plain)
        #expect(try displayListDump(Rectangle().fill(gradient.in(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)))
            .frame(width: 50, height: 10)) == plain)
    }
}
