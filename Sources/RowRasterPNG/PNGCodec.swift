import CPNG
import CPNGCodec
import CRasterKernels
import Foundation
import RowRasterDisplay

/// Canonical PNG files: equal pixels always give equal bytes.
///
/// RowRaster writes PNGs with its own encoder (CPNGCodec's `fast_png.c`): colour type RGBA8,
/// per row the SUB or UP filter (whichever leaves smaller bytes), one deflate block with a
/// Huffman code built for the image from a sample of its rows, run-length matches only (the
/// byte before, the pixel before) found in chunks of about 96 KB of rows searched on their own,
/// an sRGB chunk and nothing else: no time, text or gamma chunks. It encodes a 1170×192 row in
/// a small fraction of the time libpng takes at zlib level 1 with the SUB filter (what RowRaster
/// used before), in a slightly smaller file, the chunks shared out to every core, and gives
/// the same bytes at every SIMD level and thread count. libpng still decodes every PNG,
/// and encodes with `Settings.libpng(level:filter:)` for comparison.
package enum PNGCodec {
    /// Which encoder writes a PNG, and how.
    package struct Settings: Sendable, Equatable {
        package enum Encoder: Sendable, Equatable {
            /// RowRaster's encoder at a SIMD level (lower levels are for tests: `.none` takes the
            /// scalar path even where SIMD was compiled in), with `threads` capping the threads
            /// that filter rows: 1 is the calling thread alone, 0 every worker of the encoder's
            /// pool (one per further core, at most three) beside it. Tests prove the bytes the
            /// same whatever either is.
            case rowRaster(simd: SIMDLevel, threads: Int)
            /// libpng with zlib at `level` and a row filter (`RR_PNG_FILTER_*`).
            case libpng(level: Int32, filter: Int32)
        }
        /// The highest SIMD instructions RowRaster's encoder may use; it takes a level only
        /// where the CPU has it (AVX2 and AVX-512 are checked at run time), so `.best` is right
        /// everywhere.
        /// CRasterKernels' `RR_SIMD_…` levels; a level the CPU lacks is lowered to one it has.
        package enum SIMDLevel: Int32, Sendable, CaseIterable {
            case none = 0, sse2 = 1, avx2 = 2, avx512 = 3
            /// The highest level there is.
            package static let best = SIMDLevel.avx512
        }
        package var encoder: Encoder

        /// What RowRaster writes: its own encoder, on every core.
        package static let canonical = Settings(encoder: .rowRaster(simd: .best, threads: 0))
        /// RowRaster's encoder on its scalar path, on the calling thread alone.
        package static let canonicalScalar = Settings(encoder: .rowRaster(simd: .none, threads: 1))
        /// RowRaster's encoder with SIMD, on the calling thread alone.
        package static let canonicalOneThread = Settings(encoder: .rowRaster(simd: .best, threads: 1))
        /// RowRaster's encoder at a SIMD level on at most `threads` threads (0: every core).
        package static func rowRaster(simd: SIMDLevel, threads: Int) -> Settings {
            Settings(encoder: .rowRaster(simd: simd, threads: threads))
        }
        /// libpng at a zlib level with one row filter (or `RR_PNG_FILTER_ALL`, adaptive).
        package static func libpng(level: Int32, filter: Int32) -> Settings {
            Settings(encoder: .libpng(level: level, filter: filter))
        }
        /// What RowRaster wrote before its own encoder: libpng, zlib level 1, SUB filter.
        package static let libpngLevel1Sub = libpng(level: 1, filter: Int32(RR_PNG_FILTER_SUB))
        /// libpng's defaults (zlib 6, adaptive filters), for comparison in benchmarks.
        package static let libpngDefaults = libpng(level: 6, filter: Int32(RR_PNG_FILTER_ALL))
    }
    /// The highest SIMD level RowRaster's encoder uses on this machine (`.none` without SIMD).
    package static var encoderSIMDLevel: Settings.SIMDLevel {
        Settings.SIMDLevel(rawValue: rr_png_fast_simd_level()) ?? .none
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
        guard bitmap.bytes.count >= bitmap.width * bitmap.height * 4 else {
            throw .pngEncoding("the bitmap holds \(bitmap.bytes.count) bytes, not \(bitmap.width)×\(bitmap.height)×4")
        }
        var buffer = rr_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let width = UInt32(bitmap.width), height = UInt32(bitmap.height), stride = bitmap.width * 4
        let status = bitmap.bytes.withUnsafeBufferPointer { pixels in
            switch settings.encoder {
            case .rowRaster(let simd, let threads):
                Self.applyThreadBudget()
                return rr_png_encode_fast(pixels.baseAddress, width, height, stride, simd.rawValue, Int32(clamping: max(0, threads)),
                                   &buffer, &message, message.count)
            case .libpng(let level, let filter):
                return rr_png_encode_rgba8(pixels.baseAddress, width, height, stride, level, filter, &buffer, &message, message.count)
            }
        }
        return try take(&buffer, status: status, message: message)
    }

    /// Caps the encoder's pool by the thread budget before the first encode starts it.
    private static let budgetApplied: Void = rr_png_limit_workers(Int32(clamping: ThreadBudget.shared.fix() - 1))

    private static func applyThreadBudget() { _ = budgetApplied }

    /// How long the encoder's workers watch for the next encode before they sleep (none by
    /// default).
    package static func setWorkerWatch(_ duration: Duration) {
        rr_png_set_worker_watch(workerWatchMicroseconds(duration))
    }

    /// `duration` in whole microseconds: 0 for none or less, and UInt32.max (71 minutes, as
    /// good as forever) for anything longer.
    package static func workerWatchMicroseconds(_ duration: Duration) -> UInt32 {
        guard duration > .zero else { return 0 }
        let (seconds, attoseconds) = duration.components
        guard seconds <= Int64(UInt32.max) / 1_000_000 else { return .max }
        return UInt32(clamping: seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    }

    /// Encodes premultiplied ARGB32 rows as Cairo stores them (host-endian 32-bit pixels,
    /// `stride` bytes apart) without converting the whole image first: RowRaster's encoder
    /// makes each row straight RGBA8 as it filters it. The bytes equal those of encoding the
    /// converted `Bitmap` (tests prove it); libpng settings convert the image first.
    package static func encode(premultipliedARGB32 pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                               settings: Settings = .canonical) throws(RenderError) -> Data {
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        guard stride >= width * 4 else { throw .pngEncoding("a row stride of \(stride) bytes is shorter than \(width) pixels") }
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        switch settings.encoder {
        case .rowRaster(let simd, let threads):
            applyThreadBudget()
            var buffer = rr_png_buffer()
            var message = [CChar](repeating: 0, count: 256)
            let status = rr_png_encode_fast_argb32(bytes, UInt32(width), UInt32(height), stride, simd.rawValue,
                                                   Int32(clamping: max(0, threads)), &buffer, &message, message.count)
            return try take(&buffer, status: status, message: message)
        case .libpng:
            let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                rr_argb32_to_rgba8(bytes, Int32(width), Int32(height), Int32(stride), buffer.baseAddress!)
                count = width * height * 4
            }
            return try encode(Bitmap(width: width, height: height, bytes: rgba), settings: settings)
        }
    }

    /// The encoder's bytes as Data (owning its malloc'd buffer, no copy), or its error.
    private static func take(_ buffer: inout rr_png_buffer, status: Int32, message: [CChar]) throws(RenderError) -> Data {
        guard status == 0, let data = buffer.data else {
            rr_png_buffer_free(&buffer)
            throw .pngEncoding(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Data(bytesNoCopy: data, count: buffer.size, deallocator: .free)
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
