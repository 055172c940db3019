// swift-tools-version: 5.10
// A chat component package as it is written for Xcode: a model target with no UI and a UI target
// that depends on it, each a library product. No RowRaster, nothing for Linux:
// `rowraster previews --package Examples/ChatKit` declares both targets again with RowRaster's SwiftUI.
import PackageDescription

let package = Package(
    name: "ChatKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ChatModels", targets: ["ChatModels"]),
        .library(name: "ChatUI", targets: ["ChatUI"]),
    ],
    targets: [
        .target(name: "ChatModels"),
        .target(name: "ChatUI", dependencies: ["ChatModels"]),
    ]
)
