import SwiftUI

struct NotesListView: View {
    let notes: [Note]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(notes) { note in
                        NoteRow(note: note)
                    }
                } footer: {
                    Text("\(notes.count) notes")
                }
            }
            .navigationTitle("Notes")
        }
    }
}

#Preview {
    NotesListView(notes: Note.samples)
}
