import CCairo
import CRasterKernels
import Foundation

/// Which tiles of a surface hold any visible pixel.
///
/// A flattened row is mostly transparent (the space between its text, shapes and shadow),
/// and compositing transparent pixels with OVER still costs: pixman walks every one. Kept
/// with a cached surface, the map lets compositing cover only the rectangles with content —
/// a cached row is blitted in a fraction of the time.
struct TileOccupancy {
    static let tileSize = 32

    let columns: Int
    let rows: Int
    let marks: [UInt8]
    /// The occupied tiles as rectangles, worked out once when the surface is cached.
    let rectangles: [(x: Int, y: Int, width: Int, height: Int)]

    init(of surface: RasterSurface) {
        cairo_surface_flush(surface.surface)
        let tile = Self.tileSize
        let columns = (surface.width + tile - 1) / tile, rows = (surface.height + tile - 1) / tile
        self.columns = columns
        self.rows = rows
        marks = [UInt8](unsafeUninitializedCapacity: columns * rows) { buffer, count in
            rr_tile_occupancy(cairo_image_surface_get_data(surface.surface), Int32(surface.width), Int32(surface.height),
                              cairo_image_surface_get_stride(surface.surface), Int32(tile), buffer.baseAddress!)
            count = columns * rows
        }
        rectangles = Self.rectangles(columns: columns, rows: rows, marks: marks)
    }

    /// Rectangles (in surface pixels) covering every occupied tile: runs of occupied tiles
    /// along each tile row, merged with the run below when they span the same columns.
    private static func rectangles(columns: Int, rows: Int, marks: [UInt8]) -> [(x: Int, y: Int, width: Int, height: Int)] {
        var runs: [(x: Int, y: Int, width: Int, height: Int)] = []
        var open: [Int: Int] = [:]   // column span start*65536+end → index in runs, for the previous row
        for row in 0..<rows {
            var next: [Int: Int] = [:]
            var column = 0
            while column < columns {
                guard marks[row * columns + column] != 0 else { column += 1; continue }
                let start = column
                while column < columns, marks[row * columns + column] != 0 { column += 1 }
                let key = start << 16 | column
                if let index = open[key] {
                    runs[index].height += tileSize
                    next[key] = index
                } else {
                    runs.append((start * tileSize, row * tileSize, (column - start) * tileSize, tileSize))
                    next[key] = runs.count - 1
                }
            }
            open = next
        }
        return runs
    }
}
