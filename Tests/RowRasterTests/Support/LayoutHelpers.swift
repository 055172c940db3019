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

/// (frame, first baseline) of every Text in the dump, in tree order.
@MainActor
func texts<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) throws -> [(CGRect, CGFloat)] {
    let lines = try layoutDump(view, proposal: proposal).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    return lines.filter { $0.hasPrefix("Text (") }.map { line in
        let numbers = line.dropFirst(6).prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
        let baseline = Double(line.components(separatedBy: " baseline ").last ?? "") ?? -1
        return (CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), CGFloat(baseline))
    }
}
