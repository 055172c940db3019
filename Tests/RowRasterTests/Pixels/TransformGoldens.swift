import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Geometry effects drawn: affine ones through Cairo's matrix, perspective ones warped.
@MainActor
@Suite struct TransformGoldens {
    private func card(_ title: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline).foregroundStyle(.white)
            Text("Visa •••• 4242").font(.caption).foregroundStyle(.white.opacity(0.8))
        }
        .padding(12)
        .frame(width: 160, height: 96, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.indigo))
    }

    /// A card turned 30° about the vertical axis with SwiftUI's default perspective: the right
    /// edge recedes (shorter), the left comes forward (taller); the frame stays where it was.
    @Test func cardFlipped30DegreesAboutY() {
        let view = HStack(spacing: 12) {
            card("Wallet").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
            Color.orange.frame(width: 12, height: 96)
        }
        .padding(16)
        .background(Color(white: 0.95))
        assertGolden(of: view)
    }

    /// Tilted back about the x axis, anchored at the bottom, as a "cover flow" shelf.
    @Test func cardTiltedBackAboutXAtTheBottom() {
        let view = card("Shelf")
            .rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0), anchor: .bottom, perspective: 0.8)
            .padding(16)
            .background(Color.white)
        assertGolden(of: view)
    }

    @Test func scaleAndRotate() {
        let view = HStack(spacing: 20) {
            Circle().fill(Color.red).frame(width: 30, height: 30).scaleEffect(1.5)
            RoundedRectangle(cornerRadius: 4).fill(Color.blue).frame(width: 40, height: 20).rotationEffect(.degrees(30))
            Text("NEW").font(.caption.bold()).padding(4).background(Color.yellow)
                .rotationEffect(.degrees(-90), anchor: .center)
            Rectangle().fill(Color.green).frame(width: 30, height: 30).scaleEffect(x: 0.5, y: 1, anchor: .leading)
            Image(systemName: "star.fill").font(.title).foregroundStyle(.orange)
                .transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 6, ty: 0))
        }
        .padding(16)
        assertGolden(of: view)
    }
}
