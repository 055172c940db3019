// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for RowRaster's readers of untrusted bytes, built by `make fuzz`.
// A package of its own, so `make test` never builds or instruments them.
//
// The readers are `package` API of RowRaster, which a module of another package sees only
// through `@testable import`: `make fuzz` builds in debug, where SwiftPM compiles every module
// with testing enabled.
let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "RowRasterFuzz",
    dependencies: [.package(name: "RowRaster", path: "..")],
    targets: ["FuzzPNGDecoder", "FuzzPNGEncoder", "FuzzImageComparison", "FuzzRunManifest", "FuzzAssetCatalog"].map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "RowRaster", package: "RowRaster"),
                .product(name: "RowRasterTesting", package: "RowRaster"),
            ],
            swiftSettings: fuzzSettings)
    }
)
