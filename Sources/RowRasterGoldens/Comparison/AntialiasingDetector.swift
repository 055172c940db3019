import Foundation

/// Finds pixels that differ only because an edge was antialiased differently, with the
/// method of Mapbox's pixelmatch (after V. Vysniauskas, "Anti-aliased pixel and intensity
/// slope detector", 2009).
///
/// A pixel is taken for antialiasing when, among its eight neighbours in one image, at most
/// two equal it, some are darker and some brighter, and the darkest or the brightest
/// neighbour sits in a flat area (it has three or more identical neighbours) in both images:
/// the pixel lies on a smooth edge between two flat regions.
struct AntialiasingDetector {
    let width: Int
    let height: Int

    /// Whether pixel (x, y) of `image` looks like antialiasing, `other` being the second image.
    func isAntialiased(x: Int, y: Int, image: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        let centre = image + (y * width + x) * 4
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var minDelta: Float = 0, maxDelta: Float = 0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let delta = PerceptualDistance.luma(centre) - PerceptualDistance.luma(image + (ny * width + nx) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = nx; minY = ny
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = nx; maxY = ny
                }
            }
        }
        // No darker or no brighter neighbour: not an edge.
        guard minDelta != 0, maxDelta != 0 else { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether (x, y) has three or more identical neighbours (edges count as one).
    private func hasManySiblings(_ image: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        let centre = image + (y * width + x) * 4
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let p = image + (ny * width + nx) * 4
                if p[0] == centre[0], p[1] == centre[1], p[2] == centre[2], p[3] == centre[3] {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
