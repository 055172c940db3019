import CPNG
import CPNGCodec
import Foundation
import RowRasterDisplay

/// Canonical PNG files through libpng: equal pixels always give equal bytes.
///
/// The encoder writes colour type RGBA8, one fixed row filter (SUB), zlib level 1 and an sRGB
/// chunk, nothing else: no time, text or gamma chunks that would change between runs. SUB at
/// level 1 encodes a 1170×246 row several times faster than libpng's defaults (level 6 with
/// adaptive filtering) and keeps files deterministic.
package enum PNGCodec {
    /// zlib level and row filter of an encoding.
    package struct Settings: Sendable {
        package var zlibLevel: Int32
        package var rowFilter: Int32

        /// What RowRaster writes: SUB filter, zlib level 1.
        package static let canonical = Settings(zlibLevel: 1, rowFilter: Int32(RR_PNG_FILTER_SUB))
        /// libpng's defaults (zlib 6, adaptive filters), for comparison in benchmarks.
        package static let libpngDefaults = Settings(zlibLevel: 6, rowFilter: Int32(RR_PNG_FILTER_ALL))
    }
    /// The largest side accepted when decoding; matches the largest surface Cairo can hold.
    package static let maximumSide = 32767
    /// The largest pixel count accepted when decoding (256 MB of RGBA), so a file that declares
    /// a huge size cannot make us allocate without bound.
    package static let maximumPixelCount = 64 * 1024 * 1024

    package static func encode(_ bitmap: Bitmap, settings: Settings = .canonical) throws(RenderError) -> Data {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw .emptyImage(width: bitmap.width, height: bitmap.height)
        }
        var buffer = rr_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = bitmap.bytes.withUnsafeBufferPointer { pixels in
            rr_png_encode_rgba8(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
                                bitmap.width * 4, settings.zlibLevel, settings.rowFilter, &buffer, &message, message.count)
        }
        defer { rr_png_buffer_free(&buffer) }
        guard status == 0, let data = buffer.data else {
            throw .pngEncoding(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Data(bytes: data, count: buffer.size)
    }

    /// Decodes any PNG libpng's simplified API reads (8/16-bit, palette, grey, alpha,
    /// interlaced) to straight RGBA8. `source` names the file or data in errors.
    ///
    /// The header is checked before libpng sees the data: a declared size beyond the limits,
    /// or more pixels than the image data could inflate to, is refused before allocating.
    package static func decode(_ data: Data, source: String) throws(RenderError) -> Bitmap {
        let header = try PNGHeader(data, source: source)
        try header.checkLimits(maximumSide: maximumSide, maximumPixelCount: maximumPixelCount, source: source)
        try header.checkImageData(byteCount: PNGHeader.imageDataByteCount(in: data), source: source)
        let width = header.width, height = header.height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        // libpng keeps the pointer it is given from begin_read to finish_read: both run inside
        // one withUnsafeBytes, where the pointer is valid.
        let failure: String? = data.withUnsafeBytes { raw in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                return message(of: &image)
            }
            defer { png_image_free(&image) }
            guard Int(image.width) == width, Int(image.height) == height else { return "libpng read a different size" }
            // PNG_FORMAT_RGBA is a compound macro Swift cannot import: colour | alpha.
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            // 16-bit files without gAMA/sRGB hold sRGB values like every other file; without this
            // flag libpng would take them for linear light and brighten them when reducing to 8 bits.
            // (begin_read clears the flags, so it is set here.)
            image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            let finished = bytes.withUnsafeMutableBytes { destination in
                png_image_finish_read(&image, nil, destination.baseAddress, Int32(width * 4), nil)
            }
            return finished != 0 ? nil : message(of: &image)
        }
        if let failure { throw .invalidPNG(source: source, reason: failure) }
        return Bitmap(width: width, height: height, bytes: bytes)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng could not read it" : text
        }
    }

    /// Decodes the PNG file at `url`, reading no more of it than its header justifies
    /// (`readFile(at:)`).
    package static func decode(contentsOf url: URL) throws(RenderError) -> Bitmap {
        try decode(readFile(at: url), source: url.path)
    }
}
