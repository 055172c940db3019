import Foundation

/// Compositions around a ring that is already drawn: a glyph in a ring of dots
/// (`arrow.up.circle.dotted`), and a number inside a circular arrow
/// (`10.arrow.trianglehead.clockwise`).
extension SymbolComposition {
    /// The bootstrap-icons file whose dots make the dotted ring: a circle of short dashes around
    /// a minus sign, which `dottedCircled` leaves out.
    static let dottedRingIcon = "dash-circle-dotted"

    /// The glyph in a ring of dots, as SF's `.circle.dotted` names draw it: the dashes of
    /// `dottedRingIcon` (its pieces away from the centre; the minus in the middle is dropped),
    /// the glyph scaled into the ring in the proportion `circled` gives a glyph in its ring.
    static func dottedCircled(_ glyph: SymbolDrawing, ring icon: SymbolDrawing) -> SymbolDrawing {
        let whole = icon.bounds
        guard !whole.isNull, whole.width > 0 else { return glyph }
        let dots = icon.parts.flatMap { split($0.path) }.filter { piece in
            let bounds = piece.curveBounds
            return hypot(bounds.midX - whole.midX, bounds.midY - whole.midY) > whole.width / 4
        }
        let ring = Path(elements: dots.flatMap(\.elements))
        // `circled` sets its glyph 22 units inside a 92-unit ring.
        let inset = whole.width * 22 / 92
        return enclosed(glyph, in: whole.insetBy(dx: inset, dy: inset), ground: ring, filled: false, width: icon.width)
    }

    /// How tall the number inside a circular arrow is, as a fraction of the arrow's ring: two
    /// digits then fill about four fifths of the ring's inside, as SF's seek arrows' do.
    static let centredGlyphHeight: CGFloat = 0.34

    /// `glyph` set inside `ring`'s largest outline (the arc of a circular arrow, without its
    /// head): centred on that outline's bounds, its height `centredGlyphHeight` of theirs, so
    /// `5` and `45` get digits of one size. The glyph keeps its layers; the ring is unchanged.
    static func centred(_ glyph: SymbolDrawing, in ring: SymbolDrawing) -> SymbolDrawing {
        let outlines = ring.parts.flatMap { split($0.path) }.map(\.curveBounds).filter { !$0.isNull }
        let bounds = glyph.bounds
        guard let arc = outlines.max(by: { $0.width * $0.height < $1.width * $1.height }),
              !bounds.isNull, bounds.height > 0 else { return ring }
        let scale = arc.height * centredGlyphHeight / bounds.height
        let move = CGAffineTransform.scaling(scale, moving: CGPoint(x: bounds.midX, y: bounds.midY), to: CGPoint(x: arc.midX, y: arc.midY))
        let inner = glyph.layeredParts.map { layer, part in (layer, part.applying(move)) }
        return SymbolDrawing(width: ring.width, layeredParts: ring.layeredParts + inner)
    }
}
