// swift-tools-version: 6.1
// A package of rows with Xcode previews, as an app's feature package has them, written for
// Xcode: it names no RowRaster product. `rowraster previews` renders every one of them on Linux
// all the same (see the README's walkthrough), building the targets with RowRaster's SwiftUI.
import PackageDescription

let package = Package(
    name: "PreviewsDemo",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "PreviewsDemo", targets: ["PreviewsDemo"]),
    ],
    targets: [
        .target(name: "PreviewsDemo"),
    ]
)

// RowRaster's tests add previews that throw and trap, to check that a run reports them and
// renders the others; a user's package has nothing like this.
if Context.environment["PREVIEWSDEMO_FAULTS"] != nil {
    package.products.append(.library(name: "PreviewsDemoFaults", targets: ["PreviewsDemoFaults"]))
    package.targets.append(.target(name: "PreviewsDemoFaults"))
}

// And a row that does not compile, to check that the run sets its file aside, says why, and
// renders the rest (a partial run, exit status 3).
if Context.environment["PREVIEWSDEMO_BROKEN"] != nil {
    package.products.append(.library(name: "PreviewsDemoBroken", targets: ["PreviewsDemoBroken"]))
    package.targets.append(.target(name: "PreviewsDemoBroken"))
}
