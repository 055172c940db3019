import Foundation

/// A Gaussian blur approximated by three box blurs per axis, over raw pixel buffers.
///
/// Each pass is a running sum, so the cost per pixel does not grow with the radius. Rows are
/// blurred, the buffer transposed, rows blurred again and transposed back, so both axes read
/// memory in order.
package enum BoxBlur {
    /// What lies beyond the buffer's edges.
    package enum Edges {
        /// Transparent (zero): blurred content fades out at the edges (shadows, blur).
        case transparent
        /// The edge pixels repeated: an opaque blur keeps its edges solid.
        case clamp
    }

    /// Radii of three boxes whose successive application approximates a Gaussian of `sigma`
    /// pixels (the widths of the boxes average to sigma's equivalent; see W. Jarosz, "Fast
    /// image convolutions", and I. Kutskir's derivation of the two widths).
    package static func boxRadii(sigma: Double, passes: Int = 3) -> [Int] {
        guard sigma.isFinite, sigma > 0.2 else { return [] }
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<passes).map { index in (Double(index) < m ? lower : upper) / 2 }
    }

    /// Blurs an 8-bit single-channel buffer (an A8 mask) in place.
    package static func blurA8(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                               sigmaX: Double, sigmaY: Double, edges: Edges = .transparent) {
        blur(data, width: width, height: height, stride: stride, channels: 1, sigmaX: sigmaX, sigmaY: sigmaY, edges: edges)
    }

    /// Blurs a 32-bit, four-channel buffer (premultiplied ARGB32) in place.
    package static func blurARGB32(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                   sigmaX: Double, sigmaY: Double, edges: Edges = .transparent) {
        blur(data, width: width, height: height, stride: stride, channels: 4, sigmaX: sigmaX, sigmaY: sigmaY, edges: edges)
    }

    private static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                             sigmaX: Double, sigmaY: Double, edges: Edges) {
        guard width > 0, height > 0 else { return }
        let radiiX = boxRadii(sigma: sigmaX), radiiY = boxRadii(sigma: sigmaY)
        guard !radiiX.isEmpty || !radiiY.isEmpty else { return }
        let count = width * height * channels
        let a = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { a.deallocate(); b.deallocate() }
        for y in 0..<height {
            (a + y * width * channels).update(from: data + y * stride, count: width * channels)
        }
        var source = a, target = b
        for radius in radiiX {
            boxRows(source, target, width: width, height: height, channels: channels, radius: radius, edges: edges)
            swap(&source, &target)
        }
        transpose(source, target, width: width, height: height, channels: channels)
        swap(&source, &target)
        for radius in radiiY {
            boxRows(source, target, width: height, height: width, channels: channels, radius: radius, edges: edges)
            swap(&source, &target)
        }
        transpose(source, target, width: height, height: width, channels: channels)
        for y in 0..<height {
            (data + y * stride).update(from: target + y * width * channels, count: width * channels)
        }
    }

    /// One box pass along every row: target[x] = mean(source[x - r … x + r]).
    private static func boxRows(_ source: UnsafeMutablePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>,
                                width: Int, height: Int, channels: Int, radius: Int, edges: Edges) {
        let window = 2 * radius + 1
        // Division by the window as a multiply and shift, rounded to nearest.
        let multiplier = UInt32((1 << 24) / window)
        let half: UInt32 = 1 << 23
        for y in 0..<height {
            let row = source + y * width * channels
            let out = target + y * width * channels
            for channel in 0..<channels {
                @inline(__always) func sample(_ x: Int) -> UInt32 {
                    if x < 0 { return edges == .clamp ? UInt32(row[channel]) : 0 }
                    if x >= width { return edges == .clamp ? UInt32(row[(width - 1) * channels + channel]) : 0 }
                    return UInt32(row[x * channels + channel])
                }
                var sum: UInt32 = 0
                for x in -radius...radius { sum += sample(x) }
                for x in 0..<width {
                    out[x * channels + channel] = UInt8(truncatingIfNeeded: (sum &* multiplier &+ half) >> 24)
                    let entering = x + radius + 1, leaving = x - radius
                    if entering < width, leaving >= 0 {
                        // The common case, away from the edges: no bounds to check.
                        sum = sum &+ UInt32(row[entering * channels + channel]) &- UInt32(row[leaving * channels + channel])
                    } else {
                        sum = sum &+ sample(entering) &- sample(leaving)
                    }
                }
            }
        }
    }

    /// Transposes a width × height buffer of `channels`-byte pixels into height × width.
    private static func transpose(_ source: UnsafeMutablePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>,
                                  width: Int, height: Int, channels: Int) {
        let tile = 32
        for y0 in Swift.stride(from: 0, to: height, by: tile) {
            for x0 in Swift.stride(from: 0, to: width, by: tile) {
                for y in y0..<min(y0 + tile, height) {
                    for x in x0..<min(x0 + tile, width) {
                        let s = (y * width + x) * channels, t = (x * height + y) * channels
                        for c in 0..<channels { target[t + c] = source[s + c] }
                    }
                }
            }
        }
    }
}
