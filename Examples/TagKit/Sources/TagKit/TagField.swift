import SwiftUI

/// A field that shows its tags as chips, each with a remove button, and a placeholder when empty.
public struct TagField: View {
    @Binding var tags: [String]
    let placeholder: String

    public init(_ placeholder: String, tags: Binding<[String]>) {
        self.placeholder = placeholder
        self._tags = tags
    }

    public var body: some View {
        Group {
            if tags.isEmpty {
                Text(placeholder)
                    .foregroundStyle(.tertiary)
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                FlowLayout(spacing: 6, lineSpacing: 6) {
                    ForEach(tags, id: \.self) { tag in
                        HStack(spacing: 4) {
                            Text(tag)
                            Button {
                                tags.removeAll { $0 == tag }
                            } label: {
                                Image(systemName: "xmark.circle.fill")
                                    .foregroundStyle(.secondary)
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel("Remove \(tag)")
                        }
                        .font(.callout)
                        .padding(.leading, 10)
                        .padding(.trailing, 6)
                        .padding(.vertical, 5)
                        .background(Color.chipAccent.opacity(0.12), in: Capsule())
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 10).fill(.background))
        .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(.separator))
    }
}

#Preview("Tag field") {
    VStack(spacing: 16) {
        TagField("Add tags", tags: .constant(["travel", "2025", "family", "beach", "sunset", "film"]))
        TagField("Add tags", tags: .constant([]))
    }
    .frame(width: 300)
    .padding()
}
