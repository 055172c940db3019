// swift-tools-version: 5.9
// A feature package of a modular app: its screens use the app's design system, a package
// beside it reached by path. Neither knows RowRaster.
import PackageDescription

let package = Package(
    name: "Features",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Profile", targets: ["Profile"])],
    dependencies: [.package(path: "../DesignSystem")],
    targets: [
        .target(name: "Profile", dependencies: [.product(name: "DesignSystem", package: "DesignSystem")]),
    ]
)
