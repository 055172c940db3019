import Foundation

/// What one render learned about each row — each `ForEach` element — for frame reports:
/// the time its body and its descendants took to evaluate and which of them ran and why,
/// its layout time, and the layer it was drawn as.
///
/// The frame stage's row observer: a render records rows only when it is given one (the
/// scroll simulation gives one to each frame); otherwise rows cost nothing extra.
@MainActor
final class RowRecorder: RowObserver {
    struct Row {
        let identity: String
        /// The type of the first view evaluated for the row (the row's own view), if any ran.
        var viewType: String?
        var evaluationSeconds = 0.0
        var evaluations: [ViewEvaluation] = []
        var layoutSeconds = 0.0
        var displaySeconds = 0.0
        var displayItems = 0
        /// The layer the row was drawn as in this render's display list.
        var layer: LayerID?
    }

    private(set) var rows: [String: Row] = [:]
    /// The row each layer of this render's display list was drawn for.
    private var layerRows: [LayerID: String] = [:]

    /// The row a layer of this render's display list was drawn for.
    func row(drawnAs layer: LayerID) -> String? {
        layerRows[layer]
    }

    func rowBuilt(_ identity: String, seconds: Double, evaluations: ArraySlice<ViewEvaluation>) {
        var row = rows[identity] ?? Row(identity: identity)
        row.evaluationSeconds += seconds
        row.evaluations += evaluations
        if row.viewType == nil { row.viewType = evaluations.first?.viewType }
        rows[identity] = row
    }

    func rowLaidOut(_ identity: String, seconds: Double) {
        rows[identity, default: Row(identity: identity)].layoutSeconds += seconds
    }

    /// Notes the layer the row was drawn as, its size in display items and the time taken to emit them.
    func rowEmitted(_ identity: String, as layer: LayerID, displayItems: Int, seconds: Double) {
        layerRows[layer] = identity
        var row = rows[identity] ?? Row(identity: identity)
        row.layer = layer
        row.displayItems = displayItems
        row.displaySeconds += seconds
        rows[identity] = row
    }
}
