/// Double-headed arrows (`arrow.left.and.right`, `arrow.up.and.down`), drawn as the hand-drawn
/// marks are: centre lines stroked with the font weight's width, bare, in a ring or a rounded
/// square. Written for RowRaster; no Apple artwork is used.
enum DoubleArrowSymbols {
    static let leftAndRight: [SymbolDrawing.Part] = [
        .stroke(.polyline([(14, 50), (86, 50)])),
        .stroke(.polyline([(31, 33), (14, 50), (31, 67)])), .stroke(.polyline([(69, 33), (86, 50), (69, 67)])),
    ]
    static let upAndDown: [SymbolDrawing.Part] = [
        .stroke(.polyline([(50, 14), (50, 86)])),
        .stroke(.polyline([(33, 31), (50, 14), (67, 31)])), .stroke(.polyline([(33, 69), (50, 86), (67, 69)])),
    ]

    static let all: [String: SymbolDrawing] = [
        "arrow.left.and.right": SymbolDrawing(width: 100, parts: leftAndRight),
        "arrow.left.and.right.circle": MarkSymbols.enclosed(leftAndRight, in: .circle, filled: false),
        "arrow.left.and.right.circle.fill": MarkSymbols.enclosed(leftAndRight, in: .circle, filled: true),
        "arrow.left.and.right.square": MarkSymbols.enclosed(leftAndRight, in: .square, filled: false),
        "arrow.left.and.right.square.fill": MarkSymbols.enclosed(leftAndRight, in: .square, filled: true),
        "arrow.up.and.down": SymbolDrawing(width: 100, parts: upAndDown),
        "arrow.up.and.down.circle": MarkSymbols.enclosed(upAndDown, in: .circle, filled: false),
        "arrow.up.and.down.circle.fill": MarkSymbols.enclosed(upAndDown, in: .circle, filled: true),
        "arrow.up.and.down.square": MarkSymbols.enclosed(upAndDown, in: .square, filled: false),
        "arrow.up.and.down.square.fill": MarkSymbols.enclosed(upAndDown, in: .square, filled: true),
    ]
}
