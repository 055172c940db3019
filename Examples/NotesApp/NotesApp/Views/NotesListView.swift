import SwiftUI

struct NotesListView: View {
    let notes: [Note]

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NoteRow(note: note)
            }
            .navigationTitle("Notes")
        }
    }
}

#Preview {
    NotesListView(notes: Note.samples)
}
