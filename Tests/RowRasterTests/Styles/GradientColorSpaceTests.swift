import Foundation
@testable import RowRaster
import Testing

/// `Gradient.colorSpace(_:)`: the device space mixes as a plain gradient does; the perceptual
/// one mixes in Oklab, so red to blue passes through a bright purple.
@MainActor
@Suite struct GradientColorSpaceTests {
    private static let size = ProposedViewSize(width: 100, height: 40)

    @Test func deviceSpaceDrawsAsAPlainGradient() throws {
        let gradient = Gradient(colors: [.red, .blue])
        #expect(try displayListDump(Rectangle().fill(gradient.colorSpace(.device)), proposal: Self.size)
            == displayListDump(Rectangle().fill(AnyGradient(gradient)), proposal: Self.size))
        #expect(try displayListDump(Rectangle().fill(.linearGradient(gradient.colorSpace(.device), startPoint: .leading, endPoint: .trailing)),
                                    proposal: Self.size)
            == displayListDump(Rectangle().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)),
                               proposal: Self.size))
    }

    @Test func perceptualSpaceMixesInOklab() throws {
        let environment = EnvironmentValues()
        let plain = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        var perceptual = plain
        perceptual.interpolation = .perceptual
        let stops = perceptual.resolvedStops(in: environment)
        let ends = plain.resolvedStops(in: environment)
        #expect(stops.count == 1 + Gradient.perceptualSteps)
        #expect(stops.first == ends.first && stops.last == ends.last)
        // Oklab's midpoint of pure red and pure blue is rgb(140, 83, 162): a lighter purple than
        // the device mix, rgb(128, 0, 128).
        let middle = stops[Gradient.perceptualSteps / 2]
        #expect(middle.location == 0.5)
        #expect(abs(middle.color.red * 255 - 140) < 2 && abs(middle.color.green * 255 - 83) < 2 && abs(middle.color.blue * 255 - 162) < 2)
        #expect(try displayListDump(Rectangle().fill(plain.colorSpace(.perceptual)), proposal: Self.size)
            != displayListDump(Rectangle().fill(AnyGradient(plain)), proposal: Self.size))
    }
}
