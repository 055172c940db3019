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

// RowRaster's tests add a badge that does not compile, to check that a package depending on
// RowRaster shows the compiler's errors and exits with 2: it is built as its author wrote it,
// so no file is set aside.
if Context.environment["CONDITIONALKIT_BROKEN"] != nil {
    package.products.append(.library(name: "BadgesBroken", targets: ["BadgesBroken"]))
    package.targets.append(.target(name: "BadgesBroken", dependencies: [
        .product(name: "SwiftUI", package: "RowRaster", condition: .when(platforms: [.linux])),
    ]))
}
