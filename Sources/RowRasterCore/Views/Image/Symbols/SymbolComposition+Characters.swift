import RowRasterCairo

/// Symbols that are characters of the system font: SF Symbols draws its letters, currency signs
/// and number signs (`a.circle`, `eurosign`, `number.square`) as SF Pro's glyphs, so RowRaster
/// draws them as the glyphs of the font standing in for SF Pro, never as Apple's artwork.
extension SymbolComposition {
    /// The widest box a run of characters gets, as wide as the widest composed symbols.
    static let maximumWidth: CGFloat = 140

    /// The system font's characters at 100 points in regular weight: at the design box's 100
    /// units they are the size of text beside them, with the cap height centred in the box as
    /// SF Symbols centres its glyphs. Outlines are read once per name (the catalog keeps them).
    static func characters(_ text: String) -> Result<SymbolDrawing, BootstrapIcons.LoadError> {
        let font = Font.system(size: SymbolDrawing.designHeight).spec(weight: .regular)
        let engine: PangoTextEngine
        do { engine = try PangoTextEngine.forCurrentThread() } catch {
            return .failure(.init(file: "the system font", reason: "\(error)"))
        }
        // The cap height (a capital H's ink, baseline up) is the box the glyphs are set by, so
        // `a.circle` and `b.circle` scale alike whatever their own ink.
        switch (engine.glyphOutline(of: text, font: font), engine.glyphOutline(of: "H", font: font)) {
        case (.failure(let error), _), (_, .failure(let error)):
            return .failure(.init(file: "the system font", reason: "\(error)"))
        case (.success(let glyphs), .success(let capital)):
            let capHeight = capital.baseline - capital.ink.minY
            let margin = (SymbolDrawing.designHeight - SVGIcon.glyphHeight) / 2
            // The cap height centred in the box; a sign reaching further (the florin's tail, the
            // dong's bar under the baseline) moves, or shrinks, to stay inside it, and a run wider
            // than the widest symbol box (`abc`) shrinks to fit it.
            let scale = min(1, SVGIcon.glyphHeight / glyphs.ink.height, (maximumWidth - 2 * margin) / glyphs.ink.width)
            let width = max(glyphs.ink.width * scale + 2 * margin, 30)
            let inkHeight = glyphs.ink.height * scale
            var inkTop = (SymbolDrawing.designHeight + capHeight) / 2 - (glyphs.baseline - glyphs.ink.minY) * scale
            inkTop = max(margin, min(inkTop, SymbolDrawing.designHeight - margin - inkHeight))
            let inkOrigin = CGPoint(x: (width - glyphs.ink.width * scale) / 2, y: inkTop)
            let move = CGAffineTransform.scaling(scale, moving: glyphs.ink.origin, to: inkOrigin)
            let middle = glyphs.ink.midX
            // The cap box as a cut of no area (it removes nothing): an enclosure scales by the
            // bounds, which then hold the cap height even for a lowercase or a low glyph.
            let capBox = Path.polyline([(middle, glyphs.baseline - capHeight), (middle, glyphs.baseline)])
            return .success(SymbolDrawing(width: width, layeredParts: [
                (.primary, .fill(glyphs.path.applying(move), evenOdd: false)),
                (.primary, .cut(capBox.applying(move))),
            ]))
        }
    }
}
