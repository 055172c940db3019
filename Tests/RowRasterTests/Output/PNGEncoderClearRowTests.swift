import CRasterKernels
import Foundation
import Testing
import RowRasterDisplay
import RowRasterPNG

/// A row whose pixels are all clear is filtered without a pass over it (png_filter.c): its
/// converted bytes are zero, SUB makes them zero again and wins. The digests below were written
/// by the encoder of 2026-11-26 10:40 UTC, whose build that converted, filtered and summed every
/// clear row like any other (and stepped through every run of zeros) wrote the same bytes for
/// every PNG in the project and nine synthetic images, at every SIMD level and one to four
/// threads. The cases: clear rows first and last, alone between drawn ones, above a drawn row
/// (its filter reads the clear row as the one above), at the edges of the chunks that are
/// searched on their own (1170 px rows come 22 to a chunk), from straight RGBA8 and from
/// premultiplied ARGB32 with a row stride longer than the pixels.
@Suite struct PNGEncoderClearRowTests {
    /// Rows drawn with translucent gradients (UP and SUB both tempting), except those listed,
    /// which are left clear.
    static func rows(width: Int, height: Int, clear: Set<Int>) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, filledWith: (0, 0, 0, 0))
        for y in 0..<height where !clear.contains(y) {
            for x in 0..<width {
                let alpha = UInt8(truncatingIfNeeded: 40 + (x * 7 + y * 3) % 216)
                bitmap[x, y] = (UInt8(truncatingIfNeeded: x), UInt8(truncatingIfNeeded: y * 5), 90, x % 97 == 5 ? 0 : alpha)
            }
        }
        return bitmap
    }

    /// Chunks of 22 rows: 21 is the last of the first, 22 the first of the second.
    static let contactRowClear: Set<Int> = Set(0..<30).union([43, 65, 66, 87, 88, 89, 109, 110, 190, 191])
        .subtracting([22])

    static let cases: [(name: String, bitmap: Bitmap, rgba: UInt64, argb: UInt64)] = [
        ("1170×192, clear runs at chunk edges", rows(width: 1170, height: 192, clear: contactRowClear),
         3_282_589_224_922_220_427, 29_296_691_282_709_012),
        ("65×300, every third row clear", rows(width: 65, height: 300, clear: Set(stride(from: 0, to: 300, by: 3))),
         17_158_165_596_214_013_077, 12_625_441_922_878_771_993),
        ("1×3, a drawn pixel between clear ones", rows(width: 1, height: 3, clear: [0, 2]),
         1_286_386_427_059_405_112, 318_577_657_726_053_761),
        ("1×1 clear", rows(width: 1, height: 1, clear: [0]),
         1_473_071_992_238_474_688, 1_473_071_992_238_474_688),
        ("300×64, all clear but the last", rows(width: 300, height: 64, clear: Set(0..<63)),
         11_087_039_104_741_803_960, 2_491_851_098_687_568_946),
    ]

    @Test(arguments: cases.indices)
    func clearRowsFromRGBA8EncodeToTheirKnownBytes(index: Int) throws {
        let (name, bitmap, expected, _) = Self.cases[index]
        for settings in PNGEncoderZeroRunTests.encoderPaths {
            let data = try PNGCodec.encode(bitmap, settings: settings)
            let digest = PNGEncoderZeroRunTests.digest(data)
            #expect(digest == expected, "\(name), \(settings.encoder): \(digest)")
            #expect(try PNGCodec.decode(data, source: name) == bitmap, "\(name), \(settings.encoder)")
        }
    }

    /// The same rows premultiplied, each followed by 12 bytes of padding that are not zero: a
    /// row is clear by its pixels alone.
    @Test(arguments: cases.indices)
    func clearRowsFromARGB32EncodeToTheirKnownBytes(index: Int) throws {
        let (name, bitmap, _, expected) = Self.cases[index]
        let stride = bitmap.width * 4 + 12
        var argb = [UInt8](repeating: 0xA5, count: stride * bitmap.height)
        rr_rgba8_to_argb32(bitmap.bytes, Int32(bitmap.width), Int32(bitmap.height), &argb, Int32(stride))
        var converted = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 4)
        rr_argb32_to_rgba8(argb, Int32(bitmap.width), Int32(bitmap.height), Int32(stride), &converted)
        for settings in PNGEncoderZeroRunTests.encoderPaths {
            let data = try argb.withUnsafeBytes { raw in
                try PNGCodec.encode(premultipliedARGB32: raw.baseAddress!, width: bitmap.width, height: bitmap.height,
                                    stride: stride, settings: settings)
            }
            let digest = PNGEncoderZeroRunTests.digest(data)
            #expect(digest == expected, "\(name), \(settings.encoder): \(digest)")
            #expect(try PNGCodec.decode(data, source: name).bytes == converted, "\(name), \(settings.encoder)")
        }
    }
}
