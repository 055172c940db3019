import CRasterKernels
import Foundation

/// A Gaussian blur approximated by three box blurs per axis, over raw pixel buffers.
///
/// Each pass is a running sum, so the cost per pixel does not grow with the radius. The
/// passes run in C (`CRasterKernels`), where the column sums vectorize, as fast per pixel as
/// the hand-written C reference (the benchmarks compare them).
package enum BoxBlur {
    /// What lies beyond the buffer's edges.
    package enum Edges {
        /// Transparent (zero): blurred content fades out at the edges (shadows, blur).
        case transparent
        /// The edge pixels repeated: an opaque blur keeps its edges solid.
        case clamp
    }

    /// Radii of three boxes whose successive application approximates a Gaussian of `sigma`
    /// pixels (W. Jarosz, "Fast image convolutions"; I. Kutskir's choice of the two widths).
    package static func boxRadii(sigma: Double, passes: Int = 3) -> [Int] {
        guard sigma.isFinite, sigma > 0.2 else { return [] }
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<passes).map { index in (Double(index) < m ? lower : lower + 2) / 2 }
    }

    /// Blurs an 8-bit single-channel buffer (an A8 mask) in place.
    package static func blurA8(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                               sigmaX: Double, sigmaY: Double, edges: Edges = .transparent) {
        blur(data, width: width, height: height, stride: stride, bytesPerPixel: 1, sigmaX: sigmaX, sigmaY: sigmaY, edges: edges)
    }

    /// Blurs a 32-bit, four-channel buffer (premultiplied ARGB32) in place.
    package static func blurARGB32(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                   sigmaX: Double, sigmaY: Double, edges: Edges = .transparent) {
        blur(data, width: width, height: height, stride: stride, bytesPerPixel: 4, sigmaX: sigmaX, sigmaY: sigmaY, edges: edges)
    }

    private static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, bytesPerPixel: Int,
                             sigmaX: Double, sigmaY: Double, edges: Edges) {
        let radiiX = boxRadii(sigma: sigmaX).map(Int32.init), radiiY = boxRadii(sigma: sigmaY).map(Int32.init)
        guard width > 0, height > 0, !radiiX.isEmpty || !radiiY.isEmpty else { return }
        // On allocation failure the image is left unblurred: a visible but harmless degradation.
        _ = rr_box_blur(data, Int32(width), Int32(height), Int32(stride), Int32(bytesPerPixel),
                        radiiX, Int32(radiiX.count), radiiY, Int32(radiiY.count), edges == .clamp ? 1 : 0)
    }
}
