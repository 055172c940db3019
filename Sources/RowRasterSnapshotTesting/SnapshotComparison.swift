import Foundation
import RowRaster
import RowRasterTesting

/// swift-snapshot-testing's image comparison, on RowRaster's straight-RGBA bitmaps, with its
/// messages, so a failing Linux snapshot reads as a failing iOS one.
enum SnapshotComparison {
    static func compare(_ old: Bitmap, _ new: Bitmap, precision: Float, perceptualPrecision: Float) -> String? {
        guard old.width > 0, old.height > 0 else { return "Reference image could not be loaded." }
        guard new.width > 0, new.height > 0 else { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(size(new)) does not match reference@\(size(old))."
        }
        if old.bytes == new.bytes { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            return perceptuallyCompare(old, new, pixelPrecision: precision, perceptualPrecision: perceptualPrecision)
        }
        let byteCount = old.bytes.count
        let threshold = Int((1 - precision) * Float(byteCount))
        let different = old.bytes.withUnsafeBufferPointer { a in
            new.bytes.withUnsafeBufferPointer { b in (0..<byteCount).reduce(0) { $0 + (a[$1] != b[$1] ? 1 : 0) } }
        }
        guard different > threshold else { return nil }
        let actual = 1 - Float(different) / Float(byteCount)
        return "Actual image precision \(actual) is less than required \(precision)"
    }

    /// The size in points as the library prints it; RowRaster compares pixels at one scale,
    /// so the pixel size is printed.
    private static func size(_ bitmap: Bitmap) -> String { "(\(bitmap.width).0, \(bitmap.height).0)" }

    private static func perceptuallyCompare(_ old: Bitmap, _ new: Bitmap, pixelPrecision: Float, perceptualPrecision: Float) -> String? {
        let threshold = (1 - perceptualPrecision) * 100
        let pixels = old.width * old.height
        var failing = 0
        var maximum: Float = 0
        old.bytes.withUnsafeBufferPointer { a in
            new.bytes.withUnsafeBufferPointer { b in
                for pixel in 0..<pixels {
                    let offset = pixel * 4
                    // Equal pixels are ΔE 0: only the ones that changed are converted.
                    if a[offset] == b[offset], a[offset + 1] == b[offset + 1], a[offset + 2] == b[offset + 2] { continue }
                    let deltaE = CIELab.deltaE94(CIELab(a, offset), CIELab(b, offset))
                    if deltaE > threshold {
                        failing += 1
                        maximum = max(maximum, deltaE)
                    }
                }
            }
        }
        let actual = 1 - Float(failing) / Float(pixels)
        guard actual < pixelPrecision else { return nil }
        let lowest = 1 - min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(actual) is less than required \(pixelPrecision)
            The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
            """
    }
}

/// A colour in CIE L*a*b* (D65), for Core Image's `CILabDeltaE` (ΔE 1994) that the library uses.
struct CIELab {
    var l: Float, a: Float, b: Float

    /// The Lab of the sRGB pixel at `offset` (alpha ignored: snapshots are drawn on white).
    init(_ rgba: UnsafeBufferPointer<UInt8>, _ offset: Int) {
        let linear = PerceptualDistance.linear
        let r = linear[Int(rgba[offset])], g = linear[Int(rgba[offset + 1])], bl = linear[Int(rgba[offset + 2])]
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Float) -> Float { t > 216 / 24389 ? cbrtf(t) : (24389 / 27 * t + 16) / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// CIE ΔE 1994 with the graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015).
    static func deltaE94(_ p: CIELab, _ q: CIELab) -> Float {
        let dl = p.l - q.l
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dc = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
