/// Watches the rows (`ForEach` elements) of one render as they are built, laid out and
/// emitted: how frame reports learn what each row cost without the pipeline knowing about
/// reports. A render has at most one (`RenderPipeline.layOut(…, rowLayering:rowObserver:…)`);
/// without one, rows cost nothing extra. It only watches: whether rows are drawn as layers is
/// the render's `RowLayering`.
@MainActor
package protocol RowObserver: AnyObject {
    /// The row's views were evaluated, taking `seconds`, with these evaluations.
    func rowBuilt(_ identity: String, seconds: Double, evaluations: ArraySlice<ViewEvaluation>)
    /// Part of the row's layout (a size computed, its children placed) took `seconds`.
    func rowLaidOut(_ identity: String, seconds: Double)
    /// The row was emitted as the layer `layer` of the display list, of `displayItems` items,
    /// in `seconds` (rows are emitted so only when the render layers them).
    func rowEmitted(_ identity: String, as layer: LayerID, displayItems: Int, seconds: Double)
}
