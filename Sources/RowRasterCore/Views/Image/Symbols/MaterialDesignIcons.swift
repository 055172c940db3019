import Foundation

/// Symbols read at run time from Debian's `fonts-materialdesignicons-webfont` package (Material
/// Design Icons 1.6.50; the font under the SIL Open Font License, its icons under CC-BY,
/// © 2014 Austin Andrews and Google): the SVG font's `<glyph glyph-name="…" d="…"/>` outlines,
/// for the SF names bootstrap-icons has no honest match for (`figure.walk`, `tuningfork`). The
/// font is read and indexed once, on first use, and each glyph parsed once when first drawn.
/// Like bootstrap's, these are filled outlines of one weight.
package enum MaterialDesignIcons {
    /// Where Debian installs the SVG font.
    static let defaultFile = "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg"
    /// Overrides the file (tests point it at a font of their own, or at none).
    static let fileEnvironmentVariable = "ROWRASTER_MATERIAL_DESIGN_ICONS"

    static var file: String {
        ProcessInfo.processInfo.environment[fileEnvironmentVariable] ?? defaultFile
    }

    /// A hash of the font file's bytes ("missing" without one), so goldens can name a changed
    /// icon font as the cause of a changed symbol.
    package static var contentHash: String { FNV1a.fileHash(atPath: file) }

    /// The glyphs' outlines by name, with the metrics that place them.
    struct Font: Sendable {
        /// Font units above the baseline: glyph outlines have y up from the baseline, so a
        /// point's distance below the em box's top is `ascent - y`.
        let ascent: CGFloat
        let unitsPerEm: CGFloat
        /// Path data by glyph name.
        let glyphs: [String: String]
    }

    /// The glyph `name` as a drawing, read on first use.
    static func drawing(named name: String, in file: String = file) -> Result<SymbolDrawing, BootstrapIcons.LoadError> {
        ProcessWideState.symbolIcons.value(for: file + "#" + name) {
            font(at: file).flatMap { font in
                guard let data = font.glyphs[name] else {
                    return .failure(.init(file: file, reason: "the font has no glyph \"\(name)\""))
                }
                do {
                    return .success(try drawing(fromGlyph: data, in: font))
                } catch {
                    return .failure(.init(file: file, reason: "glyph \"\(name)\": \(error)"))
                }
            }
        }
    }

    static func font(at file: String) -> Result<Font, BootstrapIcons.LoadError> {
        ProcessWideState.symbolFonts.value(for: file) { load(file: file) }
    }

    /// The glyph's outline flipped to y down and fitted to the symbol box like a bootstrap icon.
    /// The icons are drawn on a 24-unit grid with 2 units of padding on each side (the em is
    /// that grid), so the box inside the padding plays the part of bootstrap's 16-unit view
    /// box and the two sources' symbols come out the same size.
    static func drawing(fromGlyph data: String, in font: Font) throws -> SymbolDrawing {
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: font.ascent)
        let path = try SVGPathData.parse(data).applying(flip)
        guard !path.isEmpty else { throw SVGIcon.FormatError(description: "the glyph is empty") }
        let padding = font.unitsPerEm * 2 / 24
        let grid = CGRect(x: 0, y: 0, width: font.unitsPerEm, height: font.unitsPerEm)
        return SVGIcon.fitted([.fill(path, evenOdd: false)], viewBox: grid.insetBy(dx: padding, dy: padding))
    }

    static func load(file: String) -> Result<Font, BootstrapIcons.LoadError> {
        guard let data = FileManager.default.contents(atPath: file) else {
            let reason = FileManager.default.fileExists(atPath: file)
                ? "it could not be read"
                : "no such file (is the Debian package fonts-materialdesignicons-webfont installed?)"
            return .failure(.init(file: file, reason: reason))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(.init(file: file, reason: "it is not UTF-8 text"))
        }
        var ascent: CGFloat?, unitsPerEm: CGFloat?
        var glyphs: [String: String] = [:]
        for element in SVGIcon.elements(in: text, names: ["font-face", "glyph"]) {
            if element.name == "font-face" {
                ascent = element.attributes["ascent"].flatMap(Double.init).map { CGFloat($0) }
                unitsPerEm = element.attributes["units-per-em"].flatMap(Double.init).map { CGFloat($0) }
            } else if let name = element.attributes["glyph-name"], let path = element.attributes["d"] {
                glyphs[name] = path
            }
        }
        guard let ascent, let unitsPerEm, ascent.isFinite, unitsPerEm.isFinite, unitsPerEm > 0 else {
            return .failure(.init(file: file, reason: "it has no <font-face> with units-per-em and ascent"))
        }
        guard !glyphs.isEmpty else { return .failure(.init(file: file, reason: "it has no glyphs")) }
        return .success(Font(ascent: ascent, unitsPerEm: unitsPerEm, glyphs: glyphs))
    }
}
