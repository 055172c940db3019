import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// `lineLimit` ranges as card grids use them: titles that reserve two lines keep the cards'
/// captions level whether a title takes one line or two.
@MainActor
@Suite struct LineLimitGoldens {
    private func card(_ title: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline).lineLimit(2, reservesSpace: true)
                .background(Color.yellow.opacity(0.3))
            Text("Caption").font(.caption).foregroundStyle(.secondary)
        }
        .frame(width: 110, alignment: .leading)
        .padding(8)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
    }

    @Test func reservedTitlesKeepCaptionsLevel() {
        let view = HStack(alignment: .top, spacing: 8) {
            card("Short")
            card("A title long enough to wrap and be cut")
            VStack(alignment: .leading, spacing: 4) {
                Text("At least three").lineLimit(3...).background(Color.mint.opacity(0.3))
                Text("At most one line of this").lineLimit(...1).background(Color.mint.opacity(0.3))
            }
            .frame(width: 110, alignment: .leading)
        }
        .padding(8)
        assertGolden(of: view)
    }
}
