import Foundation
import RowRaster
import RowRasterCairo

/// What decides a render's pixels besides the code: library versions, font files, CPU
/// architecture. Recorded beside the goldens so a failure on a different machine can say
/// "environment drift" instead of only "content changed".
struct EnvironmentFingerprint: Codable, Equatable {
    var architecture: String
    var libraries: [String: String]
    /// Font file name → FNV-1a hash of its bytes.
    var fonts: [String: String]

    static let fileName = "environment.json"

    /// `nonisolated(unsafe)`, but only read or written while `lock` is held.
    nonisolated(unsafe) private static var cached: EnvironmentFingerprint?
    private static let lock = NSLock()

    /// This machine's fingerprint (computed once per process).
    static func current() -> EnvironmentFingerprint {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        var libraries: [String: String] = [:]
        for (name, version) in RasterLibraryVersions.all { libraries[name] = version }
        // The SVGs symbols are drawn from (Debian's bootstrap-icons), by content.
        libraries["bootstrap-icons"] = BootstrapIcons.contentHash
        // The SVG font the symbols bootstrap has no icon for are drawn from.
        libraries["materialdesignicons"] = MaterialDesignIcons.contentHash
        libraries["materialicons"] = MaterialIcons.contentHash
        var fonts: [String: String] = [:]
        for path in FontSetup.defaultFiles + FontSetup.widthFamilyFiles {
            fonts[URL(fileURLWithPath: path).lastPathComponent] = FNV1a.fileHash(atPath: path)
        }
        let fingerprint = EnvironmentFingerprint(architecture: Self.machineArchitecture(), libraries: libraries, fonts: fonts)
        cached = fingerprint
        return fingerprint
    }

    private static func machineArchitecture() -> String {
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Readable lines naming what differs from `other` (the recorded fingerprint).
    func differences(from recorded: EnvironmentFingerprint) -> [String] {
        var lines: [String] = []
        if architecture != recorded.architecture {
            lines.append("architecture \(recorded.architecture) → \(architecture)")
        }
        for name in Set(libraries.keys).union(recorded.libraries.keys).sorted() where libraries[name] != recorded.libraries[name] {
            lines.append("\(name) \(recorded.libraries[name] ?? "absent") → \(libraries[name] ?? "absent")")
        }
        for name in Set(fonts.keys).union(recorded.fonts.keys).sorted() where fonts[name] != recorded.fonts[name] {
            lines.append("font \(name) changed")
        }
        return lines
    }

    static func load(from directory: URL) -> EnvironmentFingerprint? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path) else { return nil }
        return try? JSONDecoder().decode(EnvironmentFingerprint.self, from: data)
    }

    /// Writes the fingerprint when the recorded one is missing or different.
    func save(to directory: URL) throws {
        if Self.load(from: directory) == self { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.createDirectory(directory)
        try AtomicFile.write(encoder.encode(self) + Data("\n".utf8), to: directory.appendingPathComponent(Self.fileName))
    }
}
