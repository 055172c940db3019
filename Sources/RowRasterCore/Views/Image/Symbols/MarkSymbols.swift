/// Marks: check, cross, plus, minus, ellipsis, the space bar's mark, and their circled variants.
enum MarkSymbols {
    static let check = Path.polyline([(20, 52), (41, 73), (82, 28)])
    static let cross = [Path.polyline([(26, 26), (74, 74)]), Path.polyline([(74, 26), (26, 74)])]
    static let plus = [Path.polyline([(50, 20), (50, 80)]), Path.polyline([(20, 50), (80, 50)])]
    static let minus = Path.polyline([(20, 50), (80, 50)])
    static let disc = Path.circle(50, 50, 46)

    /// A circled glyph of centre lines: the outline around it, or a filled disc with the glyph cut out.
    static func circled(_ glyph: [Path], filled: Bool) -> SymbolDrawing {
        enclosed(glyph.map { .stroke($0) }, in: .circle, filled: filled)
    }

    /// Hand-drawn parts shrunk into a ring or a rounded square, as `plus.circle` is: outlined,
    /// or cut out of a disc or tile (`equal.square.fill`, `arrow.left.and.right.circle`).
    static func enclosed(_ glyph: [SymbolDrawing.Part], in shape: Enclosure, filled: Bool) -> SymbolDrawing {
        let shrink = CGAffineTransform.scaling(0.62, moving: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 50))
        let inner = glyph.map { $0.applying(shrink) }
        let ground: SymbolDrawing.Part, outline: SymbolDrawing.Part
        switch shape {
        case .circle:
            ground = .fill(MarkSymbols.disc, evenOdd: false)
            outline = .stroke(.circle(50, 50, 42))
        case .square:
            ground = .fill(Path(roundedRect: CGRect(x: 8, y: 8, width: 84, height: 84), cornerRadius: 18), evenOdd: false)
            outline = .stroke(ShapeSymbols.square)
        }
        if filled { return SymbolDrawing(width: 100, parts: [ground] + inner.map(\.knockedOut)) }
        return SymbolDrawing(width: 100, parts: [outline] + inner)
    }

    enum Enclosure { case circle, square }

    static let all: [String: SymbolDrawing] = [
        "checkmark": SymbolDrawing(width: 100, parts: [.stroke(check)]),
        "xmark": SymbolDrawing(width: 100, parts: cross.map { .stroke($0) }),
        "plus": SymbolDrawing(width: 100, parts: plus.map { .stroke($0) }),
        "minus": SymbolDrawing(width: 100, parts: [.stroke(minus)]),
        "ellipsis": SymbolDrawing(width: 100, parts: [25, 50, 75].map { .fill(.circle($0, 50, 7), evenOdd: false) }),
        // The space bar's mark, an open box under the baseline's line (␣).
        "space": SymbolDrawing(width: 100, parts: [.stroke(.polyline([(14, 50), (14, 68), (86, 68), (86, 50)]))]),
        "checkmark.circle": circled([check], filled: false),
        "checkmark.circle.fill": circled([check], filled: true),
        "xmark.circle": circled(cross, filled: false),
        "xmark.circle.fill": circled(cross, filled: true),
        "plus.circle": circled(plus, filled: false),
        "plus.circle.fill": circled(plus, filled: true),
        "minus.circle": circled([minus], filled: false),
        "minus.circle.fill": circled([minus], filled: true),
        "info.circle": SymbolDrawing(width: 100, parts: [
            .stroke(.circle(50, 50, 42)), .fill(.circle(50, 30, 6), evenOdd: false), .stroke(.polyline([(50, 46), (50, 72)])),
        ]),
        "info.circle.fill": SymbolDrawing(width: 100, parts: [
            .fill(disc, evenOdd: false), .knockoutFill(.circle(50, 30, 6)), .knockoutStroke(.polyline([(50, 46), (50, 72)])),
        ]),
        "exclamationmark.circle": SymbolDrawing(width: 100, parts: [
            .stroke(.circle(50, 50, 42)), .stroke(.polyline([(50, 26), (50, 56)])), .fill(.circle(50, 72, 6), evenOdd: false),
        ]),
        "exclamationmark.circle.fill": SymbolDrawing(width: 100, parts: [
            .fill(disc, evenOdd: false), .knockoutStroke(.polyline([(50, 26), (50, 56)])), .knockoutFill(.circle(50, 72, 6)),
        ]),
        "exclamationmark.triangle": SymbolDrawing(width: 100, parts: [
            .stroke(.polyline([(50, 12), (92, 86), (8, 86)], closed: true)),
            .stroke(.polyline([(50, 38), (50, 62)])), .fill(.circle(50, 74, 5), evenOdd: false),
        ]),
        "exclamationmark.triangle.fill": SymbolDrawing(width: 100, parts: [
            .fill(.polyline([(50, 8), (96, 90), (4, 90)], closed: true), evenOdd: false),
            .knockoutStroke(.polyline([(50, 38), (50, 62)])), .knockoutFill(.circle(50, 75, 5)),
        ]),
    ]
}
