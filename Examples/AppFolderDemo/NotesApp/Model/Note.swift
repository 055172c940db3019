import Foundation
import Observation

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var excerpt: String
    var edited: String
    var isPinned = false
}

@Observable
final class NoteStore {
    var notes: [Note] = Note.samples
}

extension Note {
    static let samples: [Note] = [
        Note(id: 1, title: "Groceries", excerpt: "Oat milk, lemons, basil, sourdough", edited: "9:41 AM", isPinned: true),
        Note(id: 2, title: "Trip to Lisbon", excerpt: "Tram 28 early, Pastéis de Belém, LX Factory on Sunday", edited: "Yesterday"),
        Note(id: 3, title: "Book club", excerpt: "Chapters 4–7, bring questions about the ending", edited: "Monday"),
    ]
}
