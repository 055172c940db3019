import Foundation
import RowRasterDisplay

/// The fonts text can use: the project's packaged families (`FontSetup.defaultFiles`) and the
/// font files an app registers, as an iOS app lists its fonts under `UIAppFonts`.
///
/// Registering makes a new fontconfig set-up over the packaged files and every registered one
/// and bumps `generation`; each thread's text engine notices the new generation on its next
/// use and rebuilds its font map (`PangoTextEngine.forCurrentThread`). Register before
/// rendering: rows already rasterized keep the pixels they were drawn with.
package final class FontRegistry: @unchecked Sendable {
    // @unchecked Sendable: every stored property is read and written only with `lock` held;
    // the FontSetup values it hands out are immutable.
    package static let shared = FontRegistry()

    private let lock = NSLock()
    private var registeredFiles: [String] = []
    private var setup: Result<FontSetup, RenderError>?
    private var faces: [FontFace]?
    /// Answers of `face(named:)`, including "none", until the next registration.
    private var facesByName: [String: FontFace?] = [:]
    private var generationValue = 0

    /// Changes with every registration.
    package var generation: Int {
        lock.lock()
        defer { lock.unlock() }
        return generationValue
    }

    /// The current set-up (made on first use) and its generation; a failure (a packaged font
    /// missing) is kept, so every render reports the same error.
    package func current() -> (setup: Result<FontSetup, RenderError>, generation: Int) {
        lock.lock()
        defer { lock.unlock() }
        if setup == nil { setup = Self.makeSetup(registeredFiles) }
        return (setup!, generationValue)
    }

    /// Starts making the set-up on a thread of its own, for a process about to render: reading
    /// fontconfig's caches and checking the packaged files then overlaps with what comes before
    /// the first text (argument parsing, view evaluation) instead of holding up the first
    /// measurement. Whoever asks for `current()` before it is done waits for the rest; once a
    /// set-up exists this does nothing that changes it.
    package func prepareInBackground() {
        Thread.detachNewThread { [self] in _ = current() }
    }

    /// Adds the font file (TrueType, OpenType or a collection) at `path` and returns its faces.
    /// A file that is not readable or not a font throws, and nothing changes. Registering a
    /// file twice registers it once.
    @discardableResult
    package func register(fontFile path: String) throws(RenderError) -> [FontFace] {
        if let reason = Self.unreadableReason(path) { throw .unreadableFile(path, reason: reason) }
        guard let fileFaces = FontSetup.faces(inFile: path), !fileFaces.isEmpty else { throw .invalidFontFile(path: path) }
        lock.lock()
        defer { lock.unlock() }
        guard !registeredFiles.contains(path) else { return fileFaces }
        registeredFiles.append(path)
        setup = Self.makeSetup(registeredFiles)
        faces = nil
        facesByName.removeAll()
        generationValue += 1
        return fileFaces
    }

    /// The face a `Font.custom` name stands for: a family name (its regular face, else its
    /// first) or a PostScript name (that face), among the packaged and registered fonts; nil
    /// for a name no font has.
    package func face(named name: String) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = facesByName[name] { return cached }
        let faces = loadedFaces()
        let lowered = name.lowercased()
        let family = faces.filter { $0.families.contains { $0.lowercased() == lowered } }
        let face = faces.first { $0.postScriptName?.lowercased() == lowered }
            ?? family.first { $0.weight == 400 && !$0.italic } ?? family.first
        facesByName[name] = .some(face)
        return face
    }

    /// Every face of the packaged and registered fonts.
    package func allFaces() -> [FontFace] {
        lock.lock()
        defer { lock.unlock() }
        return loadedFaces()
    }

    /// The faces, read from the set-up once per generation (the lock is held).
    private func loadedFaces() -> [FontFace] {
        if let faces { return faces }
        if setup == nil { setup = Self.makeSetup(registeredFiles) }
        let loaded = (try? setup!.get())?.faces ?? []
        faces = loaded
        return loaded
    }

    /// Whether the current set-up holds Archivo, which SF Pro's other widths are drawn with.
    package var hasWidthFamily: Bool {
        (try? current().setup.get())?.hasWidthFamily ?? false
    }

    /// A set-up over the packaged files, Archivo when it is installed, and the registered files
    /// that are still there: a registered file deleted since (a temporary copy) drops out
    /// rather than failing every render; a missing packaged file is the error it always was.
    /// Archivo is fetched outside Debian (install-dependencies.sh), so without it only widths
    /// other than the standard one suffer: they draw standard, with a warning.
    private static func makeSetup(_ registered: [String]) -> Result<FontSetup, RenderError> {
        do throws(RenderError) {
            let setup = try FontSetup(files: files(registered: registered) { FileManager.default.isReadableFile(atPath: $0) })
            setup.makeCurrent()
            return .success(setup)
        } catch { return .failure(error) }
    }

    /// The files a set-up is made over, given which files can be read: the packaged ones (a
    /// missing one fails the set-up), Archivo's two when both are there, and the registered
    /// files still there.
    package static func files(registered: [String], readable: (String) -> Bool) -> [String] {
        let widthFamily = FontSetup.widthFamilyFiles.allSatisfy(readable) ? FontSetup.widthFamilyFiles : []
        let present = registered.filter { readable($0) && !widthFamily.contains($0) }
        return FontSetup.defaultFiles + widthFamily + present
    }

    private static func unreadableReason(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "it is a directory" }
        return FileManager.default.isReadableFile(atPath: path) ? nil : "permission denied"
    }
}
