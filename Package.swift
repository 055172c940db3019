// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// The pipeline, one target per boundary that must hold:
//   RowRaster            the SwiftUI surface (controls, containers, lists, navigation, modifiers,
//     │                  styles, previews) and what drives a render (ImageRenderer, frames,
//     │                  output); re-exports RowRasterCore and sees only its public and
//     │                  `package` declarations, so it makes no render node of its own
//     └── RowRasterCore  the engine: view graph → layout nodes → recording into the display list,
//           │            with the vocabulary the graph evaluates (View, ViewModifier, Text, Color,
//           │            Image, Shape, environment, state), as SwiftUICore holds it for SwiftUI
//           ├── RowRasterDisplay  backend-free display list, geometry, paths, bitmaps
//           ├── RowRasterCairo    the only Swift code that imports CCairo: raster + text
//           └── RowRasterPNG      canonical PNG encode/decode through libpng
let package = Package(
    name: "RowRaster",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "RowRaster", targets: ["RowRaster"]),
        // `import SwiftUI` for row code that should compile with no edit: RowRaster re-exported;
        // with it `import Combine`, OpenCombine under Combine's name, as app models import it.
        // Like Apple's, it brings the UIKit names SwiftUI files use (UIScreen, UIImage, UIFont…)
        // without a module named UIKit, so canImport(UIKit) stays false.
        // `import WidgetKit` too, for rows an app shares with its widgets.
        .library(name: "SwiftUI", targets: ["SwiftUI", "Combine", "UniformTypeIdentifiers", "CoreTransferable", "WidgetKit"]),
        // `import UIKit` for SwiftUI files that use UIKit's colours, images, fonts, screen and
        // haptics; named RowRasterUIKit here, so canImport(UIKit) stays false for what builds beside
        // it, and re-exported under the name UIKit by the runner `rowraster previews` generates.
        .library(name: "RowRasterUIKit", targets: ["RowRasterUIKit"]),
        .library(name: "RowRasterTesting", targets: ["RowRasterTesting"]),
        // swift-snapshot-testing's `.image` strategies for RowRaster views, so an iOS snapshot
        // suite runs on Linux; its own product, so only those who use it build the library.
        .library(name: "RowRasterSnapshotTesting", targets: ["RowRasterSnapshotTesting"]),
        // `#Preview` and the runner behind `rowraster previews`: add it to the targets whose previews
        // should render. It builds swift-syntax (the macro's compiler plugin), so only they pay for it.
        .library(name: "RowRasterPreviews", targets: ["RowRasterPreviews"]),
        .executable(name: "rowraster", targets: ["rowraster"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // ObservableObject and @Published, as Combine gives them to SwiftUI apps.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // Only its `SnapshotTesting` product is used, which builds none of its dependencies.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // The `#Preview` macro's implementation; built only for targets that use RowRasterPreviews.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libpng reports errors by longjmp, which Swift cannot catch: the encoders live in C
        // (RowRaster's own, and libpng's for comparison). zlib gives them CRC-32 and Adler-32.
        .target(name: "CPNGCodec", dependencies: ["CPNG", "CRasterKernels"], linkerSettings: [.linkedLibrary("z")]),
        // Pixel loops that must vectorize (box blurs): C, which the compiler vectorizes well.
        .target(name: "CRasterKernels"),
        // Path boolean operations and stroke outlines: Debian's Clipper (libpolyclipping), C++
        // behind a C interface.
        .target(name: "CPathClipping", linkerSettings: [.linkedLibrary("polyclipping")]),
        .target(name: "RowRasterDisplay", dependencies: ["CPathClipping"]),
        .target(name: "RowRasterPNG", dependencies: ["CPNG", "CPNGCodec", "CRasterKernels", "RowRasterDisplay"]),
        // RowRasterPNG so a surface encodes straight from Cairo's pixels (RasterSurface.pngData).
        .target(name: "RowRasterCairo", dependencies: ["CCairo", "CRasterKernels", "RowRasterDisplay", "RowRasterPNG"]),
        .target(
            name: "RowRasterCore",
            dependencies: ["RowRasterDisplay", "RowRasterCairo", "RowRasterPNG",
                           .product(name: "OpenCombine", package: "OpenCombine")],
            // Measurement formatting calls the ICU that Foundation itself formats numbers and
            // dates with (the toolchain's `_FoundationICU`), so its output matches theirs.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
        // `import UniformTypeIdentifiers` and `import CoreTransferable` as on Apple's platforms:
        // content types (`UTType`) and `Transferable`, which file importers, drag and drop and
        // `ShareLink` take. `import SwiftUI` re-exports CoreTransferable, as Apple's does.
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "CoreTransferable",
                dependencies: ["UniformTypeIdentifiers", .product(name: "OpenCombine", package: "OpenCombine")]),
        .target(
            name: "RowRaster",
            dependencies: ["RowRasterCore", "RowRasterDisplay", "RowRasterCairo", "RowRasterPNG",
                           "CoreTransferable", "UniformTypeIdentifiers",
                           .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // A module named Combine makes `canImport(Combine)` true for whatever this package builds
        // after it. swift-snapshot-testing (1.19) and OpenCombine's core never ask; OpenCombine's
        // Foundation and Dispatch schedulers and its shim do (they would re-export this module
        // rather than declare their own), and this package builds none of them.
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // RowRasterPreviewMacros so `@Entry` expands wherever `import SwiftUI` compiles (SwiftPM
        // takes swift-syntax prebuilt where it can, so this costs the plugin's own build).
        .target(name: "SwiftUI", dependencies: ["RowRaster", "Combine", "RowRasterUIKit", "RowRasterPreviewMacros"]),
        .target(name: "RowRasterUIKit", dependencies: ["RowRaster", "RowRasterCore", "RowRasterDisplay", "RowRasterPNG"]),
        // The names of WidgetKit that views shared with widgets use (nothing of this package asks
        // `canImport(WidgetKit)`, so the module keeps Apple's name).
        .target(name: "WidgetKit", dependencies: ["SwiftUI"]),
        // Golden checks, comparison, failure artifacts, runs and configuration, with no test
        // library: the command line and the previews runner link this, so a fresh `rowraster`
        // process loads neither Testing nor XCTest (and can link the Swift runtime statically).
        .target(name: "RowRasterGoldens", dependencies: ["RowRaster", "RowRasterCairo", "RowRasterPNG"]),
        // The product tests import: RowRasterGoldens re-exported, plus the Swift Testing and
        // XCTest glue (`assertGolden`'s issue reporting, the `.goldens(…)` trait).
        .target(name: "RowRasterTesting", dependencies: ["RowRasterGoldens", "RowRaster"]),
        .target(name: "RowRasterSnapshotTesting",
                dependencies: ["RowRaster", "RowRasterTesting", "RowRasterPNG",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // Previews found at run time: the conformance records of `PreviewRegistry` (what `#Preview`
        // expands to) and `PreviewProvider`, read from the Swift runtime's metadata sections.
        .target(name: "CPreviewDiscovery"),
        // Discovery, rendering, goldens, contact sheet and workers of `rowraster previews`; no
        // swift-syntax, so the command line and the tests use it without building the macro.
        .target(name: "RowRasterPreviewRunner",
                dependencies: ["RowRaster", "RowRasterGoldens", "RowRasterPNG", "CPreviewDiscovery",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .macro(name: "RowRasterPreviewMacros",
               dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                              .product(name: "SwiftCompilerPlugin", package: "swift-syntax")]),
        .target(name: "RowRasterPreviews", dependencies: ["RowRasterPreviewRunner", "RowRasterPreviewMacros"]),
        // Example rows written as users write them: `import RowRaster` only.
        .target(name: "RowRasterGallery", dependencies: ["RowRaster"], resources: [.copy("Resources")]),
        .executableTarget(
            name: "rowraster",
            dependencies: [
                "RowRaster", "RowRasterGoldens", "RowRasterGallery", "RowRasterPNG", "RowRasterPreviewRunner",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Rows written as app code is, compiled twice: in Swift 5 language mode (most app
        // targets) and, through a symbolic link to the same folder, in Swift 6 mode.
        .target(name: "CompatibilityRows", dependencies: ["SwiftUI", "UniformTypeIdentifiers"], path: "Tests/CompatibilityRows",
                exclude: ["README.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "CompatibilityRowsSwift6", dependencies: ["SwiftUI", "UniformTypeIdentifiers"], path: "Tests/CompatibilityRowsSwift6",
                exclude: ["README.md"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // What tests watch of the engine at work (EngineCounters, the engine's probe), kept
        // out of the library: the engine only calls a probe that no ordinary render has.
        .target(name: "RowRasterTestSupport", dependencies: ["RowRaster", "RowRasterCore"], path: "Tests/RowRasterTestSupport"),
        .testTarget(
            name: "RowRasterTests",
            dependencies: ["RowRaster", "RowRasterTestSupport", "RowRasterTesting", "RowRasterGallery", "RowRasterCairo", "RowRasterPNG",
                           "RowRasterPreviewRunner", "CompatibilityRows", "CompatibilityRowsSwift6",
                           "UniformTypeIdentifiers", "CoreTransferable", "RowRasterUIKit", "WidgetKit", "Combine"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "RowRasterTestingTests", dependencies: ["RowRasterTesting", "RowRasterGoldens", "RowRasterPNG"]),
        .testTarget(name: "RowRasterCommandTests", dependencies: ["rowraster", "RowRaster", "RowRasterPreviewRunner"]),
        // An iOS snapshot suite as teams write it (`import SnapshotTesting`, `import SwiftUI`,
        // XCTest, Swift 5 mode as most app test targets are), with its references in
        // `__Snapshots__` recorded on Linux.
        .testTarget(name: "RowRasterSnapshotTestingTests",
                    dependencies: ["RowRasterSnapshotTesting", "SwiftUI", "RowRasterPNG",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // One call of every SwiftUI declaration RowRaster supports, with SwiftUI's signature,
        // generated by `make api-coverage`: building the tests type-checks them all.
        // Its calls reach deprecated and uninhabited API on purpose: their warnings are noise.
        .testTarget(name: "APICoverageTests", dependencies: ["SwiftUI", "UniformTypeIdentifiers"],
                    swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-suppress-warnings"])]),
    ]
)

// The documentation plugin joins only for `make docs`, so nothing else resolves it.
if Context.environment["ROWRASTER_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}

// Benchmarks (package-benchmark) join only when asked for, so `make test` never builds them:
//   ROWRASTER_BENCHMARKS=1 swift package --disable-sandbox benchmark   (or `make bench`)
if Context.environment["ROWRASTER_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]))
    // The hand-written C + Cairo + Pango version of the complex visual row: the reference.
    package.targets.append(.target(name: "CReferenceRow", dependencies: ["CCairo"], path: "Benchmarks/CReferenceRow"))
    package.targets.append(
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "RowRaster", "RowRasterGallery", "RowRasterPNG", "RowRasterCairo", "RowRasterDisplay", "CReferenceRow",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]))
    // One encoder, N encodes of one PNG's pixels and nothing else: for callgrind's instruction
    // counts (`make png-instructions`). Not under Benchmarks/: package-benchmark runs every
    // executable there as a benchmark, and `make bench` failed on this one.
    package.targets.append(
        .executableTarget(name: "PNGEncodeCount", dependencies: ["RowRasterPNG", "RowRasterDisplay"],
                          path: "scripts/png-instructions/PNGEncodeCount"))
    package.targets.append(
        .executableTarget(
            name: "GoldenBenchmarks",
            dependencies: ["RowRaster", "RowRasterTesting", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/GoldenBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]))
}
