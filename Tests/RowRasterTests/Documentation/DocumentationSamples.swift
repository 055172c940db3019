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
}
