/// The identity of a layer in one display list (`DisplayEffect.layer`).
///
/// It names the layer and nothing more: whoever made the list (the frame report, through
/// its row observer) keeps what a layer stands for, so the display list knows no rows and no
/// report numbers. It is not part of the raster cache's key: the same content drawn as
/// another layer still hits.
package struct LayerID: Sendable, Hashable, CustomStringConvertible {
    package let rawValue: Int

    package init(_ rawValue: Int) { self.rawValue = rawValue }

    package var description: String { "\(rawValue)" }
}
