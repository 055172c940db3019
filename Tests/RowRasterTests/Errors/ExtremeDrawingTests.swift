import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Extreme drawing input gives a defined result or a clear error, never a crash or a hang.
@MainActor
@Suite struct ExtremeDrawingTests {
    private func bitmap<V: View>(_ view: V) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        return try renderer.bitmap()
    }

    @Test func aHugeShadowRadiusIsClippedAndStillDrawsTheView() throws {
        let image = try bitmap(Color.blue.frame(width: 20, height: 20).shadow(radius: 10_000).padding(5))
        #expect(image.width == 60 && image.height == 60)
        #expect(image[30, 30] == (0, 122, 255, 255), "the view itself is drawn")
        let blurred = try bitmap(Color.red.frame(width: 20, height: 20).blur(radius: 10_000).padding(5))
        #expect(blurred.width == 60)
    }

    @Test func gradientsWithOneOrNoStops() throws {
        #expect(try displayListDump(Rectangle().fill(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom))
            .frame(width: 4, height: 4)) == "", "no stops: nothing to draw")
        #expect(try displayListDump(Rectangle().fill(RadialGradient(colors: [.green], center: .center, startRadius: 0, endRadius: 4))
            .frame(width: 4, height: 4)) == "fill rect(0 0 4 4) #34C759")
        let image = try bitmap(Rectangle().fill(AngularGradient(colors: [.green], center: .center)).frame(width: 4, height: 4))
        #expect(image[1, 1] == (52, 199, 89, 255))
    }

    @Test func aPathWithNaNPointsIsReported() {
        struct Broken: Shape {
            func path(in rect: CGRect) -> Path {
                Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.nan, y: 4)) }
            }
        }
        #expect {
            _ = try bitmap(Broken().frame(width: 10, height: 10))
        } throws: { error in
            guard case .invalidNumber(_, "path point", _, _)? = error as? RenderError else { return false }
            return true
        }
        #expect(throws: RenderError.self) {
            _ = try bitmap(Canvas { context, _ in
                context.fill(Path { $0.addLines([.zero, CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: 3, y: 3)]) }, with: .color(.red))
            }.frame(width: 10, height: 10))
        }
    }

    @Test func tenThousandNestedDrawingGroupsFailWithAClearError() {
        var view = AnyView(Color.orange.frame(width: 8, height: 8))
        for _ in 0..<10_000 { view = AnyView(view.drawingGroup()) }
        #expect {
            _ = try bitmap(view)
        } throws: { error in
            guard case .nestingTooDeep(_, let limit)? = error as? RenderError else { return false }
            return limit == 1_000
        }
    }

    @Test func a300LevelNestedGroupRenders() throws {
        var view = AnyView(Color.orange.frame(width: 8, height: 8))
        for _ in 0..<100 { view = AnyView(view.drawingGroup()) }
        let image = try bitmap(view)
        #expect(image[8, 8] == (255, 149, 0, 255))
    }
}
