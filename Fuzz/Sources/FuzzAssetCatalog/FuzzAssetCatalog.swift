import Foundation
@testable import RowRaster
@testable import RowRasterCore

/// The bytes as the `Contents.json` of a colour set, an image set or a namespace folder in an
/// asset catalog (the first byte chooses), read as `AssetCatalog(contentsOf:)` reads it: it
/// must give a catalog or throw `RenderError`, never trap.
let catalog: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-fuzz-\(getpid()).xcassets")
    for folder in ["Accent.colorset", "Icon.imageset", "Group"] {
        try? FileManager.default.createDirectory(at: url.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let folders = ["Accent.colorset", "Icon.imageset", "Group"]
    let chosen = Int(data[0]) % folders.count
    for (index, folder) in folders.enumerated() {
        let contents = catalog.appendingPathComponent(folder).appendingPathComponent("Contents.json")
        FileManager.default.createFile(atPath: contents.path,
                                       contents: index == chosen ? Data(bytes: data + 1, count: size - 1) : Data("{}".utf8))
    }
    if let loaded = try? AssetCatalog(contentsOf: catalog) {
        _ = loaded.imageNames
        _ = loaded.colorNames
    }
    return 0
}
