import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Screens on an iPhone 15 sized canvas (390×844) whose safe area keeps a 47-point status bar
/// and a 34-point home indicator clear, given here with `safeAreaPadding` as a device gives it.
@MainActor
@Suite struct SafeAreaGoldens {
    private static let device = ProposedViewSize(width: 390, height: 844)

    /// A gradient fills the whole screen under the bars; the cards stay inside the safe area
    /// and the bottom bar sits on the home indicator's edge, the gradient running under it.
    @Test func gradientUnderTheBarsBehindCardsAndABottomBar() {
        let screen = ZStack {
            LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 12) {
                ForEach(0..<5) { index in
                    HStack {
                        Text("Card \(index + 1)").font(.headline)
                        Spacer()
                        Image(systemName: "chevron.right")
                    }
                    .padding()
                    .background(.white.opacity(0.85), in: RoundedRectangle(cornerRadius: 12))
                }
                Spacer()
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Text("Continue").font(.headline).foregroundStyle(.white)
                .frame(maxWidth: .infinity).padding()
                .background(Color.black.opacity(0.6))
        }
        .safeAreaPadding(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        assertGolden(of: screen, proposal: Self.device, scale: 1)
    }

    /// A header colour flush with the status bar fills up under it; the title stays below it.
    @Test func headerBackgroundRunsUnderTheStatusBar() {
        let screen = VStack(spacing: 0) {
            Text("Inbox").font(.largeTitle.bold()).foregroundStyle(.white)
                .frame(maxWidth: .infinity, alignment: .leading).padding()
                .background(Color.blue)
            Color(white: 0.95)
        }
        .safeAreaPadding(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        assertGolden(of: screen, proposal: Self.device, scale: 1)
    }
}
