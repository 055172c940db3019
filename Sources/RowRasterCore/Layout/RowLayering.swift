/// How a render draws its rows (`ForEach` elements): among their stack's other items, or each
/// as a layer of its own.
///
/// A one-shot render draws rows in place: the display list is what the view draws, and a dump
/// of it shows no rows. Successive frames of one scroll draw each row as a layer (its items
/// in its own coordinates, placed by a transform), so the raster cache keeps each row's pixels
/// from frame to frame, as an app's rows keep their layers while it scrolls.
package enum RowLayering: Sendable {
    /// Rows are drawn in place, as the view draws them: every render that is not a frame.
    case inPlace
    /// Each row is drawn as a layer of its own, numbered in the order rows are emitted.
    case layers
}

/// Numbers the layers rows are drawn as in one render's display list, in emission order from 0:
/// shared by every copy of the render's `EmitContext`, however deep it is passed. Emission runs
/// on the main actor; the numbering is not isolated itself only so a context can be made anywhere.
final class RowLayerNumbering {
    private var count = 0

    /// The identity of the next row layer.
    func next() -> LayerID {
        defer { count += 1 }
        return LayerID(count)
    }
}
