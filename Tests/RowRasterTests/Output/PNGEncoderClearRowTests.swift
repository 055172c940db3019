import CRasterKernels
import Foundation
import Testing
import RowRasterDisplay
import RowRasterPNG

/// A row whose pixels are all clear is filtered without a pass over it (png_filter.c): its
/// converted bytes are zero, SUB makes them zero again and wins. The files must be those the
/// encoder wrote when it converted, filtered and summed every such row like any other, which
/// wrote the digests below: clear rows first and last, alone between drawn ones, above a drawn
/// row (its filter reads the clear row as the one above), at the edges of the chunks the cores
/// share (1170 px rows come 21 to a chunk), from straight RGBA8 and from premultiplied ARGB32
/// with a row stride longer than the pixels.
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

    /// Chunks of 21 rows: 20 is the last of the first, 21 the first of the second.
    static let contactRowClear: Set<Int> = Set(0..<30).union([41, 62, 63, 84, 85, 86, 104, 105, 190, 191])
        .subtracting([21])

    static let cases: [(name: String, bitmap: Bitmap, rgba: UInt64, argb: UInt64)] = [
        ("1170×192, clear runs at chunk edges", rows(width: 1170, height: 192, clear: contactRowClear),
         8_527_133_798_882_045_245, 1_912_022_102_122_207_365),
        ("65×300, every third row clear", rows(width: 65, height: 300, clear: Set(stride(from: 0, to: 300, by: 3))),
         16_510_723_401_833_394_769, 14_690_224_894_609_950_900),
        ("1×3, a drawn pixel between clear ones", rows(width: 1, height: 3, clear: [0, 2]),
         8_514_516_884_592_927_605, 10_130_437_393_493_764_767),
        ("1×1 clear", rows(width: 1, height: 1, clear: [0]),
         16_368_641_424_046_767_476, 16_368_641_424_046_767_476),
        ("300×64, all clear but the last", rows(width: 300, height: 64, clear: Set(0..<63)),
         5_450_060_037_415_969_255, 593_877_671_256_030_243),
    ]


    @Test(arguments: cases.indices)
    func clearRowsFromRGBA8EncodeAsBefore(index: Int) throws {
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
    func clearRowsFromARGB32EncodeAsBefore(index: Int) throws {
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
