import SwiftUI
import UniformTypeIdentifiers

/// A document-library app's screens, written as iOS 17 apps write them: a Transferable model
/// with its own content type, rows that drag and accept drops, an importer behind a toolbar
/// button, an @Observable note edited through @Bindable, and a carousel whose cards shrink as
/// they leave the screen.
public struct LibraryDocument: Identifiable, Codable, Transferable {
    public var id: Int
    public var name: String
    public var pages: Int

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .libraryDocument)
        ProxyRepresentation(exporting: \.name)
    }
}

extension UTType {
    static let libraryDocument = UTType(exportedAs: "com.example.library.document", conformingTo: .json)
}

/// The inbox: documents as rows, each draggable, the list a drop target, an import button.
public struct DocumentInboxScreen: View {
    @State private var documents = [
        LibraryDocument(id: 1, name: "Lease agreement.pdf", pages: 12),
        LibraryDocument(id: 2, name: "Boarding pass.pdf", pages: 1),
        LibraryDocument(id: 3, name: "Receipts – March.pdf", pages: 4),
    ]
    @State private var isImporting = false
    @State private var isTargeted = false
    @Environment(\.horizontalSizeClass) private var sizeClass

    public init() {}

    public var body: some View {
        NavigationStack {
            List(documents) { document in
                HStack(spacing: 12) {
                    Image(systemName: "doc.richtext")
                        .font(.title2)
                        .foregroundStyle(.red)
                    VStack(alignment: .leading) {
                        Text(document.name)
                        Text(document.pages == 1 ? "1 page" : "\(document.pages) pages").font(.footnote).foregroundStyle(.secondary)
                    }
                }
                .draggable(document)
                .onDrag { NSItemProvider(object: document.name as NSString) }
            }
            .dropDestination(for: LibraryDocument.self) { items, _ in
                documents.append(contentsOf: items)
                return true
            } isTargeted: { isTargeted = $0 }
            .navigationTitle(sizeClass == .compact ? "Inbox" : "Document Inbox")
            .toolbar {
                Button("Import", systemImage: "square.and.arrow.down") { isImporting = true }
            }
            .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pdf, .image],
                          allowsMultipleSelection: true) { result in
                if case .success(let urls) = result {
                    documents += urls.enumerated().map { LibraryDocument(id: 100 + $0.offset, name: $0.element.lastPathComponent, pages: 1) }
                }
            }
        }
    }
}

@Observable public final class LibraryNote {
    public var title = "Moving checklist"
    public var isPinned = true
    public var body = "Book the van, cancel the internet, forward the mail."

    public init() {}
}

/// A note editor card: fields bound to an @Observable note with @Bindable.
public struct NoteEditorCard: View {
    @Bindable var note: LibraryNote

    public init(note: LibraryNote = LibraryNote()) { self.note = note }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $note.title)
                .font(.headline)
                .onKeyPress(.return) { .handled }
            Toggle("Pinned", isOn: $note.isPinned)
            Text(note.body)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .background(Color(.systemGroupedBackground))
    }
}

/// Recently opened documents as a carousel: cards shrink and fade as they leave the screen.
public struct RecentDocumentsCarousel: View {
    let names = ["Lease agreement", "Boarding pass", "Receipts", "Tax return"]

    public init() {}

    public var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(names, id: \.self) { name in
                    VStack(alignment: .leading, spacing: 8) {
                        Image(systemName: "doc.text.fill").font(.largeTitle).foregroundStyle(.white)
                        Spacer()
                        Text(name).font(.headline).foregroundStyle(.white)
                    }
                    .padding()
                    .frame(width: 160, height: 120, alignment: .leading)
                    .background(.indigo.gradient, in: RoundedRectangle(cornerRadius: 14))
                    .scrollTransition(axis: .horizontal) { content, phase in
                        content
                            .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            .opacity(phase.isIdentity ? 1 : 0.5)
                    }
                }
            }
            .padding(.horizontal)
        }
        .scrollIndicators(.hidden)
    }
}
