import Foundation
import RowRaster

/// A rectangle of pixels.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }

    func union(x px: Int, y py: Int) -> PixelRect {
        let minX = min(x, px), minY = min(y, py)
        let maxX = max(x + width, px + 1), maxY = max(y + height, py + 1)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A connected group (8-neighbourhood) of differing pixels.
public struct DifferenceCluster: Sendable, Hashable {
    public var pixelCount: Int
    public var bounds: PixelRect
}

/// What a comparison of two same-sized images measured.
public struct ImageDifference: Sendable, Hashable {
    /// How each pixel was classified, for the diff image.
    public enum PixelClass: UInt8, Sendable {
        case same = 0, darker = 1, lighter = 2, antialiasing = 3
    }

    public var width: Int
    public var height: Int
    /// Pixels farther apart than the threshold, antialiasing excluded (when ignored).
    public var differingPixels: Int
    /// Pixels beyond the threshold that were classified as antialiasing.
    public var antialiasedPixels: Int
    public var differingFraction: Double
    /// The largest distance of any pixel, in JND.
    public var maxDistance: Double
    /// The largest distance among differing (non-antialiasing) pixels, in JND.
    public var maxDifferingDistance: Double
    public var boundingBox: PixelRect?
    /// Clusters of differing pixels, largest first.
    public var clusters: [DifferenceCluster]
    /// One `PixelClass` raw value per pixel.
    public var mask: [UInt8]
    /// The tolerance's threshold and antialiasing choice the measurement used.
    public var threshold: Double
    public var ignoresAntialiasing: Bool

    public var largestCluster: DifferenceCluster? { clusters.first }

    /// Whether these measurements are within `tolerance` (whose threshold and antialiasing
    /// choice must be the ones measured with).
    public func passes(_ tolerance: GoldenTolerance) -> Bool {
        differingFraction <= tolerance.maxDifferingFraction && (largestCluster?.pixelCount ?? 0) <= tolerance.maxClusterSize
    }

    /// The least permissive tolerance, keeping `tolerance`'s threshold and antialiasing
    /// choice, that these measurements pass.
    public func smallestPassingTolerance(from tolerance: GoldenTolerance) -> GoldenTolerance {
        var result = tolerance
        result.maxDifferingFraction = max(tolerance.maxDifferingFraction, differingFraction)
        result.maxClusterSize = max(tolerance.maxClusterSize, largestCluster?.pixelCount ?? 0)
        return result
    }

    /// The measurements as one readable paragraph.
    public var summary: String {
        let percent = String(format: "%.4f", differingFraction * 100)
        var text = "\(differingPixels) pixels differ (\(percent) % of \(width)×\(height))"
        text += ", max ΔE \(String(format: "%.2f", maxDifferingDistance)) JND (threshold \(threshold))"
        if let box = boundingBox { text += ", within \(box)" }
        if let cluster = largestCluster { text += ", largest cluster \(cluster.pixelCount) pixels at \(cluster.bounds)" }
        text += clusters.count > 1 ? ", \(clusters.count) clusters" : ""
        if antialiasedPixels > 0 { text += "; \(antialiasedPixels) antialiasing pixels \(ignoresAntialiasing ? "ignored" : "counted")" }
        return text + "."
    }
}

/// The outcome of comparing a render with its golden.
public enum ImageComparisonResult: Sendable {
    case identical
    case sizeMismatch(expected: (width: Int, height: Int), actual: (width: Int, height: Int))
    case different(ImageDifference)
}

/// Compares two images by decoded pixels: byte equality first, then per-pixel perceptual
/// distance, antialiasing detection and clustering of what remains.
public func compareImages(expected: Bitmap, actual: Bitmap, tolerance: GoldenTolerance) -> ImageComparisonResult {
    guard expected.width == actual.width, expected.height == actual.height else {
        return .sizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
    }
    // memcmp, not Array's element-by-element `==`: the common case, a golden that still
    // matches, is twelve megabytes at scale 3.
    let identical = expected.bytes.withUnsafeBytes { e in
        actual.bytes.withUnsafeBytes { a in e.count == a.count && (e.count == 0 || memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0) }
    }
    if identical { return .identical }
    let width = expected.width, height = expected.height
    var mask = [UInt8](repeating: 0, count: width * height)
    var differing = 0, antialiased = 0
    var maxDistance = 0.0, maxDiffering = 0.0
    var box: PixelRect?
    expected.bytes.withUnsafeBufferPointer { e in
        actual.bytes.withUnsafeBufferPointer { a in
            let ep = e.baseAddress!, ap = a.baseAddress!
            let detector = AntialiasingDetector(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let index = y * width + x
                    let pe = ep + index * 4, pa = ap + index * 4
                    let distance = PerceptualDistance.distance(pe, pa)
                    guard distance > 0 else { continue }
                    maxDistance = max(maxDistance, distance)
                    guard distance > tolerance.perceptualThreshold else { continue }
                    if detector.isAntialiased(x: x, y: y, image: ep, other: ap)
                        || detector.isAntialiased(x: x, y: y, image: ap, other: ep) {
                        mask[index] = ImageDifference.PixelClass.antialiasing.rawValue
                        antialiased += 1
                        if tolerance.ignoresAntialiasing { continue }
                    } else {
                        mask[index] = PerceptualDistance.luma(pa) < PerceptualDistance.luma(pe)
                            ? ImageDifference.PixelClass.darker.rawValue : ImageDifference.PixelClass.lighter.rawValue
                    }
                    differing += 1
                    maxDiffering = max(maxDiffering, distance)
                    box = box?.union(x: x, y: y) ?? PixelRect(x: x, y: y, width: 1, height: 1)
                }
            }
        }
    }
    let counted: (UInt8) -> Bool = { value in
        value == ImageDifference.PixelClass.darker.rawValue || value == ImageDifference.PixelClass.lighter.rawValue
            || (!tolerance.ignoresAntialiasing && value == ImageDifference.PixelClass.antialiasing.rawValue)
    }
    let clusters = DifferenceClustering.clusters(in: mask, width: width, height: height, counted: counted)
    return .different(ImageDifference(
        width: width, height: height, differingPixels: differing, antialiasedPixels: antialiased,
        differingFraction: Double(differing) / Double(max(1, width * height)), maxDistance: maxDistance,
        maxDifferingDistance: maxDiffering, boundingBox: box, clusters: clusters, mask: mask,
        threshold: tolerance.perceptualThreshold, ignoresAntialiasing: tolerance.ignoresAntialiasing))
}

