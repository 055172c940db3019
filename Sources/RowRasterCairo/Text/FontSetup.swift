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
    /// Whether `files` hold Archivo (both `widthFamilyFiles`), which SF Pro's other widths need.
    package let hasWidthFamily: Bool

    package static let interDirectory = "/usr/share/fonts/opentype/inter"
    package static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
    package static let notoDirectory = "/usr/share/fonts/truetype/noto"
    package static let notoCJKDirectory = "/usr/share/fonts/opentype/noto"
    package static let jetBrainsMonoDirectory = "/usr/share/fonts/truetype/jetbrains-mono"
    package static let quicksandDirectory = "/usr/share/fonts/truetype/quicksand"
    /// Archivo, upright and italic: variable fonts with a width axis, for SF Pro's compressed,
    /// condensed and expanded widths. Not in Debian, so scripts/install-dependencies.sh fetches
    /// them (pinned) from their PyPI package into this folder.
    package static let widthFamilyFiles = [
        "/usr/local/share/fonts/rowraster/Archivo.ttf", "/usr/local/share/fonts/rowraster/Archivo-Italic.ttf",
    ]
    /// The family of `widthFamilyFiles`, as fontconfig names it.
    package static let widthFamily = "Archivo"

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
    /// `Font.Design.rounded`. Archivo (`widthFamilyFiles`) is not among them: it joins a set-up
    /// when installed (`FontRegistry`), and widths draw standard with a warning when it is not.
    /// Made once: a fresh process's font set-up asks for it once per file it is given.
    package static let defaultFiles: [String] = {
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
    }()

    package init(files: [String]) throws(RenderError) {
        let missing = files.filter { !FileManager.default.isReadableFile(atPath: $0) }
        guard missing.isEmpty else { throw .fontsUnavailable(missing: missing) }
        guard let config = FcConfigCreate() else { throw .cairo("FcConfigCreate failed") }
        // The packaged files come from their directories' fontconfig caches, each file accepted
        // by its full path and everything else in those directories rejected: the same fonts as
        // adding each file, without parsing them (about 80 ms of a fresh process, most of it the
        // CJK collections, against well under 1 ms from the caches Debian's fc-cache keeps).
        // Registered files, and any packaged one the caches do not give, are added one by one.
        let defaults = Set(Self.defaultFiles + Self.widthFamilyFiles)
        let packaged = files.filter { defaults.contains($0) }
        if !packaged.isEmpty {
            guard FcConfigParseAndLoadFromMemory(config, Self.configuration(accepting: packaged), 1) != 0,
                  FcConfigBuildFonts(config) != 0 else {
                FcConfigDestroy(config)
                throw .cairo("fontconfig rejected RowRaster's font configuration")
            }
        }
        let cached = Self.filesInSet(FcConfigGetFonts(config, FcSetSystem))
        var unreadable: [String] = []
        for file in files where !cached.contains(file) && FcConfigAppFontAddFile(config, file) == 0 {
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
        self.hasWidthFamily = Self.widthFamilyFiles.allSatisfy(files.contains)
    }

    /// A fontconfig configuration over the directories of `files` and their caches (the
    /// system's, then the user's, where fontconfig writes one if the system's is stale) that
    /// accepts exactly `files`. No rules, aliases or other directories: nothing from the machine.
    private static func configuration(accepting files: [String]) -> String {
        var directories: [String] = []
        for file in files {
            // The text before the last "/" (the packaged files' paths are absolute); NSString's
            // deletingLastPathComponent costs a fresh process about 35,000 instructions a file.
            guard let slash = file.lastIndex(of: "/") else { continue }
            let directory = slash == file.startIndex ? "/" : String(file[..<slash])
            if !directories.contains(directory) { directories.append(directory) }
        }
        var xml = "<?xml version=\"1.0\"?><fontconfig>"
        for directory in directories { xml += "<dir>\(directory.markupEscaped)</dir>" }
        xml += "<cachedir>/var/cache/fontconfig</cachedir><cachedir prefix=\"xdg\">fontconfig</cachedir>"
        xml += "<selectfont><rejectfont><glob>*</glob></rejectfont><acceptfont>"
        for file in files { xml += "<glob>\(file.markupEscaped)</glob>" }
        xml += "</acceptfont></selectfont>"
        xml += systemWidthRules
        xml += "</fontconfig>"
        return xml
    }

    /// Rules that make each of `SystemFontWidths`' family names Inter drawn at that width: the
    /// name puts Inter first among the text's families and sets a horizontal scale, which
    /// fontconfig hands to every font of the match (Pango and Cairo apply it to advances and
    /// outlines alike). Every other font, the script fallbacks and DejaVu among them, is reset
    /// to its own width: Noto Sans CJK or Arabic stand in for PingFang or SF Arabic, not SF Pro.
    /// The binding is strong so that Inter ranks where the name does, ahead of the fallbacks.
    private static var systemWidthRules: String {
        let substitute = SystemFontWidths.substitute.markupEscaped
        var xml = ""
        for scale in SystemFontWidths.scales {
            xml += "<match target=\"pattern\"><test name=\"family\"><string>\(SystemFontWidths.family(scale: scale).markupEscaped)</string></test>"
            xml += "<edit name=\"family\" mode=\"prepend\" binding=\"strong\"><string>\(substitute)</string></edit>"
            xml += "<edit name=\"matrix\" mode=\"assign\">\(matrix(xx: scale))</edit></match>"
        }
        xml += "<match target=\"font\"><test name=\"family\" qual=\"all\" compare=\"not_eq\"><string>\(substitute)</string></test>"
        xml += "<edit name=\"matrix\" mode=\"assign\">\(matrix(xx: 1))</edit></match>"
        return xml
    }

    private static func matrix(xx: Double) -> String {
        "<matrix><double>\(xx)</double><double>0</double><double>0</double><double>1</double></matrix>"
    }

    /// The files the fonts of `set` come from.
    private static func filesInSet(_ set: UnsafeMutablePointer<FcFontSet>?) -> Set<String> {
        guard let set else { return [] }
        var files: Set<String> = []
        for index in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if let pattern = set.pointee.fonts[index], FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        return files
    }

    deinit { FcConfigDestroy(config) }

    /// Makes this set-up fontconfig's current configuration, the one asked for with none named.
    ///
    /// Pango 1.50's first font map queues `FcInit` on its fontconfig thread, and the first font
    /// match waits behind it in that queue: with no current configuration, that loads the
    /// machine's (its fonts.conf parsed, every cache it names read), which RowRaster's font maps
    /// never use. That was about 25 million instructions, 14 % of a one-row `rowraster gallery`.
    /// With this set-up current, `FcInit` finds it and returns. Anything else in the process that
    /// asks fontconfig for its default then gets only the packaged and registered fonts, which is
    /// what determinism asks of every render; fontconfig keeps its own reference to `config`.
    func makeCurrent() {
        _ = FcConfigSetCurrent(config)
    }

    /// The process-wide set-up over `defaultFiles` and the registered fonts (`FontRegistry`).
    package static func shared() throws(RenderError) -> FontSetup {
        try FontRegistry.shared.current().setup.get()
    }
}
