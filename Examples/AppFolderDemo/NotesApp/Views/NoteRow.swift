import SwiftUI

struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                if note.isPinned {
                    Image(systemName: "pin.fill")
                        .font(.caption)
                        .foregroundStyle(Color("NoteTint"))
                }
                Text(note.title).font(.headline)
            }
            HStack(spacing: 6) {
                Text(note.edited).foregroundStyle(.primary)
                Text(note.excerpt).foregroundStyle(.secondary).lineLimit(1)
            }
            .font(.subheadline)
        }
        .padding(.vertical, 4)
    }
}

#Preview("Pinned note", traits: .sizeThatFitsLayout) {
    NoteRow(note: Note.samples[0])
        .padding()
}
