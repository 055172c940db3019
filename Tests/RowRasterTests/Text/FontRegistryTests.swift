import Foundation
import Testing
@testable import RowRasterCairo

/// The font set-up a command starts on another thread (`prepareInBackground`) is the one text
/// then uses: made once, whoever gets to it first.
@Suite struct FontRegistryTests {
    @Test func aSetUpPreparedInTheBackgroundIsTheOneCurrentGives() throws {
        for _ in 0..<8 {
            let registry = FontRegistry()
            registry.prepareInBackground()
            let first = try registry.current().setup.get()
            #expect(first.files == FontRegistry.files(registered: []) { FileManager.default.isReadableFile(atPath: $0) })
            // The background thread, if it was still running, found this set-up and kept it.
            Thread.sleep(forTimeInterval: 0.01)
            #expect(try registry.current().setup.get() === first)
        }
    }

    @Test func preparingAgainChangesNothing() throws {
        let registry = FontRegistry()
        let first = try registry.current().setup.get()
        registry.prepareInBackground()
        Thread.sleep(forTimeInterval: 0.01)
        #expect(try registry.current().setup.get() === first)
        #expect(registry.generation == 0)
    }
}
