import Foundation
@testable import RowRaster

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

/// The frames of the nodes named `name`, in tree order, parsed from the layout dump.
@MainActor
func frames<V: View>(of name: String, in view: V, proposal: ProposedViewSize = .unspecified) throws -> [CGRect] {
    try layoutDump(view, proposal: proposal).split(separator: "\n").compactMap { line -> CGRect? in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(name + " ("), let open = trimmed.firstIndex(of: "("),
              let close = trimmed.firstIndex(of: ")") else { return nil }
        let numbers = trimmed[trimmed.index(after: open)..<close].split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
