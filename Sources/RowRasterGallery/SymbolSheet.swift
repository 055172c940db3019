import RowRaster

/// A grid of symbols with each name under its symbol, several per row, in one rendering mode:
/// the pages of every covered symbol, and the layered symbols in each mode.
public struct SymbolSheet: View {
    public let names: [String]
    public let renderingMode: SymbolRenderingMode
    public let columns: Int

    public init(names: [String], renderingMode: SymbolRenderingMode = .monochrome, columns: Int = 8) {
        self.names = names
        self.renderingMode = renderingMode
        self.columns = max(1, columns)
    }

    /// Symbols per page of the full sheet: 15 rows of 8, a page a golden can hold.
    nonisolated public static let pageSize = 120

    /// Every covered symbol name, split into pages of `pageSize`.
    nonisolated public static var pages: [[String]] {
        let names = Image.systemSymbolNames
        return stride(from: 0, to: names.count, by: pageSize).map { Array(names[$0..<min($0 + pageSize, names.count)]) }
    }

    /// Symbols with more than one layer, and the ones with their own multicolor colours: what
    /// the rendering-mode sheets compare.
    nonisolated public static let layeredNames = [
        "checkmark.circle.fill", "xmark.circle.fill", "plus.circle.fill", "minus.circle.fill", "info.circle.fill",
        "exclamationmark.circle.fill", "questionmark.circle.fill", "exclamationmark.triangle.fill", "checkmark.circle",
        "person.crop.circle.fill", "heart.circle.fill", "star.circle.fill", "bolt.circle.fill", "trash.circle.fill",
        "heart.fill", "star.fill", "bolt.fill", "flame.fill", "leaf.fill", "drop.fill", "trash.fill", "calendar",
        "sun.max.fill", "sun.min.fill", "sunrise.fill", "moon.stars.fill", "cloud.rain.fill", "cloud.bolt.fill",
        "cloud.sun.fill", "cloud.drizzle.fill", "cloud.heavyrain.fill", "cloud.snow.fill",
        "play.circle.fill", "pause.circle.fill", "mic.circle.fill", "phone.circle.fill", "envelope.circle.fill",
        "chevron.right.circle.fill", "arrow.up.square.fill", "lock.square.fill", "tag.slash.fill", "bell.slash.fill",
        "play.rectangle.fill", "xmark.rectangle", "checkmark.seal.fill", "house.fill", "person.2.circle.fill", "wifi.circle",
    ]

    public var body: some View {
        let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
        VStack(alignment: .leading, spacing: 8) {
            ForEach(Array(rows.enumerated()), id: \.offset) { row in
                HStack(alignment: .top, spacing: 0) {
                    ForEach(row.element, id: \.self) { name in cell(name) }
                    // A short last row keeps the columns' widths.
                    ForEach(0..<(columns - row.element.count), id: \.self) { _ in Color.clear.frame(maxWidth: .infinity, maxHeight: 0) }
                }
            }
        }
        .symbolRenderingMode(renderingMode)
        .padding(12)
        .background(Color.white)
    }

    private func cell(_ name: String) -> some View {
        VStack(spacing: 4) {
            Image(systemName: name)
                .font(.title2)
                .frame(height: 34)
            Text(name)
                .font(.system(size: 9))
                .foregroundStyle(Color.gray)
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .frame(height: 24, alignment: .top)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The symbol sheets of the gallery, by rendering mode: the layered symbols in the foreground
/// style (`.blue`) or, for palette, in blue, orange and green.
public struct SymbolModeSheet: View {
    public let renderingMode: SymbolRenderingMode

    public init(renderingMode: SymbolRenderingMode) { self.renderingMode = renderingMode }

    public var body: some View {
        if renderingMode == .palette {
            SymbolSheet(names: SymbolSheet.layeredNames, renderingMode: .palette, columns: 4)
                .foregroundStyle(.blue, .orange, .green)
        } else if renderingMode == .multicolor {
            SymbolSheet(names: SymbolSheet.layeredNames, renderingMode: .multicolor, columns: 4)
        } else {
            SymbolSheet(names: SymbolSheet.layeredNames, renderingMode: renderingMode, columns: 4)
                .foregroundStyle(.blue)
        }
    }
}
