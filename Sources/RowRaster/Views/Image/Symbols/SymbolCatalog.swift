import Foundation

/// RowRaster's own drawings of common SF Symbols names, for `Image(systemName:)`.
enum SymbolCatalog {
    /// Every known name, for documentation and tests.
    static var names: [String] { drawings.keys.sorted() }

    static func drawing(named name: String) -> SymbolDrawing? { drawings[name] }

    /// Drawn for unknown names: a dashed-looking square with a diagonal, plainly not a symbol.
    static let placeholder = SymbolDrawing(width: 100, parts: [
        .stroke(Path(roundedRect: CGRect(x: 12, y: 12, width: 76, height: 76), cornerRadius: 14)),
        .stroke(.polyline([(30, 70), (70, 30)])),
    ])

    /// Writes one line to standard error the first time an unknown name is drawn; returns
    /// whether this call reported it.
    @discardableResult
    static func reportUnknown(_ name: String) -> Bool {
        let first = ProcessWideState.reportedSymbolNames.insert(name)
        if first {
            FileHandle.standardError.write(Data("RowRaster: no symbol named \"\(name)\"; drawing a placeholder. Known: \(names.count) names (see SymbolCatalog).\n".utf8))
        }
        return first
    }

    private static let drawings: [String: SymbolDrawing] = ChevronSymbols.all
        .merging(MarkSymbols.all) { a, _ in a }
        .merging(ShapeSymbols.all) { a, _ in a }
        .merging(ObjectSymbols.all) { a, _ in a }
}
