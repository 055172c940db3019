import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// iOS 18's `Color.mix(with:by:in:)`: Oklab by default, sRGB components in the device space,
/// each appearance mixed on its own, bad fractions clamped.
@MainActor
@Suite struct ColorMixTests {
    private func rgb(_ color: Color, _ environment: EnvironmentValues = EnvironmentValues()) -> [Int] {
        let c = color.resolved(in: environment)
        return [c.red, c.green, c.blue, c.opacity].map { Int(($0 * 255).rounded()) }
    }

    @Test func perceptualIsOklabAndDeviceIsComponentwise() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // Oklab's midpoint of red and blue, as the perceptual gradient's (GradientColorSpaceTests).
        let perceptual = rgb(red.mix(with: blue, by: 0.5))
        #expect(abs(perceptual[0] - 140) <= 1 && abs(perceptual[1] - 83) <= 1 && abs(perceptual[2] - 162) <= 1, "\(perceptual)")
        #expect(rgb(red.mix(with: blue, by: 0.5, in: .device)) == [128, 0, 128, 255])
        // Oklab's half-way grey is a lightness of 0.5: linear 0.125, sRGB 99.
        #expect(rgb(Color.black.mix(with: .white, by: 0.5)) == [99, 99, 99, 255])
        #expect(rgb(red.mix(with: blue, by: 0)) == [255, 0, 0, 255])
        #expect(rgb(red.mix(with: blue, by: 1)) == [0, 0, 255, 255])
        #expect(rgb(red.mix(with: .clear, by: 0.5, in: .device))[3] == 128)
    }

    @Test func eachAppearanceMixesItsOwnValues() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let mixed = Color.blue.mix(with: .black, by: 0.25, in: .device)
        #expect(rgb(mixed) == rgb(Color(red: 0, green: 122.0 / 255 * 0.75, blue: 0.75)))
        // Dark mode's system blue is #0A84FF.
        #expect(rgb(mixed, dark) == rgb(Color(red: 10.0 / 255 * 0.75, green: 132.0 / 255 * 0.75, blue: 0.75)))
    }

    @Test func fractionsOutsideTheRangeAreClampedAndNaNMixesNothing() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        #expect(rgb(red.mix(with: blue, by: 7)) == rgb(blue))
        #expect(rgb(red.mix(with: blue, by: -3)) == rgb(red))
        #expect(rgb(red.mix(with: blue, by: .nan)) == rgb(red))
    }
}
