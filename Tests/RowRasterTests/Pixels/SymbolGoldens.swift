import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Symbols beside text at each image scale, in variants, and inline in text.
@MainActor
@Suite struct SymbolGoldens {
    @Test func imageScalesBesideTextAndVariants() {
        let scales: [(String, Image.Scale)] = [("small", .small), ("medium", .medium), ("large", .large)]
        let view = VStack(alignment: .leading, spacing: 8) {
            ForEach(scales, id: \.0) { label, scale in
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text(label).frame(width: 64, alignment: .leading)
                    Image(systemName: "heart")
                    Image(systemName: "cart")
                    Image(systemName: "cloud.rain")
                    Image(systemName: "speaker.wave.2")
                    Text("Hxg")
                }
                .imageScale(scale)
            }
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text("variants").frame(width: 64, alignment: .leading)
                Image(systemName: "bell")
                Image(systemName: "bell").symbolVariant(.fill)
                Image(systemName: "bell").symbolVariant(.slash)
                Image(systemName: "bell").symbolVariant(.circle.fill)
                Image(systemName: "gear").symbolVariant(.slash)
            }
            Text("Inline \(Image(systemName: "paperplane")) and \(Image(systemName: "checkmark.seal.fill")) symbols")
                .font(.title3)
        }
        .padding(8)
        assertGolden(of: view)
    }
}
