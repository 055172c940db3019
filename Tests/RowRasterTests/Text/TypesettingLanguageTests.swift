import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `typesettingLanguage`: the same Han characters drawn in their Japanese or Chinese forms,
/// chosen by language as Core Text chooses them.
@MainActor
@Suite struct TypesettingLanguageTests {
    private func pixels(_ view: some View) throws -> [UInt8] {
        try RenderPipeline.render(view.padding(2), proposal: .unspecified, scale: 3).bitmap.bytes
    }

    /// 直 and 骨 have distinct Japanese and Simplified Chinese forms.
    private let han = "直骨"

    @Test func japaneseAndChineseDrawDifferentFormsOfTheSameCharacters() throws {
        let japanese = try pixels(Text(han).typesettingLanguage(Locale.Language(identifier: "ja")))
        let chinese = try pixels(Text(han).typesettingLanguage(Locale.Language(identifier: "zh-Hans")))
        let traditional = try pixels(Text(han).typesettingLanguage(.explicit(Locale.Language(identifier: "zh-Hant"))))
        #expect(japanese != chinese)
        #expect(traditional != chinese)
        // The view modifier reaches the text inside; the text's own setting wins.
        #expect(try pixels(VStack { Text(han) }.typesettingLanguage(Locale.Language(identifier: "ja"))) == japanese)
        #expect(try pixels(VStack { Text(han).typesettingLanguage(Locale.Language(identifier: "ja")) }
            .typesettingLanguage(Locale.Language(identifier: "zh-Hans"))) == japanese)
    }

    @Test func automaticAndDisabledLeaveTheDefault() throws {
        let plain = try pixels(Text(han))
        #expect(try pixels(Text(han).typesettingLanguage(.automatic)) == plain)
        #expect(try pixels(Text(han).typesettingLanguage(Locale.Language(identifier: "ja"), isEnabled: false)) == plain)
        #expect(try pixels(Text(han).typesettingLanguage(.automatic, isEnabled: true)) == plain)
    }

    @Test func fontconfigsChineseTagsFollowScriptAndRegion() {
        #expect(TypesettingLanguage.explicit(Locale.Language(identifier: "zh-Hans")).languageTag == "zh-cn")
        #expect(TypesettingLanguage.explicit(Locale.Language(identifier: "zh-Hant")).languageTag == "zh-tw")
        #expect(TypesettingLanguage.explicit(Locale.Language(identifier: "zh-Hant-HK")).languageTag == "zh-hk")
        #expect(TypesettingLanguage.explicit(Locale.Language(identifier: "ja-JP")).languageTag == "ja")
        #expect(TypesettingLanguage.explicit(Locale.Language(identifier: "ko")).languageTag == "ko")
    }
}
