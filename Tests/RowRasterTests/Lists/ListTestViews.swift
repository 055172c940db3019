import Foundation
@testable import RowRaster
@testable import RowRasterCore

/// A composite row of a fixed height, so evaluations of it can be counted by type.
struct NumberRow: View {
    let number: Int

    var body: some View {
        Color.blue.frame(height: 30).overlay { Text("\(number)") }
    }
}

/// An Equatable row: equal values skip the body.
struct EquatableNumberRow: View, Equatable {
    let number: Int
    let label: String

    var body: some View {
        Text("\(number) \(label)").frame(height: 30)
    }
}

/// A million elements generated on demand, recording which indices were read.
struct GeneratedRows: RandomAccessCollection {
    final class Reads {
        var indices = Set<Int>()
    }

    let count: Int
    let reads = Reads()

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int {
        reads.indices.insert(position)
        return position
    }
}

/// The number of evaluations of views of type `type` in `evaluations`.
func evaluations<T>(of type: T.Type, in evaluations: [ViewEvaluation]) -> Int {
    evaluations.filter { $0.viewType == String(describing: type) }.count
}

/// Lays out `view` in an iPhone-sized viewport and returns what the render evaluated.
@MainActor
func evaluations<V: View>(rendering view: V, viewport: CGSize = CGSize(width: 390, height: 844)) throws -> [ViewEvaluation] {
    try RenderPipeline.layOut(view, proposal: ProposedViewSize(viewport), scale: 1).evaluations
}
