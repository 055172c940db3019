import RowRaster

/// Symbols beside their names, each in three text sizes (caption, body, title2 in blue).
public struct SymbolSizes: View {
    public let names: [String]

    public init(names: [String]) { self.names = names }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(names, id: \.self) { name in
                HStack(alignment: .firstTextBaseline, spacing: 10) {
                    Image(systemName: name).font(.caption)
                    Image(systemName: name).font(.body)
                    Image(systemName: name).font(.title2).foregroundStyle(.blue)
                    Text(name).font(.body)
                    Spacer(minLength: 0)
                }
            }
        }
        .padding(16)
    }
}
