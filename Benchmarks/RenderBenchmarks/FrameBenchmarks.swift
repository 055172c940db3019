import Benchmark
import RowRaster
import RowRasterCairo
import RowRasterDisplay
import RowRasterGallery

// Frame budgets: each gallery row as one frame's work, a steady scroll frame with a warm
// raster cache, and row rasterization on one thread against two.

private let screen = CGSize(width: 390, height: 844)

/// Complex rows laid out once, each as a layer of its own at a distinct place in a column,
/// ready to be rasterized (what a frame's entering rows are).
@MainActor
private func complexRowLayers(count: Int) throws -> [LayerPlacement] {
    var items: [DisplayItem] = []
    for index in 0..<count {
        let row = ComplexVisualRow(title: "Pipeline stage \(index + 1)", progress: Double(index % 20 + 1) / 21, flattened: false)
        let list = try RenderPipeline.layOut(row, proposal: ProposedViewSize(width: 390, height: nil), scale: 3).displayList
        items.append(.group(.transform(CGAffineTransform(translationX: 0, y: CGFloat(index) * 80)), [.group(.layer(LayerID(index)), list.items)]))
    }
    return DisplayList(items).layerPlacements(scale: 3)
}

/// One steady scroll of the complex-rows list, kept across the benchmark's samples as an app
/// keeps its list: made, and drawn at both of its offsets, once.
@MainActor
private final class SteadyScroll {
    static var shared: SteadyScroll?
    private let session: FrameSession<AnyView>
    private var frame = 0

    init() throws {
        session = try FrameSession(FrameExamples.example(named: "complex-rows")!.makeView(1_000), viewport: screen, scale: 3,
                                   rasterThreads: 1)
        for _ in 0..<4 { _ = try next() }
    }

    /// The next frame, a pixel from the last: it lays the visible rows out again and
    /// composites their cached layers, as each frame of a steady scroll does.
    func next() throws -> FrameReport.Frame {
        frame += 1
        return try session.renderFrame(frame, offset: CGFloat(frame % 2) / 3).0
    }
}

func frameBenchmarks() {
    // The symbol sheets are catalogues, not rows: left out.
    for example in Gallery.examples where example.height == nil && !example.name.hasPrefix("symbol-") {
        Benchmark("Gallery row frame: \(example.name)") { benchmark in
            try await onMainActor(benchmark) { blackHole(try renderSurface(example.makeView(), proposal: example.proposal)) }
        }
    }

    Benchmark("Steady scroll frame: complex rows, warm cache, one raster thread") { benchmark in
        try await onMainActor(benchmark, warmUp: { if SteadyScroll.shared == nil { SteadyScroll.shared = try SteadyScroll() } }) {
            blackHole(try SteadyScroll.shared!.next())
        }
    }

    for threads in [1, 2] {
        // Wall clock only: counting mallocs through the interposer would serialize the threads.
        Benchmark("Rows rasterized: 32 complex rows on \(threads) thread\(threads == 1 ? "" : "s")",
                  configuration: .init(metrics: [.wallClock, .throughput])) { benchmark in
            let layers = try await MainActor.run { try complexRowLayers(count: 32) }
            // Warm every thread's fonts and allocator first.
            _ = try ParallelRaster.map(layers, threads: threads) { worker, layer throws(RenderError) in try worker.prepare(layer) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try ParallelRaster.map(layers, threads: threads) { worker, layer throws(RenderError) in try worker.prepare(layer) })
            }
            benchmark.stopMeasurement()
        }
    }
}
