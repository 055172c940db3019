import Foundation
import RowRasterDisplay

/// Applies a colour matrix to premultiplied ARGB32 pixels in place.
enum ColorMatrixFilter {
    static func apply(_ matrix: ColorMatrix, to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let m = matrix.rows
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                let a = Double(pixel >> 24) / 255
                guard a > 0 || m[3][4] > 0 else { continue }
                // Straight colour in 0…1.
                let r = a > 0 ? Double((pixel >> 16) & 0xFF) / 255 / a : 0
                let g = a > 0 ? Double((pixel >> 8) & 0xFF) / 255 / a : 0
                let b = a > 0 ? Double(pixel & 0xFF) / 255 / a : 0
                func channel(_ row: [Double]) -> Double {
                    min(1, max(0, row[0] * r + row[1] * g + row[2] * b + row[3] * a + row[4]))
                }
                let nr = channel(m[0]), ng = channel(m[1]), nb = channel(m[2]), na = channel(m[3])
                func byte(_ v: Double) -> UInt32 { UInt32((v * na * 255).rounded()) }
                row[x] = UInt32((na * 255).rounded()) << 24 | byte(nr) << 16 | byte(ng) << 8 | byte(nb)
            }
        }
    }
}
