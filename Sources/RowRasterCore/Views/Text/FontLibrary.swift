import Foundation
import RowRasterCairo

/// Where `Font.custom(_:size:)` finds an app's own fonts: font files registered here, as an iOS
/// app lists them under `UIAppFonts` in its Info.plist.
///
///     try FontLibrary.shared.register(fontFile: URL(fileURLWithPath: "App/Fonts/Brand-Bold.otf"))
///     Text("Hello").font(.custom("Brand", size: 17))        // by family name
///     Text("Hello").font(.custom("Brand-Bold", size: 17))   // by PostScript name: that face
///
/// Files and directories listed in the `ROWRASTER_FONTS` environment variable (separated by `:`)
/// are registered on first use, for the command-line tool and tests. A name that is neither a
/// registered font nor one of the project's families draws in the system font, as on iOS, and is
/// listed in the render's warnings (`RenderWarning.missingFont`). Register before rendering:
/// rows already drawn keep their pixels until drawn again.
public final class FontLibrary: Sendable {
    /// The library every render uses.
    public static let shared = FontLibrary()

    /// The environment variable listing font files or directories of them to register.
    public static let environmentVariable = "ROWRASTER_FONTS"

    /// The font files a directory holds, by extension.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// What registering `ROWRASTER_FONTS` gave, once: an error if a listed path was not a font.
    private static let environmentRegistration: Result<Void, RenderError> = {
        do throws(RenderError) {
            try shared.register(list: ProcessInfo.processInfo.environment[environmentVariable] ?? "")
            return .success(())
        } catch {
            return .failure(error)
        }
    }()

    /// Registers the files and directories of a `ROWRASTER_FONTS`-style list (paths separated by
    /// `:`) and returns the family names they add.
    @discardableResult
    public func register(list: String) throws(RenderError) -> [String] {
        var families: [String] = []
        for path in list.split(separator: ":").map(String.init) where !path.isEmpty {
            families += try Self.registerPath(URL(fileURLWithPath: path))
        }
        return Self.sortedUnique(families)
    }

    /// Why `ROWRASTER_FONTS` could not be registered (a listed path is missing or not a font),
    /// or nil when it was, or is unset.
    public var environmentError: RenderError? {
        if case .failure(let error) = Self.environmentRegistration { return error }
        return nil
    }

    /// Registers the font file (TrueType, OpenType or a collection) at `url` and returns the
    /// family names it adds. A file that is missing or not a font throws
    /// (`RenderError.unreadableFile`, `.invalidFontFile`) and registers nothing.
    @discardableResult
    public func register(fontFile url: URL) throws(RenderError) -> [String] {
        try Self.familyNames(of: FontRegistry.shared.register(fontFile: url.path))
    }

    /// Registers every font file in the directory at `url` and its subdirectories, in name order.
    @discardableResult
    public func register(directory url: URL) throws(RenderError) -> [String] {
        try Self.registerPath(url)
    }

    /// The family names of the project's fonts and the registered ones, sorted.
    public var familyNames: [String] {
        _ = Self.environmentRegistration
        return Self.familyNames(of: FontRegistry.shared.allFaces())
    }

    /// The face `name` stands for (a family or PostScript name), after `ROWRASTER_FONTS` is read.
    static func face(named name: String) -> FontFace? {
        _ = environmentRegistration
        return FontRegistry.shared.face(named: name)
    }

    /// The family SF Pro's other widths are drawn with (see ``Font/Width``).
    static var widthFamily: String { FontSetup.widthFamily }

    /// Whether Archivo, which SF Pro's other widths are drawn with, is installed.
    static var hasWidthFamily: Bool {
        widthFamilyOverride ?? FontRegistry.shared.hasWidthFamily
    }

    /// Set by a test to render as a machine with (true) or without (false) Archivo does; a
    /// task-local, so it reaches only that test's renders.
    @TaskLocal static var widthFamilyOverride: Bool?

    @discardableResult
    private static func registerPath(_ url: URL) throws(RenderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return familyNames(of: try FontRegistry.shared.register(fontFile: url.path))
        }
        let files = (FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { fontExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        var faces: [FontFace] = []
        for file in files { faces += try FontRegistry.shared.register(fontFile: file.path) }
        return familyNames(of: faces)
    }

    /// The faces' family names, each once, sorted.
    private static func familyNames(of faces: [FontFace]) -> [String] {
        sortedUnique(faces.compactMap(\.families.first))
    }

    private static func sortedUnique(_ names: [String]) -> [String] { Array(Set(names)).sorted() }
}
