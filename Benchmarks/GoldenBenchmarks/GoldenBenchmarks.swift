import Benchmark
import Foundation
import RowRaster
import RowRasterTesting

// Comparing two full-screen renders (1170×2532, an iPhone at scale 3): equal images take the
// byte-equality fast path; scattered differences pay for the perceptual comparison.

private func screen() -> Bitmap {
    var bitmap = Bitmap(width: 1170, height: 2532, filledWith: (255, 255, 255, 255))
    // Horizontal bands, so antialiasing detection sees edges and flat areas.
    for y in stride(from: 0, to: 2532, by: 40) {
        for row in y..<min(y + 20, 2532) {
            for x in 0..<1170 { bitmap[x, row] = (UInt8(x % 256), 120, UInt8(row % 256), 255) }
        }
    }
    return bitmap
}

private func scattered(_ base: Bitmap, count: Int) -> Bitmap {
    var bitmap = base
    var state: UInt64 = 42
    for _ in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1
        let x = Int(state >> 33) % bitmap.width
        let y = Int((state >> 12) & 0xFFFFF) % bitmap.height
        bitmap[x, y] = (0, 0, 0, 255)
    }
    return bitmap
}

let benchmarks: @Sendable () -> Void = {
    // Encodes come one after another here, as in `rowraster`: the encoder's workers watch for
    // the next instead of being woken for each (RenderThreads.setEncoderWatch).
    RenderThreads.setEncoderWatch(.microseconds(500))
    // No `.peakMemoryResident`: its sampling thread slows what is timed (RenderBenchmarks).
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal],
                                           maxDuration: .seconds(3), maxIterations: 200)
    let expected = screen()
    // A separate copy, so equality really compares the bytes instead of one shared buffer
    // (`Array(bytes)` would share the storage, and `==` would answer from its identity).
    let same = Bitmap(width: expected.width, height: expected.height, bytes: expected.bytes.map { $0 })
    let changed = scattered(expected, count: 500)

    Benchmark("Compare 1170×2532: equal") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(compareImages(expected: expected, actual: same, tolerance: .default))
        }
    }

    Benchmark("Compare 1170×2532: 500 scattered differences") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(compareImages(expected: expected, actual: changed, tolerance: .default))
        }
    }
}
