import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// A horizontal row of shadowed cards in a scroll view inset from the screen's edges, at
/// scale 3: clipped at the scroll view's bounds by default, spilling past them with
/// `scrollClipDisabled()`.
@MainActor
@Suite struct ScrollClipGoldens {
    private static let size = ProposedViewSize(width: 390, height: 200)

    private func cards(clipDisabled: Bool) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 16) {
                ForEach(0..<4, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 12).fill(.white)
                        .frame(width: 140, height: 100)
                        .shadow(color: .black.opacity(0.5), radius: 12, y: 6)
                }
            }
        }
        .scrollClipDisabled(clipDisabled)
        .frame(height: 100)
        .padding(.horizontal, 40)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(white: 0.9))
    }

    @Test func clippedAtTheScrollViewsBounds() {
        assertGolden(of: cards(clipDisabled: false), proposal: Self.size)
    }

    @Test func shadowsSpillWithTheClipDisabled() {
        assertGolden(of: cards(clipDisabled: true), proposal: Self.size)
    }
}
