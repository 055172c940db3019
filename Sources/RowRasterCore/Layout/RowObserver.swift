/// Watches the rows (`ForEach` elements) of one render as they are built, laid out and
/// emitted: how frame reports learn what each row cost without the pipeline knowing about
/// reports. A render has at most one (`RenderPipeline.layOut(…, rowObserver:)`); without
/// one, rows cost nothing extra and are drawn in place, not as layers.
@MainActor
package protocol RowObserver: AnyObject {
    /// The row's views were evaluated, taking `seconds`, with these evaluations.
    func rowBuilt(_ identity: String, seconds: Double, evaluations: ArraySlice<ViewEvaluation>)
    /// Part of the row's layout (a size computed, its children placed) took `seconds`.
    func rowLaidOut(_ identity: String, seconds: Double)
    /// The row was emitted as a layer of `displayItems` items in `seconds`: the identity that
    /// layer takes in the display list, which the observer maps back to the row.
    func rowEmitted(_ identity: String, displayItems: Int, seconds: Double) -> LayerID
}
