import RowRaster

/// A card: title, body and footer on a rounded, shadowless background.
public struct CardRow: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Weekly summary")
                    .font(.headline)
                Spacer()
                Text("NEW")
                    .font(.caption2.weight(.bold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.orange))
            }
            Text("You walked 42 km this week, 12% more than last week.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text("Updated 5 min ago")
                .font(.footnote)
                .foregroundStyle(.tertiary)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground)))
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
