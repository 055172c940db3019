import Foundation
import Testing
import RowRasterDisplay
import RowRasterPNG

/// On several threads the encoder's chunks are searched and written by whichever thread takes
/// them, and their bits joined at bit level. No thread count may change a byte: every golden the
/// project holds re-encodes to exactly its own file on one to four threads, and images whose
/// tokens crowd into a few chunks (every bit offset of a seam turns up across the seeds) agree
/// across thread counts and SIMD levels.
@Suite struct PNGEncoderChunkTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The PNGs RowRaster's encoder wrote: Goldens/ and the snapshot suites' __Snapshots__
    /// (the fixtures beside them come from other encoders).
    static func goldenFiles() -> [URL] {
        var files: [URL] = []
        for directory in ["Goldens", "Tests"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(directory),
                                                            includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "png" else { continue }
                if directory == "Tests", !url.path.contains("/__Snapshots__/") { continue }
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyGoldenReencodesToItsOwnBytesOnEveryThreadCount() throws {
        let files = Self.goldenFiles()
        #expect(files.count > 50, "goldens found under \(Self.root.path)")
        for url in files {
            let file = try Data(contentsOf: url)
            let bitmap = try PNGCodec.decode(file, source: url.lastPathComponent)
            for threads in [1, 2, 3, 4] {
                let data = try PNGCodec.encode(bitmap, settings: .rowRaster(simd: .best, threads: threads))
                #expect(data == file, "\(url.lastPathComponent) on \(threads) threads")
            }
        }
    }

    /// From premultiplied ARGB32, as a rendered surface is encoded: the goldens' pixels
    /// premultiplied give one file on one thread and on several.
    @Test func premultipliedGoldensAgreeOnEveryThreadCount() throws {
        for url in Self.goldenFiles() where url.lastPathComponent.hasPrefix("example.") {
            let bitmap = try PNGCodec.decode(contentsOf: url)
            var argb = [UInt8](repeating: 0, count: bitmap.bytes.count)
            for i in Swift.stride(from: 0, to: argb.count, by: 4) {
                let a = UInt32(bitmap.bytes[i + 3])
                for (to, from) in [(0, 2), (1, 1), (2, 0)] {
                    argb[i + to] = UInt8((UInt32(bitmap.bytes[i + from]) * a + 127) / 255)
                }
                argb[i + 3] = UInt8(a)
            }
            let encoded = try [1, 2, 4].map { threads in
                try argb.withUnsafeBytes { raw in
                    try PNGCodec.encode(premultipliedARGB32: raw.baseAddress!, width: bitmap.width, height: bitmap.height,
                                        stride: bitmap.width * 4, settings: .rowRaster(simd: .best, threads: threads))
                }
            }
            #expect(encoded[1] == encoded[0], "\(url.lastPathComponent) on 2 threads")
            #expect(encoded[2] == encoded[0], "\(url.lastPathComponent) on 4 threads")
        }
    }

    /// Noise in a band of rows (or two) over flat or gradient ground: the literals crowd into a
    /// few chunks, and every bit offset of a seam turns up across the seeds.
    static let crowdedSizes: [(Int, Int)] = [(1170, 246), (900, 400), (333, 1024), (4096, 40)]

    @Test(arguments: crowdedSizes.indices)
    func crowdedTokensAgreeOnEveryThreadCount(sizeIndex: Int) throws {
        let (width, height) = Self.crowdedSizes[sizeIndex]
        for seed in UInt64(0)..<6 {
            var random = SeededGenerator(state: seed + 100)
            let ground = PNGEncoderTests.image(width: width, height: height, alpha: seed % 2 == 0 ? .opaque : .edgeRamps,
                                               content: seed % 3 == 0 ? .gradient : .flat, seed: seed)
            var bytes = ground.bytes
            let bands = seed % 2 == 0 ? [(height / 3, height / 3 + 3)] : [(1, 4), (height - 9, height - 2)]
            for (top, bottom) in bands {
                for y in top..<min(bottom, height) {
                    for x in 0..<width where random.next() % 3 != 0 {
                        bytes[(y * width + x) * 4 + Int(random.next() % 3)] = random.byte()
                    }
                }
            }
            let bitmap = Bitmap(width: width, height: height, bytes: bytes)
            let alone = try PNGCodec.encode(bitmap, settings: .canonicalOneThread)
            #expect(try PNGCodec.decode(alone, source: "one thread") == bitmap)
            for settings in [PNGCodec.Settings.rowRaster(simd: .best, threads: 2),
                             .rowRaster(simd: .best, threads: 3), .rowRaster(simd: .best, threads: 4),
                             .rowRaster(simd: .none, threads: 4), .rowRaster(simd: .sse2, threads: 3), .canonical] {
                #expect(try PNGCodec.encode(bitmap, settings: settings) == alone,
                        "\(settings.encoder), \(width)×\(height), seed \(seed)")
            }
        }
    }
}
