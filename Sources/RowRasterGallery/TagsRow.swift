import RowRaster

public struct Tag: Identifiable, Sendable {
    public let id: String
    public let color: Color
}

/// A row of coloured capsule tags.
public struct TagsRow: View {
    let tags: [Tag] = [
        Tag(id: "Swift", color: .orange),
        Tag(id: "Linux", color: .blue),
        Tag(id: "Cairo", color: .green),
        Tag(id: "CI", color: .purple),
        Tag(id: "60 Hz", color: .pink),
    ]

    public init() {}

    public var body: some View {
        HStack(spacing: 8) {
            ForEach(tags) { tag in
                Text(tag.id)
                    .font(.subheadline.weight(.medium))
                    .foregroundStyle(tag.color)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(tag.color.opacity(0.15)))
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
