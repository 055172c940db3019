import Foundation
import RowRasterDisplay
import RowRasterPNG
import RowRasterPreviewRunner
import Testing

/// `rowraster previews --package` on Examples/ComponentKit, a package written for Xcode that does
/// not depend on RowRaster: two targets (one with a resource read through `Bundle.module`), a
/// package dependency, tools 5.9 (Swift 5 mode). The runner declares its targets again; the
/// package's own files are not touched. Built like the walkthrough's (ROWRASTER_PREVIEWS_E2E).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ROWRASTER_PREVIEWS_E2E"] != nil,
                             "builds the example package: set ROWRASTER_PREVIEWS_E2E=1 (make test does)"),
       .timeLimit(.minutes(15)))
struct UneditedPackagePreviewsTests {
    static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/ComponentKit")

    @Test func previewsOfAPackageThatDoesNotKnowRowRasterRender() throws {
        let manifest = try String(contentsOf: Self.kit.appendingPathComponent("Package.swift"), encoding: .utf8)
        try? FileManager.default.removeItem(at: Self.kit.appendingPathComponent("output/previews"))
        let walkthrough = PreviewsWalkthroughTests()
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let run = try walkthrough.run(executable.path, ["previews", "--package", Self.kit.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("rendered 2 images of 2 previews"), "\(run.output)")
        let folder = Self.kit.appendingPathComponent("output/previews/Components")
        let images = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        #expect(images == ["Badges@3x.png", "Plan card@3x.png"])
        // The card's tint is the brand colour of the package's own palette.json (#5E5CE6), read
        // through Bundle.module: its fallback would be black.
        let card = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("Plan card@3x.png"))
        let hasBrand = stride(from: 0, to: card.bytes.count, by: 4).contains { index in
            card.bytes[index] == 0x5E && card.bytes[index + 1] == 0x5C && card.bytes[index + 2] == 0xE6
        }
        #expect(hasBrand)
        // The card reaches its target's asset catalog through the symbols Xcode generates: the
        // border colour set (.stroke(.cardBorder), #8E4CE0) and the SVG image (Image(.sparkle),
        // #F5A623). Neither is in the package's sources; the runner writes them as Xcode does.
        #expect(Self.contains(card, 0x8E, 0x4C, 0xE0) && Self.contains(card, 0xF5, 0xA6, 0x23))
        // The package is as it was: only its build folder and output changed.
        #expect(try String(contentsOf: Self.kit.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
    }

