// swift-tools-version: 5.9
// A package that depends on RowRaster only on Linux: Xcode builds it for iOS with Apple's
// SwiftUI (the conditions leave RowRaster's products out there), and on Linux `import SwiftUI`
// is RowRaster's and `rowraster previews` renders its previews.
import PackageDescription

let package = Package(
    name: "ConditionalKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Badges", targets: ["Badges"]),
    ],
    dependencies: [
        // In your own package: .package(url: "https://github.com/<you>/RowRaster", from: "…")
        .package(name: "RowRaster", path: "../.."),
    ],
    targets: [
        .target(name: "Badges", dependencies: [
            .product(name: "SwiftUI", package: "RowRaster", condition: .when(platforms: [.linux])),
            .product(name: "RowRasterPreviews", package: "RowRaster", condition: .when(platforms: [.linux])),
        ]),
    ]
)
