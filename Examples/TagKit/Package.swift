// swift-tools-version: 5.10
// A tag and chip component library as it is written for Xcode: no RowRaster, nothing for Linux.
// `rowraster previews --package Examples/TagKit` renders its previews: the runner declares the
// library target again with RowRaster's SwiftUI and leaves the test target out.
import PackageDescription

let package = Package(
    name: "TagKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "TagKit", targets: ["TagKit"]),
    ],
    targets: [
        .target(name: "TagKit", resources: [.process("Media.xcassets")]),
        .testTarget(name: "TagKitTests", dependencies: ["TagKit"]),
    ]
)
