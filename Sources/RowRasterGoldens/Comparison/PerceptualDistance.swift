import Foundation

/// Perceptual colour distance in OKLab (Björn Ottosson, 2020), in units of a just-noticeable
/// difference.
///
/// Pixels with transparency are compared twice, composited over white and over middle grey,
/// and the larger distance counts, so "transparent" and "white" are not mistaken for each
/// other. (Not over black: near black, OKLab's lightness is so steep that an alpha change of
/// 1/255 in a shadow's invisible fringe would count as several JND.)
package enum PerceptualDistance {
    /// One just-noticeable difference in OKLab's Euclidean distance (ΔE_OK ≈ 0.02).
    static let jnd = 0.02

    /// sRGB 50 % grey in linear light.
    static let middleGrey: Float = 0.2140

    /// sRGB byte → linear light, as a table.
    package static let linear: [Float] = (0..<256).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// OKLab of a linear-light colour.
    @inline(__always)
    static func oklab(_ r: Float, _ g: Float, _ b: Float) -> SIMD3<Float> {
        let l = cbrtf(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrtf(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrtf(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD3(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The distance in JND between two straight-alpha RGBA8 pixels.
    @inline(__always)
    static func distance(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Double {
        if a[0] == b[0], a[1] == b[1], a[2] == b[2], a[3] == b[3] { return 0 }
        let alphaA = Float(a[3]) / 255, alphaB = Float(b[3]) / 255
        var worst: Float = 0
        for background: Float in [1, middleGrey] {
            // Composite over the background in linear light, where blending is physical.
            func composite(_ p: UnsafePointer<UInt8>, _ alpha: Float) -> SIMD3<Float> {
                SIMD3(linear[Int(p[0])] * alpha + background * (1 - alpha),
                      linear[Int(p[1])] * alpha + background * (1 - alpha),
                      linear[Int(p[2])] * alpha + background * (1 - alpha))
            }
            let ca = composite(a, alphaA), cb = composite(b, alphaB)
            let d = oklab(ca.x, ca.y, ca.z) - oklab(cb.x, cb.y, cb.z)
            worst = max(worst, (d * d).sum().squareRoot())
        }
        return Double(worst) / jnd
    }

    /// Brightness (Rec. 601 luma) of a pixel over white, 0…255, to tell "darker" from "lighter".
    @inline(__always)
    static func luma(_ p: UnsafePointer<UInt8>) -> Float {
        let alpha = Float(p[3]) / 255
        let y = 0.299 * Float(p[0]) + 0.587 * Float(p[1]) + 0.114 * Float(p[2])
        return y * alpha + 255 * (1 - alpha)
    }
}
