import Foundation
@testable import RowRasterGoldens
@testable import RowRasterTesting

/// The bytes as a run manifest in a goldens root, read as `rowraster goldens` reads it: the
/// last run and its status. A damaged manifest must be refused or reported, never trap.
let root: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-fuzz-manifest-\(getpid())")
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("output/golden-runs"), withIntermediateDirectories: true)
    return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let manifest = root.appendingPathComponent("output/golden-runs/fuzz-1.json")
    FileManager.default.createFile(atPath: manifest.path, contents: Data(bytes: data, count: size))
    let runs = GoldenRuns(root: root)
    // Each either reads the run or throws its RunError (unreadable manifest, unfinished run, …).
    _ = try? runs.lastRun()
    _ = try? runs.status()
    return 0
}
