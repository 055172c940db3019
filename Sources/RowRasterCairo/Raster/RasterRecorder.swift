import CCairo
import Foundation
import RowRasterDisplay

/// Pixels touched by each kind of drawing operation: the cost of a raster that does not
/// depend on the machine, so tests can assert on budgets without timing noise. Frame reports
/// show it as `FrameReport.Cost`.
///
/// Each operation counts the device pixels of its bounds inside the clip; effects count the
/// pixels of the surfaces they make (a shadow's blurred mask, a flattened group).
public struct RasterCost: Sendable, Hashable, Codable {
    /// Pixels of filled shapes.
    public var fills = 0
    /// Pixels of stroked shapes.
    public var strokes = 0
    /// Pixels of text runs.
    public var text = 0
    /// Pixels of images.
    public var images = 0
    /// Pixels of shadows' blurred masks.
    public var shadows = 0
    /// Pixels of blurs and material backdrops.
    public var blurs = 0
    /// Groups flattened into offscreen surfaces (drawing groups, layers, compositing groups).
    public var offscreen = 0
    /// Cached surfaces composited instead of drawn again.
    public var composited = 0

    public init() {}

    /// Every kind together.
    public var total: Int { fills + strokes + text + images + shadows + blurs + offscreen + composited }

    /// Adds `rhs`'s pixels to `lhs`, kind by kind.
    public static func += (lhs: inout RasterCost, rhs: RasterCost) {
        lhs.fills += rhs.fills
        lhs.strokes += rhs.strokes
        lhs.text += rhs.text
        lhs.images += rhs.images
        lhs.shadows += rhs.shadows
        lhs.blurs += rhs.blurs
        lhs.offscreen += rhs.offscreen
        lhs.composited += rhs.composited
    }
}

/// What rasterizing one layer cost.
package struct LayerRecord: Sendable, Hashable {
    package var seconds: Double = 0
    /// Whether the layer came from the raster cache instead of being drawn.
    package var cacheHit = false
    package var cost = RasterCost()
}

/// Collects raster costs while a rasterizer draws, per frame and per row layer. Attach one to
/// a rasterizer (`CairoRasterizer.recorder`) for the draws to be measured.
package final class RasterRecorder {
    package private(set) var cost = RasterCost()
    package private(set) var layers: [LayerID: LayerRecord] = [:]
    private var open: [LayerID] = []

    package init() {}

    func add(_ kind: WritableKeyPath<RasterCost, Int>, pixels: Int) {
        guard pixels > 0 else { return }
        cost[keyPath: kind] += pixels
        // A row's own cost; rows are not nested in lists, but the innermost one counts if they are.
        if let layer = open.last { layers[layer, default: LayerRecord()].cost[keyPath: kind] += pixels }
    }

    func beginLayer(_ layer: LayerID) { open.append(layer) }

    func endLayer(_ layer: LayerID, seconds: Double, cacheHit: Bool) {
        open.removeLast()
        layers[layer, default: LayerRecord()].seconds += seconds
        layers[layer, default: LayerRecord()].cacheHit = cacheHit
    }

    /// Adds what another recorder measured (a worker thread's share of a frame).
    package func merge(_ other: RasterRecorder) {
        cost += other.cost
        for (layer, record) in other.layers { layers[layer] = record }
    }
}

extension CairoRasterizer {
    /// Counts the device pixels of `rect` (user space) inside the current clip.
    func record(_ kind: WritableKeyPath<RasterCost, Int>, _ rect: CGRect, in cr: OpaquePointer) {
        guard let recorder, !rect.isNull, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = rect.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !visible.isNull, !visible.isEmpty else { return }
        let device = DeviceGeometry(cr).rect(visible)
        recorder.add(kind, pixels: Int((device.width * device.height).rounded()))
    }

    /// Counts a whole-pixel surface composited at the device level.
    func recordDevice(_ kind: WritableKeyPath<RasterCost, Int>, width: Int, height: Int) {
        recorder?.add(kind, pixels: width * height)
    }
}
