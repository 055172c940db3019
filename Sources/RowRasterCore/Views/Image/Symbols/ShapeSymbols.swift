import Foundation

/// Plain shapes: circles, squares, rectangles, stars, hearts, bookmarks, bolts.
enum ShapeSymbols {
    static let star: Path = {
        let points = (0..<10).map { index -> (CGFloat, CGFloat) in
            let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
            let radius: CGFloat = index % 2 == 0 ? 47 : 19
            return (50 + radius * CGFloat(cos(angle)), 54 + radius * CGFloat(sin(angle)))
        }
        return .polyline(points, closed: true)
    }()

    static let heart = Path { path in
        path.move(to: CGPoint(x: 50, y: 88))
        path.addCurve(to: CGPoint(x: 8, y: 36), control1: CGPoint(x: 22, y: 68), control2: CGPoint(x: 8, y: 54))
        path.addCurve(to: CGPoint(x: 30, y: 12), control1: CGPoint(x: 8, y: 22), control2: CGPoint(x: 18, y: 12))
        path.addCurve(to: CGPoint(x: 50, y: 26), control1: CGPoint(x: 40, y: 12), control2: CGPoint(x: 47, y: 18))
        path.addCurve(to: CGPoint(x: 70, y: 12), control1: CGPoint(x: 53, y: 18), control2: CGPoint(x: 60, y: 12))
        path.addCurve(to: CGPoint(x: 92, y: 36), control1: CGPoint(x: 82, y: 12), control2: CGPoint(x: 92, y: 22))
        path.addCurve(to: CGPoint(x: 50, y: 88), control1: CGPoint(x: 92, y: 54), control2: CGPoint(x: 78, y: 68))
        path.closeSubpath()
    }

    static let bookmark = Path.polyline([(24, 10), (76, 10), (76, 90), (50, 70), (24, 90)], closed: true)
    static let square = Path(roundedRect: CGRect(x: 12, y: 12, width: 76, height: 76), cornerRadius: 16)

    static let all: [String: SymbolDrawing] = [
        "circle": SymbolDrawing(width: 100, parts: [.stroke(.circle(50, 50, 42))]),
        "circle.fill": SymbolDrawing(width: 100, parts: [.fill(.circle(50, 50, 46), evenOdd: false)]),
        "square": SymbolDrawing(width: 100, parts: [.stroke(square)]),
        "square.fill": SymbolDrawing(width: 100, parts: [.fill(Path(roundedRect: CGRect(x: 8, y: 8, width: 84, height: 84), cornerRadius: 18), evenOdd: false)]),
        "checkmark.square.fill": SymbolDrawing(width: 100, parts: [
            .fill(Path(roundedRect: CGRect(x: 8, y: 8, width: 84, height: 84), cornerRadius: 18), evenOdd: false),
            .knockoutStroke(.polyline([(30, 51), (44, 65), (71, 35)])),
        ]),
        // A landscape rectangle as wide as the `.rectangle` variants' frame, its line inside the box.
        "rectangle": SymbolDrawing(width: 130, parts: [.stroke(Path(roundedRect: CGRect(x: 8, y: 20, width: 114, height: 60), cornerRadius: 14))]),
        "rectangle.fill": SymbolDrawing(width: 130, parts: [.fill(Path(roundedRect: CGRect(x: 4, y: 16, width: 122, height: 68), cornerRadius: 18), evenOdd: false)]),
        "star": SymbolDrawing(width: 100, parts: [.stroke(star)]),
        "star.fill": SymbolDrawing(width: 100, parts: [.fill(star, evenOdd: false), .stroke(star)]),
        "heart": SymbolDrawing(width: 100, parts: [.stroke(heart)]),
        "heart.fill": SymbolDrawing(width: 100, parts: [.fill(heart, evenOdd: false)]),
        "bookmark": SymbolDrawing(width: 100, parts: [.stroke(bookmark)]),
        "bookmark.fill": SymbolDrawing(width: 100, parts: [.fill(bookmark, evenOdd: false), .stroke(bookmark)]),
        "bolt.fill": SymbolDrawing(width: 100, parts: [
            .fill(.polyline([(58, 6), (20, 56), (48, 56), (40, 94), (80, 40), (52, 40), (60, 6)], closed: true), evenOdd: false),
        ]),
        "location.fill": SymbolDrawing(width: 100, parts: [
            .fill(.polyline([(88, 12), (12, 46), (48, 52), (54, 88)], closed: true), evenOdd: false),
        ]),
        "paperplane.fill": SymbolDrawing(width: 100, parts: [
            .fill(.polyline([(8, 44), (92, 10), (62, 90), (48, 56)], closed: true), evenOdd: false),
        ]),
    ]
}
