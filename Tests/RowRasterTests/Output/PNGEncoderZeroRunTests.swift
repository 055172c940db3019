import Foundation
import Testing
import RowRasterDisplay
import RowRasterPNG

/// The run search takes all the longest matches of a run of zeros at once (`zero_runs.c`). Its
/// tokens must be those of the search stepping through the run one match at a time. The
/// digests below were written by the encoder of 2026-11-26 10:40 UTC, whose build that stepped
/// (and filtered clear rows like any other) wrote the same bytes for every PNG in the project and
/// nine synthetic images, at every SIMD level and one to four threads. The images' runs end at
/// every limit a run can meet: a row's filter byte, a chunk's end, the window's end, the
/// image's end, a lone pixel.
@Suite struct PNGEncoderZeroRunTests {
    /// A clear image with a few opaque pixels placed to cut its runs, as a row's text does.
    static func sparse(width: Int, height: Int, every: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, filledWith: (0, 0, 0, 0))
        var k = 0
        for y in 0..<height {
            for x in 0..<width {
                if k % every == every - 1 { bitmap[x, y] = (UInt8(truncatingIfNeeded: x), 40, UInt8(truncatingIfNeeded: y), 255) }
                k += 1
            }
        }
        return bitmap
    }

    static let cases: [(name: String, bitmap: Bitmap, digest: UInt64)] = [
        ("clear 1170×246", Bitmap(width: 1170, height: 246, filledWith: (0, 0, 0, 0)), 15_725_639_255_935_191_044),
        ("flat 4096×64", Bitmap(width: 4096, height: 64, filledWith: (250, 250, 252, 255)), 2_341_538_579_060_274_484),
        ("clear 65×300", Bitmap(width: 65, height: 300, filledWith: (0, 0, 0, 0)), 11_405_742_519_347_460_817),
        ("a pixel in 1,000, 1170×246", sparse(width: 1170, height: 246, every: 1_000), 4_329_101_034_522_800_176),
        ("a pixel in 4,001, 1024×700", sparse(width: 1024, height: 700, every: 4_001), 13_080_309_402_404_212_494),
        ("a pixel in 259, 300×40", sparse(width: 300, height: 40, every: 259), 16_473_768_135_712_143_290),
    ]

    /// FNV-1a over the file: enough to tell any changed byte here.
    static func digest(_ data: Data) -> UInt64 { FNV1a.hash(Array(data)) }

    /// The encoder's paths: adaptive, one thread, scalar, two and three threads at two SIMD levels.
    static let encoderPaths: [PNGCodec.Settings] = [.canonical, .canonicalOneThread, .canonicalScalar,
                                                    .rowRaster(simd: .best, threads: 2), .rowRaster(simd: .sse2, threads: 3)]

    @Test(arguments: cases.indices)
    func runsOfZerosEncodeToTheirKnownBytes(index: Int) throws {
        let (name, bitmap, expected) = Self.cases[index]
        for settings in Self.encoderPaths {
            let data = try PNGCodec.encode(bitmap, settings: settings)
            #expect(Self.digest(data) == expected, "\(name), \(settings.encoder): \(Self.digest(data))")
            #expect(try PNGCodec.decode(data, source: name) == bitmap, "\(name), \(settings.encoder)")
        }
    }
}
