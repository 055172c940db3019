import Foundation

/// Why a render, a PNG read or a PNG write failed: each case names what was wrong and where.
///
/// Every stage of the pipeline throws this one type, so callers can switch over it and tests
/// can assert the exact case; `description` is a sentence meant for a person.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A proposed or rendered size is NaN, infinite or negative.
    case invalidSize(CGSize, context: String)
    /// A frame, padding or similar argument is NaN, infinite where that is not allowed, or negative.
    case invalidDimension(view: String, parameter: String, value: CGFloat)
    /// A number outside what `parameter` accepts; `rule` says what it accepts (an offset may be
    /// negative but not NaN, a line width may be huge but not NaN, …).
    case invalidNumber(view: String, parameter: String, value: CGFloat, rule: String)
    /// A C library the renderer uses (`library`: Pango, GLib, …) logged a critical error or a
    /// warning while this render used it; the message is what it logged.
    case libraryMessage(library: String, message: String)
    /// The rasterization scale is not a finite number in `0 < scale ≤ 8` (`RenderScale` checks it).
    case invalidScale(CGFloat)
    /// The rendered image would exceed Cairo's 32767-pixel limit on a side.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// The rendered image would hold more pixels than the renderer's `maximumPixelCount`;
    /// refused before any pixel memory is allocated.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The view has no pixels to render (zero width or height).
    case emptyImage(width: Int, height: Int)
    /// Font files the project's font set-up needs are missing or unreadable.
    case fontsUnavailable(missing: [String])
    /// Cairo reported an error status.
    case cairo(String)
    /// libpng could not encode the image.
    case pngEncoding(String)
    /// Bytes that should be a PNG are not one, or are damaged; `source` names the file or data.
    case invalidPNG(source: String, reason: String)
    /// A file could not be written; nothing was left at `path`.
    case unwritablePath(String, reason: String)
    /// A file could not be read.
    case unreadableFile(String, reason: String)
    /// `Image(_ name:)` found no image of that name in the registered directories.
    case imageNotFound(name: String, searched: [String])
    /// `Color(_:)` found no colour set of that name in the registered asset catalogs.
    case colorNotFound(name: String, searched: [String])
    /// `Font.custom(_:size:)` named a font that is neither one of the project's families nor a
    /// registered font file's family or PostScript name.
    case fontNotRegistered(name: String)
    /// `.fontWidth(_:)` asked for a width of the system font whose font (Archivo) is not
    /// installed.
    case fontWidthNotAvailable(width: String)
    /// A file given to `FontLibrary.register(fontFile:)` is not a font fontconfig can read.
    case invalidFontFile(path: String)
    /// `Image(systemName:)` named a symbol RowRaster does not cover.
    case symbolNotFound(name: String)
    /// An asset catalog's `Contents.json` (at `path`) is not what Xcode writes: bad JSON, a
    /// component that is not a number, a scale that is not `1x`/`2x`/`3x`, …
    case invalidAssetCatalog(path: String, reason: String)
    /// Views are nested deeper than the renderer supports (a runaway recursion, usually).
    case nestingTooDeep(view: String, limit: Int)
    /// A view reads an `@EnvironmentObject` no view above it provided (`.environmentObject(_:)`).
    case missingEnvironmentObject(type: String, view: String)
    /// A view reads an `@Observable` object with `@Environment(Type.self)` that no view above it
    /// provided (`.environment(_:)`).
    case missingObservableObject(type: String, view: String)
    /// A `ForEach` found the same identifier twice in its collection (a strict render's form of
    /// the warning SwiftUI logs).
    case duplicateIdentifier(container: String, id: String)
    /// A `Text` with a format or date style could not be made into a string.
    case textNotFormatted(reason: String)
    /// A `MeshGradient`'s grid cannot be drawn (counts that do not match, too few vertices,
    /// points that are not numbers); `reason` says which.
    case meshGradientNotDrawable(reason: String)

    public var description: String {
        switch self {
        case .invalidSize(let size, let context):
            return "Invalid size \(size.width)×\(size.height) for \(context): sizes must be finite and not negative."
        case .invalidDimension(let view, let parameter, let value):
            return "Invalid \(parameter) \(value) in \(view): it must be finite and not negative."
        case .invalidNumber(let view, let parameter, let value, let rule):
            return "Invalid \(parameter) \(value) in \(view): \(rule)."
        case .libraryMessage(let library, let message):
            return "\(library) reported a problem while rendering: \(message)"
        case .invalidScale(let scale):
            return "Invalid scale \(scale): it must be a finite number greater than 0 and at most \(Int(RenderScale.maximum))."
        case .imageTooLarge(let width, let height, let limit):
            return "The image would be \(width)×\(height) pixels; Cairo allows at most \(limit) on a side."
        case .tooManyPixels(let width, let height, let limit):
            return "The image would be \(width)×\(height) = \(width * height) pixels, more than the renderer's limit of \(limit); raise ImageRenderer.maximumPixelCount to render it."
        case .emptyImage(let width, let height):
            return "The view renders to \(width)×\(height) pixels: there is nothing to draw."
        case .fontsUnavailable(let missing):
            return "Font files are missing: \(missing.joined(separator: ", ")). Install the project's font packages (make setup, scripts/install-dependencies.sh)."
        case .cairo(let status):
            return "Cairo failed: \(status)."
        case .pngEncoding(let reason):
            return "PNG encoding failed: \(reason)."
        case .invalidPNG(let source, let reason):
            return "\(source) is not a valid PNG: \(reason)."
        case .unwritablePath(let path, let reason):
            return "Cannot write \(path): \(reason)."
        case .unreadableFile(let path, let reason):
            return "Cannot read \(path): \(reason)."
        case .nestingTooDeep(let view, let limit):
            return "Views are nested more than \(limit) levels deep at \(view); RowRaster stops there rather than overflow its stack."
        case .duplicateIdentifier(let container, let id):
            return "\(container): the ID \(id) occurs multiple times within the collection; this will give undefined results!"
        case .textNotFormatted(let reason):
            return reason
        case .meshGradientNotDrawable(let reason):
            return reason
        case .missingEnvironmentObject(let type, let view):
            return "\(view) reads an @EnvironmentObject of type \(type), but no view above it provides one: add .environmentObject(_:) with a \(type)."
        case .missingObservableObject(let type, let view):
            return "\(view) reads @Environment(\(type).self), but no view above it provides one: add .environment(_:) with a \(type)."
        case .colorNotFound(let name, let searched):
            let places = searched.isEmpty ? "no asset catalogs are registered" : "searched \(searched.joined(separator: ", "))"
            return "No color named \"\(name)\": \(places)."
        case .invalidAssetCatalog(let path, let reason):
            return "\(path) is not a valid asset catalog file: \(reason)."
        case .fontNotRegistered(let name):
            return "No font named \"\(name)\" is registered (FontLibrary.shared.register(fontFile:) or ROWRASTER_FONTS)."
        case .fontWidthNotAvailable(let width):
            return "The system font's \(width) width is drawn with Archivo, which is not installed "
                + "(/usr/local/share/fonts/rowraster/Archivo.ttf and Archivo-Italic.ttf; scripts/install-dependencies.sh fetches them)."
        case .invalidFontFile(let path):
            return "\(path) is not a font file fontconfig can read."
        case .imageNotFound(let name, let searched):
            let places = searched.isEmpty ? "no image directories are registered" : "searched \(searched.joined(separator: ", "))"
            return "No image named \"\(name)\": \(places)."
        case .symbolNotFound(let name):
            return "No symbol named \"\(name)\" in RowRaster's symbol set (its hand-drawn symbols and the SF names it maps onto open icon sets and the system font's characters)."
        }
    }
}

extension RenderError: LocalizedError {
    public var errorDescription: String? { description }
}

extension RenderError {
    /// A path with a NaN or infinite point, drawn by `view`.
    package static func invalidPathPoint(in view: String) -> RenderError {
        .invalidNumber(view: view, parameter: "path point", value: .nan, rule: "path points must be finite numbers")
    }

    /// A stroke's NaN line width, in `view`. (A width of 0 or less draws nothing, as in SwiftUI;
    /// a huge one covers everything around the path.)
    package static func invalidLineWidth(_ value: CGFloat, in view: String) -> RenderError {
        .invalidNumber(view: view, parameter: "lineWidth", value: value, rule: "a line width must be a number, not NaN")
    }
}
