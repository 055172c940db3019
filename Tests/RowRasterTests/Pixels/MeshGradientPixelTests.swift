import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// A mesh gradient's colours as Cairo draws them: the cubic curves of `smoothsColors` meet
/// a cell boundary with the same slope on both sides (no Mach band), bilinear ones bend there.
@MainActor
@Suite struct MeshGradientPixelTests {
    /// The red channel along the middle row of a 1000 × 10 mesh of three columns whose red is
    /// 0, 0.2 and 1 (a kink at the middle column for a piecewise linear mix).
    private func reds(smooth: Bool) throws -> [Int] {
        let column = [Color(red: 0, green: 0, blue: 0), Color(red: 0.2, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)]
        let mesh = MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                                colors: column + column, smoothsColors: smooth)
        let renderer = ImageRenderer(content: mesh.frame(width: 1000, height: 10))
        let bitmap = try renderer.bitmap()
        return (0..<bitmap.width).map { Int(bitmap.bytes[(5 * bitmap.width + $0) * 4]) }
    }

    @Test func smoothColoursMeetACellBoundaryWithoutAKink() throws {
        let smooth = try reds(smooth: true), bilinear = try reds(smooth: false)
        // The slope just before and just after the boundary at x = 500, over 25 pixels.
        func slopes(_ red: [Int]) -> (before: Double, after: Double) {
            (Double(red[499] - red[474]), Double(red[525] - red[500]))
        }
        let (smoothBefore, smoothAfter) = slopes(smooth)
        let (linearBefore, linearAfter) = slopes(bilinear)
        #expect(smoothAfter / smoothBefore < 1.8, "smooth: \(smoothBefore) then \(smoothAfter)")
        #expect(linearAfter / linearBefore > 2.5, "bilinear: \(linearBefore) then \(linearAfter)")
        // Half way along the first cell: the cubic curve (0.0625 of full red) is below the line (0.1).
        #expect(abs(smooth[250] - 16) <= 3, "\(smooth[250])")
        #expect(abs(bilinear[250] - 26) <= 3, "\(bilinear[250])")
        // Both reach the vertex colours.
        #expect(abs(smooth[500] - 51) <= 3 && abs(bilinear[500] - 51) <= 3)
        #expect(smooth[999] >= 250 && bilinear[999] >= 250)
    }
}
