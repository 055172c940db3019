import Foundation
import RowRaster
@testable import RowRasterGoldens
@testable import RowRasterTesting

/// A fresh directory standing in for a package root, removed by the caller.
func temporaryRoot() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url.appendingPathComponent("Goldens"), withIntermediateDirectories: true)
    return url
}

/// Runs one golden check of `view` under `root`, without reporting to the test library.
@MainActor
func check<V: View>(_ view: V, root: URL, record: GoldenRecordMode, tolerance: GoldenTolerance = .default,
                    name: String = "probe") -> GoldenOutcome {
    let configuration = GoldenConfiguration(root: root, record: record, tolerance: tolerance, scale: 1, suite: "Harness")
    let location = GoldenLocation(root: root, suite: "Harness", test: name, name: nil, scale: 1)
    return GoldenCheck(location: location, configuration: configuration)
        .run(view, GoldenRequest(proposal: .unspecified, fixedSize: nil, scale: 1))
}

func goldenURL(_ root: URL, name: String = "probe") -> URL {
    root.appendingPathComponent("Goldens/Harness/\(name)@1x.png")
}

func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
}

/// A solid image with one pixel changed.
func image(width: Int = 20, height: Int = 10, colour: (UInt8, UInt8, UInt8, UInt8) = (200, 200, 200, 255),
           changing pixel: (x: Int, y: Int, to: (UInt8, UInt8, UInt8, UInt8))? = nil) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, filledWith: colour)
    if let pixel { bitmap[pixel.x, pixel.y] = pixel.to }
    return bitmap
}
