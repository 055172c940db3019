import CRasterKernels
import Foundation
import Testing
import RowRasterDisplay
import RowRasterPNG

/// RowRaster's encoder filters the rows of large images on several threads (a pool of workers
/// beside the calling thread) and converts premultiplied pixels with AVX2 where the CPU has
/// it: neither may change a byte.
@Suite struct PNGEncoderThreadTests {

    /// Shapes that cut into chunks differently: many narrow rows, few wide ones, a last chunk
    /// of a single row, a height of exactly two chunks.
    static let shapes: [(Int, Int)] = [(17, 5000), (1170, 246), (4096, 33), (333, 394), (1, 32767), (2000, 26)]

    @Test(arguments: shapes.indices)
    func everyThreadCountWritesTheSameBytes(shapeIndex: Int) throws {
        let (width, height) = Self.shapes[shapeIndex]
        for content in [PNGEncoderTests.Content.brokenRuns, .gradient, .noise] {
            let bitmap = PNGEncoderTests.image(width: width, height: height, alpha: .edgeRamps, content: content,
                                               seed: UInt64(shapeIndex))
            let alone = try PNGCodec.encode(bitmap, settings: .canonicalOneThread)
            #expect(try PNGCodec.decode(alone, source: "one thread") == bitmap)
            for threads in [0, 2, 3, 4] {
                let settings = PNGCodec.Settings.rowRaster(simd: .best, threads: threads)
                #expect(try PNGCodec.encode(bitmap, settings: settings) == alone,
                        "\(threads) threads, \(width)×\(height), \(content)")
            }
        }
    }

    /// Encodes from several threads at once: one holds the worker pool, the others encode
    /// alone, and every file is the one a single thread writes.
    @Test func concurrentEncodesShareThePoolAndAgree() async throws {
        let images = (0..<6).map { k in
            PNGEncoderTests.image(width: 900 + 37 * k, height: 180, alpha: .zeroOrFull, content: .brokenRuns,
                                  seed: UInt64(40 + k))
        }
        let expected = try images.map { try PNGCodec.encode($0, settings: .canonicalOneThread) }
        let results = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for round in 0..<4 {
                for (k, image) in images.enumerated() {
                    group.addTask { (k, try PNGCodec.encode(image, settings: round % 2 == 0 ? .canonical : .canonicalOneThread)) }
                }
            }
            var all: [(Int, Data)] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 24)
        for (k, data) in results { #expect(data == expected[k], "image \(k)") }
    }

    /// Premultiplied ARGB32 on several threads, from a padded stride, gives the bytes of the
    /// converted bitmap on one thread.
    @Test func premultipliedRowsOnSeveralThreads() throws {
        var random = SeededGenerator(state: 11)
        let width = 1170, height = 246, stride = width * 4 + 64
        var argb = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * stride + x * 4
                let a: UInt8 = x < 400 ? 0 : x < 800 ? 255 : random.byte()
                argb[i + 3] = a
                for c in 0..<3 { argb[i + c] = UInt8(UInt32(a) * UInt32(random.byte() & 0xF0) / 255) }
            }
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rr_argb32_to_rgba8(argb, Int32(width), Int32(height), Int32(stride), &rgba)
        let expected = try PNGCodec.encode(Bitmap(width: width, height: height, bytes: rgba), settings: .canonicalScalar)
        for settings in [PNGCodec.Settings.canonical, .canonicalOneThread, .canonicalScalar,
                         PNGCodec.Settings.rowRaster(simd: .sse2, threads: 2),
                         PNGCodec.Settings.rowRaster(simd: .avx2, threads: 3)] {
            let data = try argb.withUnsafeBytes { raw in
                try PNGCodec.encode(premultipliedARGB32: raw.baseAddress!, width: width, height: height, stride: stride,
                                    settings: settings)
            }
            #expect(data == expected, "\(settings.encoder)")
        }
    }

    /// Every alpha with every channel value, in every channel, shuffled so that blocks mix
    /// clear, opaque and translucent pixels: each SIMD level converts exactly as the scalar
    /// table does (the AVX2 path computes mixed blocks with float division instead).
    @Test func everyPremultipliedValueConvertsAlikeAtEveryLevel() {
        var random = SeededGenerator(state: 3)
        for channel in 0..<3 {
            var pixels: [UInt32] = []
            pixels.reserveCapacity(65536 + 7)
            for a in 0..<256 {
                for c in 0..<256 {
                    let other = UInt32((c * 7 + a * 3) & 0xFF)
                    var p = UInt32(a) << 24
                    for k in 0..<3 { p |= (k == channel ? UInt32(c) : other) << UInt32(16 - 8 * k) }
                    pixels.append(p)
                }
            }
            for k in 0..<7 { pixels.append(0x80FF_0000 + UInt32(k)) } // a tail shorter than a block
            // Half in order (blocks of one alpha), half shuffled (mixed blocks).
            for i in Swift.stride(from: pixels.count - 1, to: pixels.count / 2, by: -1) {
                let j = pixels.count / 2 + Int(random.next() % UInt64(i - pixels.count / 2 + 1))
                pixels.swapAt(i, j)
            }
            let scalar = convert(pixels, level: 0)
            for level in [Int32(RR_SIMD_SSE2), Int32(RR_SIMD_AVX2), Int32(RR_SIMD_AVX512)] {
                #expect(convert(pixels, level: level) == scalar, "level \(level), channel \(channel)")
            }
        }
    }

    private func convert(_ pixels: [UInt32], level: Int32) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count * 4)
        pixels.withUnsafeBytes { raw in
            rr_unpremultiply_row(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), pixels.count, &out,
                                 rr_simd_level(level))
        }
        return out
    }
}
