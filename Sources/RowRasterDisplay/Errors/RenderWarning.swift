import Foundation

/// Something a render drew around rather than failed on, as iOS logs a missing asset and draws
/// nothing: the render succeeds and lists it (`ImageRenderer.warnings`). With
/// `ImageRenderer.treatsWarningsAsErrors` the render throws the warning's `error` instead.
public enum RenderWarning: Sendable, Hashable, CustomStringConvertible {
    /// `Image(_:)` named an image no registered asset catalog or directory holds: it drew
    /// nothing and took no space.
    case missingImage(name: String, searched: [String])
    /// `Color(_:)` named a colour no registered asset catalog holds: it drew clear.
    case missingColor(name: String, searched: [String])
    /// `Font.custom(_:size:)` named a font that is not registered: the text drew in the system
    /// font, as iOS draws it.
    case missingFont(name: String)
    /// `.fontWidth(_:)` asked for a compressed, condensed or expanded system font, and Archivo,
    /// which draws those widths, is not installed: the text drew at the standard width.
    case unavailableFontWidth(width: String)
    /// `Image(systemName:)` named a symbol RowRaster does not cover: it drew nothing and took
    /// no space, as iOS lays out an unknown symbol.
    case unknownSymbol(name: String)
    /// `Image(systemName:)` named a covered symbol whose icon file (from the Debian package
    /// bootstrap-icons) could not be read or parsed: it drew nothing and took no space.
    case unreadableSymbol(name: String, file: String, reason: String)
    /// A `ForEach` found the same identifier twice in its collection: SwiftUI logs this, and
    /// its results are undefined; RowRaster keeps both elements, the second made unique.
    case duplicateIdentifier(container: String, id: String)
    /// A `Text` with a format, formatter or date style gave no string: that part showed nothing.
    case unformattedText(reason: String)
    /// A `MeshGradient` whose point or colour count is not `width × height`, with fewer than
    /// 2 vertices on a side, or with a point that is not a finite number: only its background
    /// was drawn.
    case invalidMeshGradient(reason: String)

    /// The error a strict render throws for this warning.
    public var error: RenderError {
        switch self {
        case .missingImage(let name, let searched): return .imageNotFound(name: name, searched: searched)
        case .missingColor(let name, let searched): return .colorNotFound(name: name, searched: searched)
        case .missingFont(let name): return .fontNotRegistered(name: name)
        case .unavailableFontWidth(let width): return .fontWidthNotAvailable(width: width)
        case .unknownSymbol(let name): return .symbolNotFound(name: name)
        case .unreadableSymbol(let name, let file, let reason): return .unreadableFile(file, reason: "\(reason) (for the symbol \"\(name)\")")
        case .duplicateIdentifier(let container, let id): return .duplicateIdentifier(container: container, id: id)
        case .unformattedText(let reason): return .textNotFormatted(reason: reason)
        case .invalidMeshGradient(let reason): return .meshGradientNotDrawable(reason: reason)
        }
    }

    public var description: String {
        switch self {
        case .missingFont: return "Warning: " + error.description + " The text was drawn in the system font."
        case .unavailableFontWidth: return "Warning: " + error.description + " The text was drawn at the standard width."
        case .duplicateIdentifier: return "Warning: " + error.description
        case .unformattedText: return "Warning: " + error.description + " That part of the text shows nothing."
        case .invalidMeshGradient: return "Warning: " + error.description + " Only its background was drawn."
        default: return "Warning: " + error.description + " Nothing was drawn for it."
        }
    }
}
