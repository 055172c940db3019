/// What a test watches of the engine at work, set on a render's `LayoutContext`. The counting
/// lives with the tests (RowRasterTestSupport's `EngineCounters`): an ordinary render has no
/// probe and the engine keeps no counters.
@MainActor
package protocol EngineProbe: AnyObject {
    /// A node was asked its size; `computed` when its per-proposal cache missed, the real
    /// layout work.
    func sizeRequested(computed: Bool)
    /// A primitive view or modifier reached the graph without its own `_makeNodes` (see `View`
    /// and `ViewModifier`) and was found by a dynamic cast instead.
    func primitiveFoundByCast(_ type: Any.Type)
}
