import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Text in every script a list row meets, through the pinned font fallback chain.
@MainActor
@Suite struct ScriptGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func emojiSequences() {
        assertGolden(of: VStack(alignment: .leading, spacing: 6) {
            Text("Party 🎉 thumbs 👍🏽 family 👨‍👩‍👧‍👦")
            Text("Flags 🇯🇵 🇧🇷 🏳️‍🌈 keycap 1️⃣ #️⃣")
            Text("Sun ☀️ vs ☀ star ★ heart ❤️")
        }.padding(), proposal: Self.row)
    }

    @Test func scripts() {
        assertGolden(of: VStack(alignment: .leading, spacing: 6) {
            Text("買い物リスト: 牛乳と卵")
            Text("你好，世界 · 안녕하세요")
            Text("Reply: مرحبا بالعالم ok")
            Text("Hebrew שלום עולם and हिन्दी नमस्ते")
            Text("Thai สวัสดีครับ · Ελληνικά · Русский")
        }.padding(), proposal: Self.row)
    }
}
