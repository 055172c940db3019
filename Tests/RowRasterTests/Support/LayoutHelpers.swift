import Foundation
@testable import RowRaster
@testable import RowRasterCore

/// The laid-out tree of `view` as text (`name (x y width height) detail`), at scale 1.
@MainActor
func layoutDump<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws -> String {
    try RenderPipeline.layOut(view, proposal: proposal, scale: scale).layoutDump
}

/// The display list of `view` as text.
@MainActor
func displayListDump<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) throws -> String {
    try RenderPipeline.layOut(view, proposal: proposal, scale: 1).displayList.dump()
}

/// The nodes of the laid-out tree of `view` (at `scale`, 1 unless given) in tree order, the
/// order the layout dump lists them.
@MainActor
func laidOutNodes<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws -> [RenderNode] {
    var nodes: [RenderNode] = []
    try RenderPipeline.layOut(view, proposal: proposal, scale: scale).root.visitLaidOutTree { node, _ in nodes.append(node) }
    return nodes
}

/// A length as the layout dump states it, to the hundredth of a point: what layout tests
/// write in their expectations.
func dumpPrecision(_ value: CGFloat) -> CGFloat {
    value.isFinite ? (value * 100).rounded() / 100 : value
}

/// A frame as the layout dump states it (see `dumpPrecision`).
func dumpPrecision(_ frame: CGRect) -> CGRect {
    CGRect(x: dumpPrecision(frame.minX), y: dumpPrecision(frame.minY),
           width: dumpPrecision(frame.width), height: dumpPrecision(frame.height))
}

/// The frames of the nodes named `name`, in tree order, read from the laid-out tree.
@MainActor
func frames<V: View>(of name: String, in view: V, proposal: ProposedViewSize = .unspecified) throws -> [CGRect] {
    try laidOutNodes(view, proposal: proposal).filter { $0.name == name }.map { dumpPrecision($0.frame) }
}

/// (frame, first baseline) of every Text in the laid-out tree, in tree order.
@MainActor
func texts<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) throws -> [(CGRect, CGFloat)] {
    try laidOutNodes(view, proposal: proposal).compactMap { $0 as? TextNode }.map { text in
        (dumpPrecision(text.frame), dumpPrecision(text.fit(for: text.placedProposal).1.firstBaseline))
    }
}
