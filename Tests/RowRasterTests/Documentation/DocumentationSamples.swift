import Foundation
import RowRaster
import RowRasterTesting
import Testing

// The code the documentation articles show (Sources/*/*.docc), compiled and run here;
// DocumentationSampleTests checks that every Swift block of an article is found in this file.

struct Person {
    var name: String
    var detail: String
    var color: Color

    static let sample = Person(name: "Ada Lovelace", detail: "Analytical Engine", color: .blue)
}

struct PersonRow: View {
    let person: Person

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(person.color.gradient)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(person.name).font(.headline)
                Text(person.detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

struct PeopleList: View {
    var body: some View {
        List(0..<500, id: \.self) { index in
            PersonRow(person: Person(name: "Person \(index)", detail: "Detail \(index)", color: .teal))
        }
    }
}

@MainActor
func renderPersonRow(to url: URL) throws {
    let renderer = ImageRenderer(content: PersonRow(person: .sample))
    renderer.scale = 3
    renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
    try renderer.write(to: url)
}

@MainActor
func measureScrolling() throws -> FrameReport {
    var simulation = ScrollSimulation(PeopleList())
    simulation.budget = .hz120
    simulation.script = .constantVelocity(pointsPerSecond: 2000, seconds: 0.25)
    let report = try simulation.run()
    print("hitches: \(report.summary.hitches), p95: \(report.summary.p95Ms) ms")
    return report
}

@MainActor
func renderDarkPersonRow(to url: URL) throws {
    let renderer = ImageRenderer(content: PersonRow(person: .sample))
    renderer.appearance = RenderAppearance(colorScheme: .dark, dynamicTypeSize: .accessibility3)
    try renderer.write(to: url)
}

struct UpgradeLabel: View {
    let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.4, green: 0.6, blue: 1, alpha: 1) : .systemBlue
    }

    var body: some View {
        Text("Upgrade").foregroundStyle(Color(uiColor: brand))
    }
}

@MainActor
func brandTitle(fontFile: URL) throws -> some View {
    try FontLibrary.shared.register(fontFile: fontFile)   // App/Fonts/Brand-Bold.otf
    return Text("Hello").font(.custom("Brand-Bold", size: 17))
}

/// FrameBudgets.md's deterministic clock: compiled, not run.
@MainActor
func flingWithACostClock() throws -> [FrameReport.Row] {
    var simulation = ScrollSimulation(PeopleList())
    simulation.budget = .hz120
    simulation.script = .fling(velocity: 3_000)             // or .constantVelocity, .offsets
    simulation.clock = .cost(pixelsPerMillisecond: 500_000, millisecondsPerEvaluation: 0.01)
    let report = try simulation.run()                       // FrameReport: Codable
    print(report.summaryTable())
    return report.rows.filter(\.flagged)                    // the rows that missed the budget
}

/// GoldenTests.md's matrix of appearances: compiled, not run (each appearance would need its golden).
@MainActor
func personRowInFourAppearances() {
    assertGolden(of: PersonRow(person: .sample), proposal: ProposedViewSize(width: 390, height: nil),
                 appearances: [.standard, .dark, .dynamicTypeSize(.accessibility3),
                               RenderAppearance(dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft)])
    // Goldens/<Suite>/<test>@3x.png, <test>@3x.dark.png, <test>@3x.ax3.png, <test>@3x.ax3.rtl.png
}

@MainActor
@Suite struct DocumentationSamples {
    @Test func personRow() {
        assertGolden(of: PersonRow(person: .sample), proposal: ProposedViewSize(width: 390, height: nil))
    }

    @Test func theGettingStartedRenderWritesAPNG() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-docs-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderPersonRow(to: url)
        let bytes = try Data(contentsOf: url)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func theFrameBudgetSampleRuns() throws {
        let report = try measureScrolling()
        #expect(report.frames.count == 30)
        #expect(report.budgetMs == 1000.0 / 120)
    }

    @MainActor @Test func theAppearanceSamplesRun() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("person-\(UUID().uuidString)@3x.dark.ax3.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderDarkPersonRow(to: url)
        #expect(FileManager.default.fileExists(atPath: url.path))
        let renderer = ImageRenderer(content: UpgradeLabel())
        #expect(try renderer.bitmap().width > 0)
    }

    @MainActor @Test func theFontSampleRuns() throws {
        // Noto Serif Display stands in for an app's font file; "Brand-Bold" is not its name, so
        // the title draws in the system font and warns.
        let title = try brandTitle(fontFile: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerifDisplay-Bold.ttf"))
        let renderer = ImageRenderer(content: title)
        _ = try renderer.bitmap()
        #expect(renderer.warnings == [.missingFont(name: "Brand-Bold")])
    }
}
