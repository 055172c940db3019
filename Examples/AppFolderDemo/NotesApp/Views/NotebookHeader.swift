import SwiftUI

/// The header above a notebook's notes: its cover, name and count, and who keeps it. The cover,
/// the avatar and the tint come from the asset catalog through Xcode's generated symbols.
struct NotebookHeader: View {
    let name: String
    let noteCount: Int

    var body: some View {
        HStack(spacing: 12) {
            Image(.notebook)
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.title3.weight(.semibold))
                Text("\(noteCount) notes")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(.authorAvatar)
                .resizable()
                .frame(width: 32, height: 32)
                .clipShape(Circle())
                .overlay(Circle().stroke(.accent, lineWidth: 2))
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .background(Color(.noteTint).opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview("Notebook header", traits: .sizeThatFitsLayout) {
    NotebookHeader(name: "Personal", noteCount: 3)
        .padding()
}
