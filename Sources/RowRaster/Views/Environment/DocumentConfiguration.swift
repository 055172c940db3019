import Foundation

/// The document a view of a document-based app edits, as SwiftUI's `DocumentConfiguration`
/// (iOS 17). SwiftUI puts one in the environment of the views a `DocumentGroup` opens; a render
/// draws views outside any document scene, so it never has one and the environment's
/// `documentConfiguration` is nil, as on iOS for a view outside a `DocumentGroup`.
public struct DocumentConfiguration: Sendable {
    /// Whether the document can be changed (false for a read-only file or a viewer).
    public var isEditable: Bool { editable }

    /// Where the document is stored; nil for a new document not saved yet.
    public var fileURL: URL? { url }

    private let editable: Bool
    private let url: URL?

    init(isEditable: Bool, fileURL: URL?) {
        editable = isEditable
        url = fileURL
    }
}

extension EnvironmentValues {
    /// The open document's configuration: nil, since a render is never inside a `DocumentGroup`,
    /// as iOS gives nil to every view outside one. Read-only, as in SwiftUI.
    public var documentConfiguration: DocumentConfiguration? { nil }
}
