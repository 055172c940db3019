import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// NaN and extreme numbers in drawing: one kind of error, naming the value, where it was and
/// the rule it broke; huge values draw what they cover.
@MainActor
@Suite struct NumericInputTests {
    private func render<V: View>(_ view: V) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try renderer.bitmap()
    }

    private func invalidNumber<V: View>(_ view: V) -> (parameter: String, value: CGFloat, message: String)? {
        do {
            _ = try render(view)
            return nil
        } catch let error as RenderError {
            guard case .invalidNumber(_, let parameter, let value, _) = error else { return nil }
            return (parameter, value, error.description)
        } catch { return nil }
    }

    @Test func aNaNLineWidthInACanvasIsAnError() {
        let found = invalidNumber(Canvas { context, size in
            context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: .nan)
        }.frame(width: 10, height: 10))
        #expect(found?.parameter == "lineWidth")
        #expect(found?.message.hasPrefix("Invalid lineWidth nan in Canvas stroke: ") == true)
    }

    @Test func aNaNLineWidthOfAShapeIsAnError() {
        let found = invalidNumber(Circle().stroke(lineWidth: .nan).frame(width: 10, height: 10))
        #expect(found?.parameter == "lineWidth")
        #expect(found?.message.hasSuffix(": a line width must be a number, not NaN.") == true)
    }

    @Test func aNaNGradientRadiusIsAnError() {
        let found = invalidNumber(Circle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: .nan, endRadius: 10))
            .frame(width: 10, height: 10))
        #expect(found?.parameter == "startRadius")
        #expect(found?.message.hasSuffix(": a gradient radius must be a finite number.") == true)
    }

    @Test func aNaNPathPointNamesTheRule() {
        struct Broken: Shape {
            func path(in rect: CGRect) -> Path { Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.nan, y: 4)) } }
        }
        let found = invalidNumber(Broken().frame(width: 10, height: 10))
        #expect(found?.parameter == "path point")
        #expect(found?.message.hasSuffix(": path points must be finite numbers.") == true)
    }

    /// A stroke a billion points wide covers the whole frame: it fills it, as Core Graphics does.
    @Test func aHugeLineWidthFillsWhatItCovers() throws {
        let stroked = try render(Rectangle().stroke(Color.red, lineWidth: 1e9).frame(width: 10, height: 10))
        let filled = try render(Rectangle().fill(Color.red).frame(width: 10, height: 10))
        #expect(stroked == filled)
    }

    @Test func aNaNOffsetSaysOffsetsMayBeNegative() {
        let found = invalidNumber(Color.red.frame(width: 10, height: 10).offset(x: .nan))
        #expect(found?.parameter == "x")
        #expect(found?.message.hasSuffix(": it must be a finite number (it may be negative).") == true)
        #expect(found?.message.contains("not negative") == false)
    }
}
