import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// SwiftUI's gradient shorthands draw the gradient their initialiser makes.
@MainActor
@Suite struct GradientShorthandTests {
    private func swatch(_ style: some ShapeStyle) -> some View { Rectangle().fill(style).frame(width: 20, height: 10) }
    private let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.7)]

    @Test func shorthandsDrawTheirGradient() throws {
        #expect(try displayListDump(swatch(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom)))
                == displayListDump(swatch(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom))))
        #expect(try displayListDump(swatch(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 10)))
                == displayListDump(swatch(RadialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 10))))
        #expect(try displayListDump(swatch(.ellipticalGradient(colors: [.red, .blue])))
                == displayListDump(swatch(EllipticalGradient(colors: [.red, .blue]))))
        #expect(try displayListDump(swatch(.conicGradient(stops: stops, center: .center)))
                == displayListDump(swatch(AngularGradient(stops: stops, center: .center, angle: .zero))))
        #expect(try displayListDump(swatch(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90))))
                == displayListDump(swatch(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)))))
    }

    @Test func aColorsGradientTakesAnyGeometry() throws {
        let gradient = Color.blue.gradient
        #expect(try displayListDump(swatch(.linearGradient(gradient, startPoint: .leading, endPoint: .trailing)))
                == displayListDump(swatch(LinearGradient(gradient: gradient.gradient, startPoint: .leading, endPoint: .trailing))))
        #expect(try displayListDump(swatch(.conicGradient(gradient)))
                == displayListDump(swatch(AngularGradient(gradient: gradient.gradient, center: .center, angle: .zero))))
        // A colour's own gradient runs top to bottom: the same stops along another line differ.
        #expect(try displayListDump(swatch(.linearGradient(gradient, startPoint: .leading, endPoint: .trailing)))
                != displayListDump(swatch(gradient)))
    }
}
