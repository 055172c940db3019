import Foundation
import Testing
import RowRasterDisplay
import RowRasterPNG

/// RowRaster's own PNG encoder: every pixel comes back through libpng and through a reader
/// written on Python's zlib, the bytes are the same on the SIMD and the scalar path, and the
/// same every time.
@Suite struct PNGEncoderTests {
    /// How the alpha channel of a test image is made: the cases a rendered row holds.
    enum AlphaPattern: CaseIterable {
        case opaque, clear, random, zeroOrFull, edgeRamps
    }

    /// What the colour channels look like: noise defeats the matches, flat areas and
    /// gradients exercise them (distance 1 and distance 4), runs broken at random test the
    /// boundaries of matches.
    enum Content: CaseIterable {
        case noise, flat, gradient, brokenRuns
    }

    static func image(width: Int, height: Int, alpha: AlphaPattern, content: Content, seed: UInt64) -> Bitmap {
        var random = SeededGenerator(state: seed)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                switch content {
                case .noise:
                    for c in 0..<3 { bytes[i + c] = random.byte() }
                case .flat:
                    bytes[i] = 250; bytes[i + 1] = 250; bytes[i + 2] = 252
                case .gradient:
                    bytes[i] = UInt8(truncatingIfNeeded: x * 3); bytes[i + 1] = UInt8(truncatingIfNeeded: y * 5)
                    bytes[i + 2] = UInt8(truncatingIfNeeded: x + y)
                case .brokenRuns:
                    if random.next() % 23 == 0 || i < 4 {
                        for c in 0..<3 { bytes[i + c] = random.byte() }
                    } else {
                        for c in 0..<3 { bytes[i + c] = bytes[i + c - 4] }
                    }
                }
                switch alpha {
                case .opaque: bytes[i + 3] = 255
                case .clear: bytes[i + 3] = 0
                case .random: bytes[i + 3] = random.byte()
                case .zeroOrFull: bytes[i + 3] = random.next() & 1 == 0 ? 0 : 255
                case .edgeRamps: bytes[i + 3] = x < 3 || x >= width - 3 ? UInt8(x % 3 * 100) : 255
                }
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }

    static let sizes: [(Int, Int)] = [(1, 1), (2, 1), (1, 2), (3, 3), (4, 4), (5, 7), (17, 3), (16, 16),
                                      (1, 300), (300, 1), (61, 29), (390, 82), (1170, 246), (4096, 64)]

    /// The encoder at every SIMD level (scalar, SSE2, AVX2, AVX-512 where the CPU has them), on
    /// one thread and on several: all must write the bytes of `.canonical` (the highest level,
    /// as many threads as pay).
    static let otherPaths: [PNGCodec.Settings] = [
        .canonicalScalar, .canonicalOneThread,
        PNGCodec.Settings.rowRaster(simd: .sse2, threads: 1),
        PNGCodec.Settings.rowRaster(simd: .sse2, threads: 2),
        PNGCodec.Settings.rowRaster(simd: .avx2, threads: 1),
        PNGCodec.Settings.rowRaster(simd: .best, threads: 2),
        PNGCodec.Settings.rowRaster(simd: .none, threads: 2),
    ]

    /// Every size with every alpha pattern and every kind of content decodes through libpng to
    /// exactly the pixels encoded, and the scalar path, SSE2 and one thread write the same bytes
    /// as the highest SIMD level on every core (the sizes from 1170×246 up are cut into chunks
    /// that the threads share).
    @Test(arguments: sizes.indices)
    func roundTripsThroughLibpngOnEveryPath(sizeIndex: Int) throws {
        let (width, height) = Self.sizes[sizeIndex]
        for alpha in AlphaPattern.allCases {
            for content in Content.allCases {
                let bitmap = Self.image(width: width, height: height, alpha: alpha, content: content,
                                        seed: UInt64(sizeIndex * 100 + (AlphaPattern.allCases.firstIndex(of: alpha) ?? 0)))
                let data = try PNGCodec.encode(bitmap, settings: .canonical)
                let decoded = try PNGCodec.decode(data, source: "\(width)×\(height) \(alpha) \(content)")
                #expect(decoded == bitmap, "\(width)×\(height), alpha \(alpha), \(content)")
                for settings in Self.otherPaths {
                    #expect(try PNGCodec.encode(bitmap, settings: settings) == data,
                            "\(settings.encoder) differs at \(width)×\(height), alpha \(alpha), \(content)")
                }
            }
        }
    }

    @Test func encodingTwiceGivesTheSameBytes() throws {
        let bitmap = Self.image(width: 333, height: 41, alpha: .random, content: .brokenRuns, seed: 7)
        #expect(try PNGCodec.encode(bitmap) == PNGCodec.encode(bitmap))
    }

    /// The bytes of a small image, written down: a compiler, a platform or a change to the
    /// encoder that alters them fails here, not in someone's golden diff. (Changing the encoder
    /// on purpose means updating this and re-encoding the goldens: `make reencode-goldens`.)
    @Test func aSmallImageEncodesToKnownBytes() throws {
        var bitmap = Bitmap(width: 7, height: 5, filledWith: (10, 20, 30, 255))
        bitmap[3, 2] = (255, 0, 0, 128)
        bitmap[0, 0] = (0, 0, 0, 0)
        let hex = try PNGCodec.encode(bitmap).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        #expect(hex == Self.knownSmallImage)
    }

    static let knownSmallImage =
        "89504e470d0a1a0a0000000d4948445200000007000000050806000000899af6d8000000017352474200aece1ce90000" +
        "006e494441547801edc3012c14000005d07f57555d55555755d555555555555555555555555555555555555555555555" +
        "5500000000000000000000000000000000e06cdbb66d3800c0db1e010048640a156d2090c8142a682002000000406541" +
        "1a2b000000001048640a153410d18e66664c06fdaaf899ed0000000049454e44ae426082"

    /// Files much like rendered rows are no bigger than libpng's at zlib level 1 with SUB, the
    /// encoder RowRaster used before (a cheap guard against a broken match search; the
    /// benchmarks give the real sizes).
    @Test func rowLikeImagesAreNoBiggerThanLibpngLevel1() throws {
        for content in [Content.flat, .gradient, .brokenRuns] {
            let bitmap = Self.image(width: 1170, height: 246, alpha: .opaque, content: content, seed: 3)
            let ours = try PNGCodec.encode(bitmap).count
            let libpng = try PNGCodec.encode(bitmap, settings: .libpngLevel1Sub).count
            #expect(Double(ours) <= Double(libpng) * 1.05, "\(content): \(ours) bytes against libpng's \(libpng)")
        }
    }

    @Test func emptyImageIsRefusedWithATypedError() {
        #expect(throws: RenderError.emptyImage(width: 0, height: 3)) {
            try PNGCodec.encode(Bitmap(width: 0, height: 3, bytes: []))
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
