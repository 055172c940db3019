import CCairo
import Foundation
import RowRasterDisplay

/// The project's own fontconfig configuration: only the packaged font files, nothing else.
///
/// A machine's fonts.conf, user fonts and hinting preferences never reach a render, so the same
/// text gives the same pixels on every machine with the Debian packages. A missing file is an
/// error (`RenderError.fontsUnavailable`), never a silent substitution.
package final class FontSetup: @unchecked Sendable {
    // @unchecked Sendable: `config` is an FcConfig that nothing changes after `init` (rescans
    // are off), which fontconfig allows any thread to read; `files` is immutable.
    /// The FcConfig holding exactly `files`; immutable after init, shared by every thread's font map.
    let config: OpaquePointer
    package let files: [String]

    package static let interDirectory = "/usr/share/fonts/opentype/inter"
    package static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
    package static let notoDirectory = "/usr/share/fonts/truetype/noto"
    package static let notoCJKDirectory = "/usr/share/fonts/opentype/noto"
    package static let jetBrainsMonoDirectory = "/usr/share/fonts/truetype/jetbrains-mono"
    package static let quicksandDirectory = "/usr/share/fonts/truetype/quicksand"

    /// The fonts that draw what Inter and DejaVu cannot, in the order they are asked: Chinese,
    /// Japanese and Korean (Simplified Chinese glyph forms first, as iOS picks for English), then
    /// the scripts iOS's own fallback fonts cover. Colour emoji are not in the chain: Cairo 1.16
    /// cannot scale them, so they are drawn as images (EmojiGlyphs.swift).
    package static let scriptFallbackFamilies = [
        "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
    ]

    /// Inter in all nine weights, upright and italic, and the six faces of fonts-dejavu-core;
    /// Noto Serif (fonts-noto-core: regular and bold, upright and italic) for `Font.Design.serif`
    /// and JetBrains Mono (fonts-jetbrains-mono: eight weights, upright and italic) for
    /// `Font.Design.monospaced`; Quicksand (fonts-quicksand: light, regular, medium and bold) for
    /// `Font.Design.rounded`.
    package static var defaultFiles: [String] {
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        var files: [String] = []
        for weight in weights {
            files.append("\(interDirectory)/Inter-\(weight).otf")
            files.append("\(interDirectory)/Inter-\(weight == "Regular" ? "" : weight)Italic.otf")
        }
        for face in ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold",
                     "DejaVuSerif", "DejaVuSerif-Bold"] {
            files.append("\(dejaVuDirectory)/\(face).ttf")
        }
        for face in ["Regular", "Italic", "Bold", "BoldItalic"] {
            files.append("\(notoDirectory)/NotoSerif-\(face).ttf")
        }
        // JetBrains Mono has no Black (900) face; `.black` gets ExtraBold, the nearest.
        for weight in weights where weight != "Black" {
            files.append("\(jetBrainsMonoDirectory)/JetBrainsMono-\(weight).ttf")
            files.append("\(jetBrainsMonoDirectory)/JetBrainsMono-\(weight == "Regular" ? "" : weight)Italic.ttf")
        }
        for weight in ["Light", "Regular", "Medium", "Bold"] {
            files.append("\(quicksandDirectory)/Quicksand-\(weight).ttf")
        }
        files.append("\(notoDirectory)/NotoColorEmoji.ttf")
        files.append("\(notoCJKDirectory)/NotoSansCJK-Regular.ttc")
        files.append("\(notoCJKDirectory)/NotoSansCJK-Bold.ttc")
        for script in ["Arabic", "Hebrew", "Devanagari", "Thai"] {
            files.append("\(notoDirectory)/NotoSans\(script)-Regular.ttf")
            files.append("\(notoDirectory)/NotoSans\(script)-Bold.ttf")
        }
        return files
    }

    package init(files: [String]) throws(RenderError) {
        let missing = files.filter { !FileManager.default.isReadableFile(atPath: $0) }
        guard missing.isEmpty else { throw .fontsUnavailable(missing: missing) }
        guard let config = FcConfigCreate() else { throw .cairo("FcConfigCreate failed") }
        var unreadable: [String] = []
        for file in files where FcConfigAppFontAddFile(config, file) == 0 {
            unreadable.append(file)
        }
        guard unreadable.isEmpty else {
            FcConfigDestroy(config)
            throw .fontsUnavailable(missing: unreadable)
        }
        // Never look at the disk again: the set is fixed for the life of the process.
        FcConfigSetRescanInterval(config, 0)
        self.config = config
        self.files = files
    }

    deinit { FcConfigDestroy(config) }

    /// The process-wide set-up over `defaultFiles` and the registered fonts (`FontRegistry`).
    package static func shared() throws(RenderError) -> FontSetup {
        try FontRegistry.shared.current().setup.get()
    }
}
