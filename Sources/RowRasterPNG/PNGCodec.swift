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
    package static func decode(_ data: Data, source: String) throws(RenderError) -> Bitmap {
        guard data.count >= 8 else {
            throw .invalidPNG(source: source, reason: data.isEmpty ? "the data is empty" : "the data is too short (\(data.count) bytes)")
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(data.prefix(8)) == signature else {
            throw .invalidPNG(source: source, reason: "it does not start with the PNG signature")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard begun != 0 else { throw .invalidPNG(source: source, reason: message(of: &image)) }
        let width = Int(image.width), height = Int(image.height)
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            png_image_free(&image)
            throw .invalidPNG(source: source, reason: "it declares \(width)×\(height) pixels, more than the \(maximumSide)-pixel side or \(maximumPixelCount)-pixel limit")
        }
        // PNG_FORMAT_RGBA is a compound macro Swift cannot import: colour | alpha.
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // 16-bit files without gAMA/sRGB hold sRGB values like every other file; without this
        // flag libpng would take them for linear light and brighten them when reducing to 8 bits.
        // (begin_read clears the flags, so it is set here.)
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let finished = data.withUnsafeBytes { _ in
            bytes.withUnsafeMutableBytes { destination in
                png_image_finish_read(&image, nil, destination.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw .invalidPNG(source: source, reason: reason)
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng could not read it" : text
        }
    }

    /// Decodes the PNG file at `url`.
    package static func decode(contentsOf url: URL) throws(RenderError) -> Bitmap {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableFile(url.path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data, source: url.path)
    }
}
