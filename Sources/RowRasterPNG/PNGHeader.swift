import Foundation
import RowRasterDisplay

/// What a PNG's first 33 bytes declare: the 8-byte signature, then the IHDR chunk (length,
/// type, 13 bytes of fields, CRC).
///
/// Read before anything else, so a file that declares more pixels than RowRaster accepts, or
/// far more pixels than its bytes can hold, is refused before a byte of pixel memory is
/// allocated or the rest of the file is read.
package struct PNGHeader: Sendable, Equatable {
    /// The signature and the IHDR chunk: 8 + 4 + 4 + 13 + 4 bytes.
    package static let byteCount = 33
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The most a deflate stream inflates to per compressed byte. zlib's technical details
    /// (zlib.net/zlib_tech.html, "Maximum Expansion Factor"): "the limit is 1032:1", reached by
    /// long runs of one byte; a zlib stream's header and checksum only lower the ratio.
    package static let maximumDeflateRatio = 1032
    /// Room for metadata chunks (ICC profiles, XMP, text) beyond the image data when bounding
    /// the bytes a file may have: real files carry at most a few megabytes of them.
    package static let metadataAllowance = 16 * 1024 * 1024

    package var width: Int
    package var height: Int
    package var bitDepth: Int
    package var colorType: Int
    package var isInterlaced: Bool

    /// Parses the signature and IHDR at the start of `bytes`; `source` names the data in errors.
    package init(_ bytes: some Collection<UInt8>, source: String) throws(RenderError) {
        let bytes = Array(bytes.prefix(Self.byteCount))
        guard bytes.count >= Self.signature.count else {
            throw .invalidPNG(source: source, reason: bytes.isEmpty ? "the data is empty" : "the data is too short (\(bytes.count) bytes)")
        }
        guard Array(bytes.prefix(8)) == Self.signature else {
            throw .invalidPNG(source: source, reason: "it does not start with the PNG signature")
        }
        guard bytes.count == Self.byteCount else {
            throw .invalidPNG(source: source, reason: "it ends inside its IHDR header (\(bytes.count) bytes)")
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard bigEndian(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw .invalidPNG(source: source, reason: "its first chunk is not a 13-byte IHDR")
        }
        width = bigEndian(16)
        height = bigEndian(20)
        bitDepth = Int(bytes[24])
        colorType = Int(bytes[25])
        isInterlaced = bytes[28] != 0
        guard width > 0, height > 0 else {
            throw .invalidPNG(source: source, reason: "it declares \(width)×\(height) pixels")
        }
        guard Self.channels(ofColorType: colorType) != nil, [1, 2, 4, 8, 16].contains(bitDepth) else {
            throw .invalidPNG(source: source, reason: "colour type \(colorType) with bit depth \(bitDepth) is not one PNG defines")
        }
    }

    /// Samples per pixel of a PNG colour type; nil for a type PNG does not define.
    private static func channels(ofColorType type: Int) -> Int? {
        switch type {
        case 0, 3: 1  // grey, palette index
        case 4: 2     // grey + alpha
        case 2: 3     // RGB
        case 6: 4     // RGBA
        default: nil
        }
    }

    private var bitsPerPixel: Int { (Self.channels(ofColorType: colorType) ?? 4) * bitDepth }

    /// Refuses a declared size beyond `maximumSide` on a side or `maximumPixelCount` in all.
    /// Checked first: the other bounds multiply the sides.
    package func checkLimits(maximumSide: Int, maximumPixelCount: Int, source: String) throws(RenderError) {
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            throw .invalidPNG(source: source, reason: "it declares \(width)×\(height) pixels, more than the \(maximumSide)-pixel side or \(maximumPixelCount)-pixel limit")
        }
    }

    /// The fewest bytes the image data can inflate to: the packed samples alone, without the
    /// filter byte of each row (interlacing only adds bytes). Call after `checkLimits`.
    package var minimumInflatedByteCount: Int { (width * height * bitsPerPixel + 7) / 8 }

    /// The most bytes a file with this header needs: its image data stored uncompressed (a
    /// filter byte per row, and Adam7's extra rows at most doubling that), zlib's stored-block
    /// overhead and chunk framing (well under doubling again), plus `metadataAllowance`.
    /// Call after `checkLimits`.
    package var maximumFileByteCount: Int {
        let rowBytes = 1 + (width * bitsPerPixel + 7) / 8
        return 4 * height * rowBytes + Self.metadataAllowance
    }

    /// Refuses `imageDataByteCount` compressed bytes that cannot inflate to the declared size
    /// even at deflate's best ratio: a tiny file claiming a huge image.
    package func checkImageData(byteCount imageDataByteCount: Int, source: String) throws(RenderError) {
        guard imageDataByteCount.multipliedReportingOverflow(by: Self.maximumDeflateRatio).partialValue >= minimumInflatedByteCount else {
            throw .invalidPNG(source: source, reason: "it declares \(width)×\(height) pixels but holds \(imageDataByteCount) bytes of image data, too few for even deflate's best 1032:1 ratio to fill")
        }
    }

    /// The total length of the IDAT chunks of the PNG in `data`, walking chunk headers only.
    /// A truncated or malformed chunk list ends the walk: libpng reports it when decoding.
    package static func imageDataByteCount(in data: some RandomAccessCollection<UInt8>) -> Int {
        var total = 0
        var offset = data.index(data.startIndex, offsetBy: 8, limitedBy: data.endIndex) ?? data.endIndex
        while data.distance(from: offset, to: data.endIndex) >= 8 {
            let length = data[offset..<data.index(offset, offsetBy: 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = data[data.index(offset, offsetBy: 4)..<data.index(offset, offsetBy: 8)]
            // A chunk cut short counts only the bytes present, so a length field alone cannot pass.
            if type.elementsEqual("IDAT".utf8) { total += min(length, data.distance(from: offset, to: data.endIndex) - 8) }
            if type.elementsEqual("IEND".utf8) { break }
            guard length <= Int(Int32.max), data.distance(from: offset, to: data.endIndex) >= 12 + length else { break }
            offset = data.index(offset, offsetBy: 12 + length)
        }
        return total
    }
}
