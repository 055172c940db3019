import Foundation

/// Math operators drawn as `plus` and `minus` are: centre lines stroked with the font weight's
/// width, so `equal` and `lessthan` stand beside `plus` at its size and weight, bare, in a ring
/// or a rounded square, outlined or cut out of a fill. Written for RowRaster; no Apple artwork
/// is used.
enum OperatorSymbols {
    static let equal: [SymbolDrawing.Part] = [.stroke(.polyline([(20, 38), (80, 38)])), .stroke(.polyline([(20, 62), (80, 62)]))]
    static let notEqual = equal + [.stroke(.polyline([(62, 16), (38, 84)]))]
    static let lessThan: [SymbolDrawing.Part] = [.stroke(.polyline([(76, 22), (24, 50), (76, 78)]))]
    static let greaterThan: [SymbolDrawing.Part] = [.stroke(.polyline([(24, 22), (76, 50), (24, 78)]))]
    static let lessThanOrEqualTo: [SymbolDrawing.Part] = [
        .stroke(.polyline([(76, 14), (24, 38), (76, 62)])), .stroke(.polyline([(24, 84), (76, 84)])),
    ]
    static let greaterThanOrEqualTo: [SymbolDrawing.Part] = [
        .stroke(.polyline([(24, 14), (76, 38), (24, 62)])), .stroke(.polyline([(24, 84), (76, 84)])),
    ]
    static let divide: [SymbolDrawing.Part] = [
        .stroke(MarkSymbols.minus), .fill(.circle(50, 24, 7), evenOdd: false), .fill(.circle(50, 76, 7), evenOdd: false),
    ]
    /// A small plus at the top leading corner, a slash, a small minus at the bottom trailing one.
    static let plusSlashMinus: [SymbolDrawing.Part] = [
        .stroke(.polyline([(30, 14), (30, 46)])), .stroke(.polyline([(14, 30), (46, 30)])),
        .stroke(.polyline([(64, 16), (36, 84)])), .stroke(.polyline([(54, 70), (86, 70)])),
    ]
    static let minusSlashPlus: [SymbolDrawing.Part] = [
        .stroke(.polyline([(14, 30), (46, 30)])), .stroke(.polyline([(64, 16), (36, 84)])),
        .stroke(.polyline([(70, 54), (70, 86)])), .stroke(.polyline([(54, 70), (86, 70)])),
    ]

    static func bare(_ glyph: [SymbolDrawing.Part]) -> SymbolDrawing { SymbolDrawing(width: 100, parts: glyph) }

    static let all: [String: SymbolDrawing] = [
        "equal": bare(equal),
        "equal.circle": MarkSymbols.enclosed(equal, in: .circle, filled: false),
        "equal.circle.fill": MarkSymbols.enclosed(equal, in: .circle, filled: true),
        "equal.square": MarkSymbols.enclosed(equal, in: .square, filled: false),
        "equal.square.fill": MarkSymbols.enclosed(equal, in: .square, filled: true),
        "notequal": bare(notEqual),
        "notequal.circle": MarkSymbols.enclosed(notEqual, in: .circle, filled: false),
        "notequal.circle.fill": MarkSymbols.enclosed(notEqual, in: .circle, filled: true),
        "notequal.square": MarkSymbols.enclosed(notEqual, in: .square, filled: false),
        "notequal.square.fill": MarkSymbols.enclosed(notEqual, in: .square, filled: true),
        "lessthan": bare(lessThan),
        "lessthan.circle": MarkSymbols.enclosed(lessThan, in: .circle, filled: false),
        "lessthan.circle.fill": MarkSymbols.enclosed(lessThan, in: .circle, filled: true),
        "lessthan.square": MarkSymbols.enclosed(lessThan, in: .square, filled: false),
        "lessthan.square.fill": MarkSymbols.enclosed(lessThan, in: .square, filled: true),
        "greaterthan": bare(greaterThan),
        "greaterthan.circle": MarkSymbols.enclosed(greaterThan, in: .circle, filled: false),
        "greaterthan.circle.fill": MarkSymbols.enclosed(greaterThan, in: .circle, filled: true),
        "greaterthan.square": MarkSymbols.enclosed(greaterThan, in: .square, filled: false),
        "greaterthan.square.fill": MarkSymbols.enclosed(greaterThan, in: .square, filled: true),
        "lessthanorequalto": bare(lessThanOrEqualTo),
        "lessthanorequalto.circle": MarkSymbols.enclosed(lessThanOrEqualTo, in: .circle, filled: false),
        "lessthanorequalto.circle.fill": MarkSymbols.enclosed(lessThanOrEqualTo, in: .circle, filled: true),
        "lessthanorequalto.square": MarkSymbols.enclosed(lessThanOrEqualTo, in: .square, filled: false),
        "lessthanorequalto.square.fill": MarkSymbols.enclosed(lessThanOrEqualTo, in: .square, filled: true),
        "greaterthanorequalto": bare(greaterThanOrEqualTo),
        "greaterthanorequalto.circle": MarkSymbols.enclosed(greaterThanOrEqualTo, in: .circle, filled: false),
        "greaterthanorequalto.circle.fill": MarkSymbols.enclosed(greaterThanOrEqualTo, in: .circle, filled: true),
        "greaterthanorequalto.square": MarkSymbols.enclosed(greaterThanOrEqualTo, in: .square, filled: false),
        "greaterthanorequalto.square.fill": MarkSymbols.enclosed(greaterThanOrEqualTo, in: .square, filled: true),
        "divide": bare(divide),
        "divide.circle": MarkSymbols.enclosed(divide, in: .circle, filled: false),
        "divide.circle.fill": MarkSymbols.enclosed(divide, in: .circle, filled: true),
        "divide.square": MarkSymbols.enclosed(divide, in: .square, filled: false),
        "divide.square.fill": MarkSymbols.enclosed(divide, in: .square, filled: true),
        "plus.forwardslash.minus": bare(plusSlashMinus),
        "minus.forwardslash.plus": bare(minusSlashPlus),
    ]
}
