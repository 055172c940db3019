import Foundation
import RowRasterCairo
import Testing
@testable import RowRasterGoldens

/// The fingerprint recorded beside the goldens names every font file a render can use,
/// Archivo's (which SF Pro's other widths draw with) among them.
@Suite struct EnvironmentFingerprintTests {
    @Test func theFingerprintListsArchivo() throws {
        let fonts = EnvironmentFingerprint.current().fonts
        for file in FontSetup.widthFamilyFiles {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let hash = try #require(fonts[name], "\(name) is not in the fingerprint")
            #expect(hash != "missing", "\(name) is not installed here (scripts/install-dependencies.sh)")
        }
        // The recorded fingerprint has them too, so a machine without Archivo reports drift.
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Goldens")
        let recorded = try #require(EnvironmentFingerprint.load(from: goldens))
        #expect(recorded.fonts["Archivo.ttf"] == fonts["Archivo.ttf"])
        #expect(recorded.fonts["Archivo-Italic.ttf"] == fonts["Archivo-Italic.ttf"])
    }
}
