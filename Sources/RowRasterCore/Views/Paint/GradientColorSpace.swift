import Foundation

extension Gradient {
    /// The space a gradient mixes its colours in between stops, as SwiftUI's
    /// `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// The device's colour space (sRGB components mixed directly): how gradients mix by default.
        public static let device = ColorSpace(isPerceptual: false)
        /// A perceptually uniform space (Oklab), whose mixes keep an even lightness: a red to
        /// blue gradient passes through purple rather than a dark, greyish middle.
        public static let perceptual = ColorSpace(isPerceptual: true)

        /// `from` mixed with `fraction` of `to` in this space (straight opacity mixed linearly).
        package func mix(_ from: RGBAColor, _ to: RGBAColor, by fraction: Double) -> RGBAColor {
            let (a, b) = (coordinates(of: from), coordinates(of: to))
            return color(at: a + (b - a) * fraction)
        }

        /// `color` as coordinates in this space, where colours mix as weighted sums (sRGB
        /// components, or Oklab's lightness, a, b), with its straight opacity last.
        package func coordinates(of color: RGBAColor) -> SIMD4<Double> {
            guard isPerceptual else { return SIMD4(color.red, color.green, color.blue, color.opacity) }
            let lab = Oklab(color)
            return SIMD4(lab.lightness, lab.a, lab.b, lab.opacity)
        }

        /// The colour at `coordinates` in this space (the inverse of `coordinates(of:)`).
        package func color(at coordinates: SIMD4<Double>) -> RGBAColor {
            let c = coordinates
            guard isPerceptual else { return RGBAColor(red: c.x, green: c.y, blue: c.z, opacity: c.w) }
            return Oklab(lightness: c.x, a: c.y, b: c.z, opacity: c.w).rgba
        }
    }

    /// This gradient with its colours mixed in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        var gradient = self
        gradient.interpolation = space
        return AnyGradient(gradient)
    }

    /// Steps each stop pair is cut into for a perceptual mix; between steps the raster stage
    /// mixes in sRGB, which is within a unit of 8-bit colour at this spacing.
    package static let perceptualSteps = 16

    /// `stops` with Oklab mixes of each neighbouring pair inserted between them.
    package static func perceptualStops(_ stops: [GradientStop]) -> [GradientStop] {
        steppedStops(stops) { from, to, t in ColorSpace.perceptual.mix(from, to, by: t) }
    }

    /// `stops` with mixes in linear (decoded) sRGB of each neighbouring pair inserted
    /// between them: a `GraphicsContext` gradient with the `linearColor` option.
    package static func linearLightStops(_ stops: [GradientStop]) -> [GradientStop] {
        steppedStops(stops) { from, to, t in
            func mix(_ a: Double, _ b: Double) -> Double {
                let (la, lb) = (SRGBTransfer.decode(a), SRGBTransfer.decode(b))
                return min(1, max(0, SRGBTransfer.encode(la + (lb - la) * t)))
            }
            return RGBAColor(red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
                             opacity: from.opacity + (to.opacity - from.opacity) * t)
        }
    }

    /// `stops` with `perceptualSteps` mixes of each neighbouring pair (by `mix`) inserted.
    private static func steppedStops(_ stops: [GradientStop],
                                     mix: (RGBAColor, RGBAColor, Double) -> RGBAColor) -> [GradientStop] {
        guard stops.count > 1 else { return stops }
        var result = [stops[0]]
        for (from, to) in zip(stops, stops.dropFirst()) {
            for step in 1...perceptualSteps {
                let t = Double(step) / Double(perceptualSteps)
                let color = step == perceptualSteps ? to.color : mix(from.color, to.color, t)
                result.append(GradientStop(color: color, location: from.location + (to.location - from.location) * t))
            }
        }
        return result
    }
}

/// A colour in Oklab (Björn Ottosson's perceptual space), with its straight opacity.
private struct Oklab {
    var lightness: Double
    var a: Double
    var b: Double
    var opacity: Double

    init(lightness: Double, a: Double, b: Double, opacity: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.opacity = opacity
    }

    init(_ color: RGBAColor) {
        let (r, g, bl) = (SRGBTransfer.decode(color.red), SRGBTransfer.decode(color.green), SRGBTransfer.decode(color.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        self.init(lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                  a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                  b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
                  opacity: color.opacity)
    }

    var rgba: RGBAColor {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        func encoded(_ linear: Double) -> Double { min(1, max(0, SRGBTransfer.encode(linear))) }
        return RGBAColor(red: encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                         green: encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                         blue: encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
                         opacity: opacity)
    }
}