/// 8-connected components of the counted pixels of a mask, found with an explicit stack
/// (images are too large for recursion).
enum DifferenceClustering {
    static func clusters(in mask: [UInt8], width: Int, height: Int, counted: (UInt8) -> Bool) -> [DifferenceCluster] {
        var visited = [Bool](repeating: false, count: mask.count)
        var clusters: [DifferenceCluster] = []
        var stack: [Int] = []
        for start in mask.indices where counted(mask[start]) && !visited[start] {
            visited[start] = true
            stack.append(start)
            var count = 0
            var bounds = PixelRect(x: start % width, y: start / width, width: 1, height: 1)
            while let index = stack.popLast() {
                count += 1
                let x = index % width, y = index / width
                bounds = bounds.union(x: x, y: y)
                for ny in max(0, y - 1)...min(height - 1, y + 1) {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) {
                        let neighbour = ny * width + nx
                        if !visited[neighbour], counted(mask[neighbour]) {
                            visited[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            clusters.append(DifferenceCluster(pixelCount: count, bounds: bounds))
        }
        return clusters.sorted { $0.pixelCount != $1.pixelCount ? $0.pixelCount > $1.pixelCount : ($0.bounds.y, $0.bounds.x) < ($1.bounds.y, $1.bounds.x) }
    }
}
