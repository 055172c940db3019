import Foundation
import RowRasterCairo

/// Symbols read at run time from Debian's `fonts-material-design-icons-iconfont` package
/// (Google's Material Icons, Apache License 2.0, © 2014–2020 Material Design Authors): a
/// TrueType font whose ligatures turn an icon's name into its glyph, for the sports figures,
/// balls and devices neither bootstrap-icons nor Material Design Icons draws
/// (`figure.hiking`, `volleyball`, `av.remote`). The font gets a text engine of its own, set
/// up once over that one file, so it never joins the fonts text falls back on; each glyph is
/// shaped and outlined once, when first drawn. Filled outlines of one weight, like the other
/// icon sources'.
package enum MaterialIcons {
    /// Where Debian installs the font.
    static let defaultFile = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    /// Overrides the file (tests point it at a font of their own, or at none).
    static let fileEnvironmentVariable = "ROWRASTER_MATERIAL_ICONS"
    /// The family fontconfig reads from the file.
    static let family = "Material Icons"

    static var file: String {
        ProcessInfo.processInfo.environment[fileEnvironmentVariable] ?? defaultFile
    }

    /// A hash of the font file's bytes ("missing" without one), so goldens can name a changed
    /// icon font as the cause of a changed symbol.
    package static var contentHash: String { FNV1a.fileHash(atPath: file) }

    /// The font's own text engine. A Pango context serves one thread at a time, so every use
    /// holds the lock; glyphs are outlined once per name, which keeps the wait short.
    final class Engine: @unchecked Sendable {
        // @unchecked Sendable: `engine` is only touched with `lock` held.
        private let lock = NSLock()
        private let engine: PangoTextEngine

        init(file: String) throws(RenderError) {
            engine = try PangoTextEngine(fonts: FontSetup(files: [file]))
        }

        func outline(of name: String) -> Result<GlyphOutline, PangoTextEngine.GlyphOutlineError> {
            lock.withLock { engine.glyphOutline(of: name, font: FontSpec(families: [MaterialIcons.family], size: 24)) }
        }
    }

    /// The icon `name` (its ligature, such as `downhill_skiing`) as a drawing, made on first use.
    static func drawing(named name: String, in file: String = file) -> Result<SymbolDrawing, BootstrapIcons.LoadError> {
        ProcessWideState.symbolIcons.value(for: file + "#" + name) {
            engine(for: file).flatMap { engine in
                // A name the font has no ligature for is shaped as its letters' glyphs, which
                // have no ink in this font.
                guard case .success(let outline) = engine.outline(of: name), outline.glyphCount == 1 else {
                    return .failure(.init(file: file, reason: "the font has no icon \"\(name)\""))
                }
                return .success(drawing(from: outline))
            }
        }
    }

    /// The glyph fitted to the symbol box as Material Design Icons' are: the icons are drawn on
    /// a 24-unit grid (the em, set here at 24 points, the font's ascent above the baseline)
    /// with 2 units of padding on each side, and the box inside the padding plays the part of
    /// bootstrap's 16-unit view box, so the sources' symbols come out the same size.
    static func drawing(from outline: GlyphOutline) -> SymbolDrawing {
        let grid = CGRect(x: outline.logical.minX, y: outline.baseline - 24, width: 24, height: 24)
        return SVGIcon.fitted([.fill(outline.path, evenOdd: false)], viewBox: grid.insetBy(dx: 2, dy: 2))
    }

    static func engine(for file: String) -> Result<Engine, BootstrapIcons.LoadError> {
        ProcessWideState.symbolFontEngines.value(for: file) {
            guard FileManager.default.isReadableFile(atPath: file) else {
                let reason = FileManager.default.fileExists(atPath: file)
                    ? "it could not be read"
                    : "no such file (is the Debian package fonts-material-design-icons-iconfont installed?)"
                return .failure(.init(file: file, reason: reason))
            }
            do {
                return .success(try Engine(file: file))
            } catch {
                return .failure(.init(file: file, reason: "\(error)"))
            }
        }
    }
}
