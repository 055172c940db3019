import CCairo
import Foundation
import RowRasterDisplay

/// Where user-space things land on the target surface, in pixels.
struct DeviceGeometry {
    let matrix: cairo_matrix_t

    init(_ cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        matrix = m
    }

    init(matrix: cairo_matrix_t) {
        self.matrix = matrix
    }

    /// Whether the transform only scales and translates (no rotation or skew): then offscreen
    /// results can be cached and blitted at whole-pixel offsets.
    var isAxisAligned: Bool { matrix.xy == 0 && matrix.yx == 0 && matrix.xx > 0 && matrix.yy > 0 }

    /// The average scale of the transform: how many pixels a point covers.
    var scale: Double { abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot() }

    func point(_ p: CGPoint) -> CGPoint {
        CGPoint(x: matrix.xx * p.x + matrix.xy * p.y + matrix.x0, y: matrix.yx * p.x + matrix.yy * p.y + matrix.y0)
    }

    func vector(_ v: CGSize) -> CGSize {
        CGSize(width: matrix.xx * v.width + matrix.xy * v.height, height: matrix.yx * v.width + matrix.yy * v.height)
    }

    /// The device-space bounding box of a user-space rectangle.
    func rect(_ r: CGRect) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(point)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// A rectangle of whole pixels.
struct PixelBox: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The pixels touched by `rect`, grown by `margin` on every side.
    init(covering rect: CGRect, margin: Int = 0) {
        let minX = Int((rect.minX).rounded(.down)) - margin, minY = Int((rect.minY).rounded(.down)) - margin
        let maxX = Int((rect.maxX).rounded(.up)) + margin, maxY = Int((rect.maxY).rounded(.up)) + margin
        x = minX; y = minY; width = max(0, maxX - minX); height = max(0, maxY - minY)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    func intersection(_ other: PixelBox) -> PixelBox {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return PixelBox(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    var isEmpty: Bool { width <= 0 || height <= 0 }
}
