import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
@testable import RowRasterCairo
import RowRasterGallery

/// A reused frame surface gets its background back only where the last frame's row layers
/// wrote: the frames must be the same, byte for byte, as frames drawn on a new surface.
@MainActor
@Suite struct FrameDamageTests {
    private let viewport = CGSize(width: 390, height: 300)

    /// The display lists of `view` scrolled to each offset, laid out on one graph as a frame
    /// session lays them out: each row a layer of its own (no observer needed for that).
    private func frames<V: View>(_ view: V, at offsets: [CGFloat]) throws -> [DisplayList] {
        let graph = try RenderPipeline.makeGraph(scale: 3)
        return try offsets.map { offset in
            try RenderPipeline.layOut(view, proposal: ProposedViewSize(viewport), scale: 3, graph: graph,
                                      rowLayering: .layers, rowObserver: nil, scrollOverride: .init(axis: .vertical, offset: offset)).displayList
        }
    }

    /// Draws each list on one frame rasterizer's reused surface and, for reference, on a new surface
    /// each time (whose background is always filled whole), and returns how many bytes differ
    /// for each frame, with the pixels each reused frame filled.
    private func compare(_ lists: [DisplayList]) throws -> [(differing: Int, filled: Int)] {
        let reusing = FrameRasterizer(drawingWith: try CairoRasterizer()), reference = try CairoRasterizer()
        return try lists.map { list in
            let recorder = RasterRecorder()
            reusing.rasterizer.recorder = recorder
            defer { reusing.rasterizer.recorder = nil }
            let reused = try reusing.render(list, size: viewport, scale: 3).bitmap()
            let fresh = try reference.render(list, size: viewport, scale: 3, opaque: true).bitmap()
            return (zip(reused.bytes, fresh.bytes).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }, recorder.cost.fills)
        }
    }

    private var screenPixels: Int { 1170 * 900 }

    @Test func aSteadyScrollRestoresOnlyWhatTheLayersCovered() throws {
        let lists = try frames(FrameExamples.example(named: "complex-rows")!.makeView(200), at: [0, 1.0 / 3, 40, 300, 0])
        #expect(lists[0].layeredFrameBackground(covering: CGRect(origin: .zero, size: viewport)) != nil,
                "a background and row layers, nothing else")
        let results = try compare(lists)
        #expect(results.map(\.differing) == [0, 0, 0, 0, 0])
        #expect(results[0].filled >= screenPixels, "the first frame fills its whole background")
        // A pixel down, and back at the top: every layer from the cache, so the fills are the
        // background put back under the last frame's layers (entering rows add their own).
        for index in [1, 4] {
            #expect(results[index].filled < screenPixels / 2, "frame \(index) restores only under the last frame's layers")
        }
    }

    @Test func aFrameWithOtherDrawingMakesTheNextFillItAll() throws {
        let rows = FrameExamples.example(named: "complex-rows")!.makeView(200)
        let plain = try frames(rows, at: [0, 30])
        let annotated = try frames(rows.overlay(alignment: .top) { Text("Overlay").font(.largeTitle) }, at: [15])[0]
        #expect(annotated.layeredFrameBackground(covering: CGRect(origin: .zero, size: viewport)) == nil)
        let results = try compare([plain[0], annotated, plain[1]])
        #expect(results.map(\.differing) == [0, 0, 0])
        #expect(results[2].filled >= screenPixels, "the text was not recorded, so the background is filled again")
    }

    @Test func aLayerCairoDrawsMakesTheNextFrameFillItAll() throws {
        // Rows under a round clip: a frame of background and layers, but the span compositor
        // declines the clip and Cairo draws the layers, which the record cannot follow.
        let lists = try frames(RoundedList(), at: [0, 25, 26])
        #expect(lists[0].layeredFrameBackground(covering: CGRect(origin: .zero, size: viewport)) != nil)
        let results = try compare(lists)
        #expect(results.map(\.differing) == [0, 0, 0])
        #expect(results.allSatisfy { $0.filled >= screenPixels }, "nothing recorded, so every frame fills its background")
    }
}

/// Complex rows scrolled under a round clip, on a white background.
private struct RoundedList: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200, id: \.self) { ComplexVisualRow(title: "Row \($0)", progress: 0.5, flattened: false) }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 120))
        .background(Color.white)
    }
}
