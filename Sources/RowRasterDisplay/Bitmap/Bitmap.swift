import Foundation

/// Straight (non-premultiplied) RGBA8 pixels, row-major, 4 bytes per pixel, no padding.
///
/// The interchange format of the pipeline's ends: what PNG files hold, what golden
/// comparisons read, and what images hand to the rasterizer.
public struct Bitmap: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4,
                     "Bitmap needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    public init(width: Int, height: Int, filledWith rgba: (UInt8, UInt8, UInt8, UInt8)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = rgba.0; bytes[i + 1] = rgba.1; bytes[i + 2] = rgba.2; bytes[i + 3] = rgba.3
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b; bytes[i + 3] = newValue.a
        }
    }
}

/// Decoded image content referenced from the display list.
///
/// A reference with a precomputed content hash, so display lists that draw the same picture
/// compare and hash cheaply (the raster cache keys on them) without touching the pixels.
package final class ImageContent: Sendable, Hashable, CustomStringConvertible {
    package let bitmap: Bitmap
    package let contentHash: UInt64

    package init(bitmap: Bitmap) {
        self.bitmap = bitmap
        self.contentHash = FNV1a.hash(bitmap.bytes, seed: UInt64(bitmap.width) &* 31 &+ UInt64(bitmap.height))
    }

    package static func == (lhs: ImageContent, rhs: ImageContent) -> Bool {
        lhs === rhs || (lhs.contentHash == rhs.contentHash && lhs.bitmap == rhs.bitmap)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(contentHash) }

    /// The picture's size in points at `scale` pixels per point.
    package func pointSize(scale: CGFloat) -> CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    package var description: String {
        "image(\(bitmap.width)x\(bitmap.height) #\(String(contentHash & 0xFFFF_FFFF, radix: 16)))"
    }
}

/// FNV-1a, a small stable hash: the same bytes give the same value on every run and machine,
/// which Swift's seeded `Hasher` deliberately does not.
package enum FNV1a {
    package static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBufferPointer { hash($0, seed: seed) }
    }

    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }

    /// The hash of a file's bytes in hex, or "missing" when it cannot be read: how goldens
    /// record the fonts and icon files that decide pixels.
    package static func fileHash(atPath path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "missing" }
        return String(hash(Array(data)), radix: 16)
    }
}
