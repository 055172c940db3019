import Foundation

/// How different a render may be from its golden and still pass.
///
/// Pixels are compared perceptually: the distance between two colours is measured in OKLab
/// and expressed in just-noticeable differences (JND, `PerceptualDistance.jnd`). A pixel
/// *differs* when its distance exceeds `perceptualThreshold`; antialiased edge pixels are
/// left out when `ignoresAntialiasing` is set. The render passes when the differing pixels
/// are at most `maxDifferingFraction` of the image and no 8-connected cluster of them is
/// larger than `maxClusterSize`.
public struct GoldenTolerance: Sendable, Hashable, CustomStringConvertible {
    public var perceptualThreshold: Double
    public var maxDifferingFraction: Double
    public var maxClusterSize: Int
    public var ignoresAntialiasing: Bool

    public init(perceptualThreshold: Double, maxDifferingFraction: Double, maxClusterSize: Int, ignoresAntialiasing: Bool) {
        self.perceptualThreshold = perceptualThreshold
        self.maxDifferingFraction = maxDifferingFraction
        self.maxClusterSize = maxClusterSize
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// Changes below one JND and antialiasing are noise; any other changed pixel fails.
    public static let `default` = GoldenTolerance(perceptualThreshold: 1, maxDifferingFraction: 0, maxClusterSize: 0,
                                                  ignoresAntialiasing: true)

    /// Every byte must match.
    public static let exact = GoldenTolerance(perceptualThreshold: 0, maxDifferingFraction: 0, maxClusterSize: 0,
                                              ignoresAntialiasing: false)

    /// A perceptual tolerance: pixels within `threshold` JND are equal; up to `fraction` of
    /// the pixels may differ, in clusters of at most `cluster` pixels.
    public static func perceptual(threshold: Double = 1, fraction: Double = 0, cluster: Int = 0,
                                  ignoresAntialiasing: Bool = true) -> GoldenTolerance {
        GoldenTolerance(perceptualThreshold: threshold, maxDifferingFraction: fraction, maxClusterSize: cluster,
                        ignoresAntialiasing: ignoresAntialiasing)
    }

    public var description: String {
        ".perceptual(threshold: \(perceptualThreshold), fraction: \(maxDifferingFraction), cluster: \(maxClusterSize)\(ignoresAntialiasing ? "" : ", ignoresAntialiasing: false"))"
    }
}
