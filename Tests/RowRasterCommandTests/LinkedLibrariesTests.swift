import Foundation
import RowRasterPreviewRunner
import Testing

/// The command line checks goldens through RowRasterGoldens, never RowRasterTesting: a fresh
/// `rowraster` process must load neither Swift Testing nor XCTest (about 2.6 ms of a 30 ms run),
/// and `make cli-static` can link the Swift runtime in only while it does not (libTesting needs
/// the shared runtime). A dependency on RowRasterTesting, direct or through another target,
/// brings them back; this catches it.
struct LinkedLibrariesTests {
    @Test func theCommandLoadsNoTestLibrary() throws {
        // The `rowraster` built beside this test bundle, as the walkthrough tests run it.
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "no rowraster at \(executable.path)")
        let ldd = try CapturedProcess.run(URL(fileURLWithPath: "/usr/bin/ldd"), [executable.path])
        #expect(ldd.status == 0, "\(String(decoding: ldd.errors, as: UTF8.self))")
        // One library a line: "libTesting.so => /path (0x…)"; the name is the first word.
        let libraries = String(decoding: ldd.output, as: UTF8.self).split(separator: "\n")
            .compactMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { String($0) } }
        // The list is the real one (this debug build loads the Swift runtime as a shared library).
        #expect(libraries.contains { $0.hasPrefix("libswiftCore") }, "\(libraries)")
        let testLibraries = libraries.filter { $0.lowercased().contains("testing") || $0.lowercased().contains("xctest") }
        #expect(testLibraries.isEmpty, "rowraster loads \(testLibraries)")
    }
}
