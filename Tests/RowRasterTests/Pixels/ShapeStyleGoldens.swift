import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Uneven rounded rectangles, colour gradients, hierarchical styles and trimmed shapes, drawn.
@MainActor
@Suite struct ShapeStyleGoldens {
    /// A chat row: bubbles with one sharp corner, toward their sender.
    @Test func unevenRoundedRectangles() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Are we still on for lunch?")
                .padding(.horizontal, 12).padding(.vertical, 8)
                .background(Color(.systemGray5), in: UnevenRoundedRectangle(topLeadingRadius: 18, bottomLeadingRadius: 4,
                                                                             bottomTrailingRadius: 18, topTrailingRadius: 18))
            HStack {
                Spacer()
                Text("Yes, 12:30!")
                    .foregroundStyle(.white)
                    .padding(.horizontal, 12).padding(.vertical, 8)
                    .background(Color.blue, in: .rect(cornerRadii: RectangleCornerRadii(topLeading: 18, bottomLeading: 18,
                                                                                        bottomTrailing: 4, topTrailing: 18)))
            }
            UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20, style: .circular)
                .stroke(Color.orange, lineWidth: 3)
                .frame(height: 30)
        }
        .padding(12)
        assertGolden(of: view, proposal: ProposedViewSize(width: 320, height: nil))
    }

    @Test func colorGradients() {
        let view = HStack(spacing: 10) {
            ForEach([Color.red, .orange, .green, .blue, .purple, .gray], id: \.self) { color in
                RoundedRectangle(cornerRadius: 10).fill(color.gradient).frame(width: 44, height: 44)
            }
            Capsule().fill(Gradient(colors: [.yellow, .pink])).frame(width: 30, height: 44)
        }
        .padding(10)
        assertGolden(of: view)
    }

    /// A settings-like block: text at each label level, fills, separator and a background card.
    @Test func hierarchicalStyles() {
        let view = VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
            }
            HStack(spacing: 6) {
                ForEach(0..<4) { index in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(index == 0 ? AnyShapeStyle(.fill) : index == 1 ? AnyShapeStyle(.fill.secondary)
                              : index == 2 ? AnyShapeStyle(.fill.tertiary) : AnyShapeStyle(.fill.quaternary))
                        .frame(width: 40, height: 24)
                }
                Circle().fill(Color.purple.secondary).frame(width: 24, height: 24)
                Circle().fill(Color.purple.tertiary).frame(width: 24, height: 24)
                Capsule().fill(.tint).frame(width: 40, height: 24)
            }
            Rectangle().fill(.separator).frame(height: 1)
            Text("Card on the background style")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(8)
                .background(.background, in: .rect(cornerRadius: 8))
        }
        .padding(12)
        .background(Color(.systemGroupedBackground))
        assertGolden(of: view, proposal: ProposedViewSize(width: 360, height: nil))
    }

    /// Progress rings: a trimmed circle stroked with round caps over its track.
    @Test func trimmedProgressRings() {
        let view = HStack(spacing: 16) {
            ForEach([0.25, 0.6, 0.9], id: \.self) { progress in
                ZStack {
                    Circle().stroke(Color.green.opacity(0.2), lineWidth: 6)
                    Circle().trim(from: 0, to: progress)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 40, height: 40)
            }
        }
        .padding(12)
        assertGolden(of: view)
    }

    /// Styles casting shadows, left to right: a white card with a soft drop shadow below it; a
    /// blue disc with a dark inner shadow at its top left; bold orange text with a drop shadow.
    @Test func shadowStyles() {
        let view = HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 10).fill(.white.shadow(.drop(radius: 4, y: 2))).frame(width: 60, height: 44)
            Circle().fill(.blue.shadow(.inner(color: .black.opacity(0.6), radius: 4, x: 3, y: 3))).frame(width: 50, height: 50)
            Text("Shadow").font(.title.bold())
                .foregroundStyle(.orange.shadow(.drop(color: .black.opacity(0.5), radius: 1, x: 1, y: 2)))
        }
        .padding(14)
        .background(Color(.systemGray6))
        assertGolden(of: view)
    }
}
