/// Health and nature shapes bootstrap-icons lacks: the medical cross and the leaf.
enum NatureSymbols {
    /// A medical cross of equal arms, 30 units thick, with softly rounded corners.
    static let cross = Path.polyline([
        (35, 8), (65, 8), (65, 35), (92, 35), (92, 65), (65, 65), (65, 92), (35, 92), (35, 65), (8, 65), (8, 35), (35, 35),
    ], closed: true)

    /// A leaf pointing up and right, its stem at the lower left.
    static let leaf = Path { path in
        path.move(to: CGPoint(x: 20, y: 80))
        path.addCurve(to: CGPoint(x: 88, y: 12), control1: CGPoint(x: 10, y: 34), control2: CGPoint(x: 46, y: 12))
        path.addCurve(to: CGPoint(x: 20, y: 80), control1: CGPoint(x: 90, y: 56), control2: CGPoint(x: 62, y: 88))
        path.closeSubpath()
    }
    static let vein = Path.polyline([(10, 90), (58, 42)])
    static let stem = Path.polyline([(10, 90), (26, 74)])
    static let innerVein = Path.polyline([(32, 68), (58, 42)])

    static let all: [String: SymbolDrawing] = [
        "cross": SymbolDrawing(width: 100, parts: [.stroke(cross)]),
        "cross.fill": SymbolDrawing(width: 100, parts: [.fill(cross, evenOdd: false)]),
        "leaf": SymbolDrawing(width: 100, parts: [.stroke(leaf), .stroke(vein)]),
        "leaf.fill": SymbolDrawing(width: 100, parts: [.fill(leaf, evenOdd: false), .knockoutStroke(innerVein), .stroke(stem)]),
    ]
}
