import Benchmark
import Foundation
import RowRaster
import RowRasterGallery
import RowRasterPNG

// One 390-point two-line row (the gallery's contact row) at scale 3: 1170 pixels wide.
// Figures are compared as ratios inside one run; see README "Benchmarks".

@MainActor
private func renderContactRow() throws -> Bitmap {
    let renderer = ImageRenderer(content: ContactRow(contact: .sample))
    renderer.scale = 3
    renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
    return try renderer.bitmap()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(3),
        maxIterations: 1_000)

    Benchmark("Contact row @3x: render") { benchmark in
        for _ in benchmark.scaledIterations {
            let bitmap = try await MainActor.run { try renderContactRow() }
            blackHole(bitmap)
        }
    }

    Benchmark("Contact row @3x: render + PNG") { benchmark in
        for _ in benchmark.scaledIterations {
            let bitmap = try await MainActor.run { try renderContactRow() }
            blackHole(try PNGCodec.encode(bitmap))
        }
    }

    Benchmark("PNG encode 1170 px row: canonical (SUB, zlib 1)") { benchmark in
        let bitmap = try await MainActor.run { try renderContactRow() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try PNGCodec.encode(bitmap, settings: .canonical))
        }
    }

    Benchmark("PNG encode 1170 px row: libpng defaults (adaptive, zlib 6)") { benchmark in
        let bitmap = try await MainActor.run { try renderContactRow() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try PNGCodec.encode(bitmap, settings: .libpngDefaults))
        }
    }
}
