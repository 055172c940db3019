import Foundation
import RowRasterDisplay
@testable import RowRasterGoldens
@testable import RowRasterTesting

/// Two images and a tolerance from the bytes: the first four bytes give each image's size
/// (1…32 pixels a side, so sizes often match and the pixel comparison runs), the next three
/// the tolerance, the rest the pixels of both, repeated as needed. The comparison, its diff
/// image and its zoomed crops must never trap, whatever the pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 8 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    func side(_ byte: UInt8) -> Int { 1 + Int(byte % 32) }
    let pixels = Array(bytes.dropFirst(7))
    func image(width: Int, height: Int, from offset: Int) -> Bitmap {
        let count = width * height * 4
        let values = (0..<count).map { pixels[(offset + $0) % pixels.count] }
        return Bitmap(width: width, height: height, bytes: values)
    }
    let expected = image(width: side(bytes[0]), height: side(bytes[1]), from: 0)
    let actual = image(width: side(bytes[2]), height: side(bytes[3]), from: pixels.count / 2)
    let tolerance = GoldenTolerance(perceptualThreshold: Double(bytes[4]) / 8, maxDifferingFraction: Double(bytes[5]) / 255,
                                    maxClusterSize: Int(bytes[6] % 16), ignoresAntialiasing: bytes[6] & 0x80 != 0)
    switch compareImages(expected: expected, actual: actual, tolerance: tolerance) {
    case .identical, .sizeMismatch:
        break
    case .different(let difference):
        _ = difference.passes(tolerance)
        _ = difference.smallestPassingTolerance(from: tolerance)
        _ = difference.summary
        let diff = diffImage(expected: expected, difference: difference)
        _ = zoomedCrops(of: [expected, actual, diff], clusters: difference.clusters)
    }
    return 0
}
