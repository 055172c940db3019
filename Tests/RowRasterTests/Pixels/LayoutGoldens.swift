import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Containers as app rows use them: a photo grid, a tag cloud in a custom flow layout, a
/// stats table in a Grid.
@MainActor
@Suite struct LayoutGoldens {
    private static let width = ProposedViewSize(width: 390, height: nil)

    @Test func photoGrid() {
        let tints: [Color] = [.blue, .orange, .green, .pink, .teal, .purple, .yellow, .indigo, .mint, .red]
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 2)], spacing: 2) {
            ForEach(0..<10, id: \.self) { index in
                tints[index]
                    .aspectRatio(1, contentMode: .fit)
                    .overlay(alignment: .bottomLeading) {
                        Text("\(index + 1)").font(.caption).foregroundStyle(.white).padding(4)
                    }
            }
        }
        assertGolden(of: view, proposal: Self.width)
    }

    @Test func tagFlowLayout() {
        let tags = ["SwiftUI", "Layout", "Grids", "Custom containers", "iOS 17", "Flow", "Tags", "Linux", "Cairo", "PNG"]
        let view = TagFlowLayout(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.subheadline)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(Color.blue.opacity(0.15), in: Capsule())
            }
        }
        .padding(16)
        assertGolden(of: view, proposal: Self.width)
    }

    @Test func statsGrid() {
        let stats: [(String, String, String)] = [("Distance", "5.2 km", "+12%"), ("Pace", "5'41\"", "−3%"), ("Calories", "412", "+8%")]
        let view = Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Metric").font(.caption).foregroundStyle(.secondary)
                Text("Today").font(.caption).foregroundStyle(.secondary).gridColumnAlignment(.trailing)
                Text("Week").font(.caption).foregroundStyle(.secondary).gridColumnAlignment(.trailing)
            }
            Divider()
            ForEach(stats, id: \.0) { stat in
                GridRow {
                    Text(stat.0)
                    Text(stat.1).bold()
                    Text(stat.2).foregroundStyle(stat.2.hasPrefix("+") ? Color.green : Color.red)
                }
            }
        }
        .padding(16)
        assertGolden(of: view, proposal: Self.width)
    }
}