    /// A file that does not compile (it imports MapKit, which RowRaster lacks) and a file that needs it are set aside;
    /// the other previews render, and the run says what was not rendered and why, ranks the
    /// missing API, puts the same in --json, and exits with 3. The two files are added for this
    /// test only and removed after it.
    @Test func aPartialBuildRendersTheRestAndSaysWhy() throws {
        let components = Self.kit.appendingPathComponent("Sources/Components")
        let chart = components.appendingPathComponent("ChartCard.swift")
        let section = components.appendingPathComponent("ChartSection.swift")
        defer {
            try? FileManager.default.removeItem(at: chart)
            try? FileManager.default.removeItem(at: section)
        }
        try """
            import SwiftUI
            import MapKit

            struct ChartCard: View {
                var body: some View { Text("Chart") }
            }

            #Preview("Chart card") { ChartCard() }
            """.write(to: chart, atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            struct ChartSection: View {
                var body: some View { ChartCard().padding() }
            }

            #Preview("Chart section") { ChartSection() }
            #Preview { ChartSection().padding() }
            """.write(to: section, atomically: true, encoding: .utf8)
        let summary = Self.kit.appendingPathComponent("output/partial.json")
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let run = try PreviewsWalkthroughTests().run(executable.path, ["previews", "--package", Self.kit.path, "--json", summary.path])
        #expect(run.status == 3, "\(run.output)\n\(run.errors)")
        #expect(run.output.contains("rendered 2 images of 2 previews"), "\(run.output)")
        #expect(run.output.contains("Components/ChartCard.swift (\"Chart card\"): ChartCard.swift:2 uses MapKit (not supported)"),
                "\(run.output)")
        #expect(run.output.contains("Components/ChartSection.swift (\"Chart section\", \"ChartSection\"): ChartSection.swift:4 uses ChartCard (from ChartCard.swift, set aside)"),
                "\(run.output)")
        // The section's previews are blocked by what blocked the card: MapKit blocks all three.
        #expect(run.output.contains("missing API, by previews blocked:\n  3 previews: MapKit"), "\(run.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: summary)) as? [String: Any])
        let ranking = try #require(json["missingAPI"] as? [[String: Any]])
        #expect(ranking.map { $0["api"] as? String } == ["MapKit"])
        #expect((json["setAside"] as? [[String: Any]])?.count == 2)
    }

    /// An app target's folder, with no Package.swift: the @main App is set aside before the
    /// build, the UIKit helper builds (the runner's UIKit module re-exports RowRasterUIKit), the folder's colour
    /// asset is registered, and the images go under the folder the command runs in.
    @Test func anAppFolderRendersWithItsAppSetAside() throws {
        let notes = Self.kit.deletingLastPathComponent().appendingPathComponent("AppFolderDemo")
        try? FileManager.default.removeItem(at: notes.appendingPathComponent("output/previews"))
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let run = try PreviewsWalkthroughTests().run(executable.path, ["previews", "--sources", "NotesApp"], directory: notes)
        // Every file but the App builds, the UIKit helper too, so the run is whole: status 0.
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
        #expect(run.output.contains("rendered 3 images of 3 previews"), "\(run.output)")
        #expect(!run.output.contains("Haptics.swift"), "\(run.output)")
        let folder = notes.appendingPathComponent("output/previews/NotesApp")
        let images = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        #expect(images == ["Notebook header@3x.png", "NotesListView@3x.png", "Pinned note@3x.png"])
        // The pin takes NoteTint from the folder's asset catalog (#FF9F0A); unregistered, it
        // would be clear.
        let row = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("Pinned note@3x.png"))
        #expect(Self.contains(row, 0xFF, 0x9F, 0x0A))
        // The header reaches the catalog through Xcode's generated symbols: the SVG cover
        // (Image(.notebook), #F2C94C), the PNG avatar (Image(.authorAvatar), #2F9E8F) and the
        // ring in AccentColor (.stroke(.accent), #585AD9).
        let header = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("Notebook header@3x.png"))
        #expect(Self.contains(header, 0xF2, 0xC9, 0x4C) && Self.contains(header, 0x2F, 0x9E, 0x8F) && Self.contains(header, 0x58, 0x5A, 0xD9))
        // The folder's String Catalog translates the list's title and its plural footer in a
        // German render ("Notizen", "3 Notizen"): the image is not the English one.
        let german = try PreviewsWalkthroughTests().run(executable.path, ["previews", "--sources", "NotesApp", "--variants", "de_DE",
                                                                          "--filter", "NotesListView"], directory: notes)
        #expect(german.status == 0, "\(german.output)\n\(german.errors)")
        let english = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("NotesListView@3x.png"))
        let translated = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("NotesListView@3x.de_DE.png"))
        #expect(english.width == translated.width && english.bytes != translated.bytes)
    }
}

extension UneditedPackagePreviewsTests {
    /// Whether `bitmap` has an opaque pixel of exactly this colour.
    static func contains(_ bitmap: Bitmap, _ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Bool {
        stride(from: 0, to: bitmap.bytes.count, by: 4).contains { index in
            bitmap.bytes[index] == red && bitmap.bytes[index + 1] == green && bitmap.bytes[index + 2] == blue
                && bitmap.bytes[index + 3] == 0xFF
        }
    }

    /// The same app read from its Xcode 16 project: the target's synchronized folder, less the
    /// file the project's exception set leaves out of the target (the UIKit helper), so every
    /// file builds and the run is a full one.
    @Test func anXcodeProjectsTargetRenders() throws {
        let notes = Self.kit.deletingLastPathComponent().appendingPathComponent("AppFolderDemo")
        try? FileManager.default.removeItem(at: notes.appendingPathComponent("output/previews"))
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let run = try PreviewsWalkthroughTests().run(executable.path, ["previews", "--xcodeproj", "NotesApp.xcodeproj",
                                                                       "--target", "NotesApp"], directory: notes)
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
        #expect(run.output.contains("rendered 3 images of 3 previews"), "\(run.output)")
        #expect(!run.output.contains("set aside"), "\(run.output)")
    }
}

/// Examples/ConditionalKit depends on RowRaster's products only `.when(platforms: [.linux])`, the
/// form that leaves the package building with Apple's SwiftUI in Xcode: on Linux its previews
/// render through its own products, as a package that depends on RowRaster outright.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ROWRASTER_PREVIEWS_E2E"] != nil,
                "builds the example package: set ROWRASTER_PREVIEWS_E2E=1 (make test does)"),
       .timeLimit(.minutes(15)))
struct ConditionalDependencyPreviewsTests {
    @Test func aPackageDependingOnRowRasterOnlyOnLinuxRenders() throws {
        let kit = UneditedPackagePreviewsTests.kit.deletingLastPathComponent().appendingPathComponent("ConditionalKit")
        try? FileManager.default.removeItem(at: kit.appendingPathComponent("output/previews"))
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let run = try PreviewsWalkthroughTests().run(executable.path, ["previews", "--package", kit.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("rendered 1 images of 1 previews"), "\(run.output)")
        let counts = try PNGCodec.decode(contentsOf: kit.appendingPathComponent("output/previews/Badges/Counts@3x.png"))
        // Three capsules in padding at their ideal size (.sizeThatFitsLayout), at @3x; the
        // bold captions at SF Pro's widths, 3 % wider than Inter's own.
        #expect(counts.width == 417 && counts.height == 156)
        // A package that depends on RowRaster is built as written: a file that does not
        // compile is not set aside; the compiler's errors are shown and the status is 2.
        let broken = try PreviewsWalkthroughTests().run(executable.path, ["previews", "--package", kit.path],
                                                        environment: ["CONDITIONALKIT_BROKEN": "1"])
        #expect(broken.status == 2, "\(broken.output)\n\(broken.errors)")
        #expect(broken.errors.contains("BrokenBadge.swift") && broken.errors.contains("did not build"), "\(broken.errors)")
    }
}

/// A feature package of a modular app (Examples/ModularApp/Packages/Features) whose previews use
/// its design-system package, a neighbour reached by path that imports SwiftUI too: the runner
/// declares both packages' targets, so the design system is built with RowRaster's SwiftUI.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ROWRASTER_PREVIEWS_E2E"] != nil,
                "builds the example package: set ROWRASTER_PREVIEWS_E2E=1 (make test does)"),
       .timeLimit(.minutes(15)))
struct PathDependencyPreviewsTests {
    @Test func aFeaturePackageRendersWithItsDesignSystem() throws {
        let features = UneditedPackagePreviewsTests.kit.deletingLastPathComponent()
            .appendingPathComponent("ModularApp/Packages/Features")
        try? FileManager.default.removeItem(at: features.appendingPathComponent("output/previews"))
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let run = try PreviewsWalkthroughTests().run(executable.path, ["previews", "--package", features.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("rendered 1 images of 1 previews"), "\(run.output)")
        let header = try PNGCodec.decode(contentsOf: features.appendingPathComponent("output/previews/Profile/Profile header@3x.png"))
        #expect(header.width == 1170)
    }
}
