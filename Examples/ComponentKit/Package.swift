// swift-tools-version: 5.9
// A component package as it is written for Xcode and iOS: it does not depend on RowRaster and
// its manifest has nothing for Linux. `rowraster previews --package Examples/ComponentKit`
// renders its previews all the same: the runner declares these targets again, with RowRaster's
// SwiftUI in place of Apple's.
import PackageDescription

let package = Package(
    name: "ComponentKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Components", targets: ["Components"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.0"),
    ],
    targets: [
        .target(name: "DesignTokens", resources: [.process("Resources")]),
        .target(name: "Components", dependencies: [
            "DesignTokens",
            .product(name: "Algorithms", package: "swift-algorithms"),
        ]),
    ]
)
