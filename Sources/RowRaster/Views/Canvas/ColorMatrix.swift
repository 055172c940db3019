/// A 4×5 matrix that transforms colours, as SwiftUI's `ColorMatrix`: each output channel is
/// its row's dot product with the input's straight (not premultiplied) red, green, blue,
/// alpha and a constant one. Used by ``GraphicsContext/Filter/colorMatrix(_:)``.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity: every colour unchanged.
    public init() {}

    /// The raster stage's matrix; a non-finite entry makes it the identity, so bad input draws
    /// the content unchanged rather than trapping or filling the layer with garbage.
    var displayMatrix: RowRasterDisplay.ColorMatrix {
        let rows: [[Double]] = [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
            .map { $0.map(Double.init) }
        guard rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return .identity }
        return RowRasterDisplay.ColorMatrix(rows: rows)
    }
}
