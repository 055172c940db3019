// swift-tools-version: 6.1
// A package of rows with Xcode previews, as an app's feature package has them. `rowraster previews`
// renders every one of them (see the README's walkthrough).
import PackageDescription

let package = Package(
    name: "PreviewsDemo",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PreviewsDemo", targets: ["PreviewsDemo"]),
    ],
    dependencies: [
        // In your own package: .package(url: "https://github.com/<you>/RowRaster", from: "…")
        .package(name: "RowRaster", path: "../.."),
    ],
    targets: [
        .target(name: "PreviewsDemo", dependencies: [
            .product(name: "SwiftUI", package: "RowRaster"),
            .product(name: "RowRasterPreviews", package: "RowRaster"),
        ]),
    ]
)

// RowRaster's tests add previews that throw and trap, to check that a run reports them and
// renders the others; a user's package has nothing like this.
if Context.environment["PREVIEWSDEMO_FAULTS"] != nil {
    package.products.append(.library(name: "PreviewsDemoFaults", targets: ["PreviewsDemoFaults"]))
    package.targets.append(.target(name: "PreviewsDemoFaults", dependencies: [
        .product(name: "SwiftUI", package: "RowRaster"),
        .product(name: "RowRasterPreviews", package: "RowRaster"),
    ]))
}

// And a row that does not compile, to check that a build failure is shown and exits with 2.
if Context.environment["PREVIEWSDEMO_BROKEN"] != nil {
    package.products.append(.library(name: "PreviewsDemoBroken", targets: ["PreviewsDemoBroken"]))
    package.targets.append(.target(name: "PreviewsDemoBroken", dependencies: [
        .product(name: "SwiftUI", package: "RowRaster"),
        .product(name: "RowRasterPreviews", package: "RowRaster"),
    ]))
}
