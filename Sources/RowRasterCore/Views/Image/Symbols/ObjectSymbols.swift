import Foundation

/// Objects: people, trash, search, bell, gear, house, mail, lock, calendar, clock, and more.
enum ObjectSymbols {
    static let personBody = Path { path in
        path.move(to: CGPoint(x: 16, y: 90))
        path.addCurve(to: CGPoint(x: 50, y: 58), control1: CGPoint(x: 16, y: 70), control2: CGPoint(x: 30, y: 58))
        path.addCurve(to: CGPoint(x: 84, y: 90), control1: CGPoint(x: 70, y: 58), control2: CGPoint(x: 84, y: 70))
        path.closeSubpath()
    }

    static let bell = Path { path in
        path.move(to: CGPoint(x: 50, y: 12))
        path.addCurve(to: CGPoint(x: 24, y: 42), control1: CGPoint(x: 34, y: 12), control2: CGPoint(x: 24, y: 24))
        path.addLine(to: CGPoint(x: 24, y: 62))
        path.addLine(to: CGPoint(x: 14, y: 76))
        path.addLine(to: CGPoint(x: 86, y: 76))
        path.addLine(to: CGPoint(x: 76, y: 62))
        path.addLine(to: CGPoint(x: 76, y: 42))
        path.addCurve(to: CGPoint(x: 50, y: 12), control1: CGPoint(x: 76, y: 24), control2: CGPoint(x: 66, y: 12))
        path.closeSubpath()
    }

    static let clapper = Path { path in
        path.move(to: CGPoint(x: 40, y: 82))
        path.addCurve(to: CGPoint(x: 60, y: 82), control1: CGPoint(x: 42, y: 92), control2: CGPoint(x: 58, y: 92))
    }

    /// A cog of eight teeth with a hole, filled even-odd.
    static let gear: Path = {
        var path = Path()
        let teeth = 8
        var points: [(CGFloat, CGFloat)] = []
        for index in 0..<(teeth * 4) {
            let angle = Double(index) / Double(teeth * 4) * 2 * Double.pi - Double.pi / 2
            let radius: CGFloat = (index % 4 == 1 || index % 4 == 2) ? 46 : 36
            points.append((50 + radius * CGFloat(cos(angle)), 50 + radius * CGFloat(sin(angle))))
        }
        path.addPath(.polyline(points, closed: true))
        path.addPath(.circle(50, 50, 14))
        return path
    }()

    static let house = Path.polyline([(50, 14), (90, 50), (78, 50), (78, 90), (22, 90), (22, 50), (10, 50)], closed: true)
    static let door = Path(CGRect(x: 41, y: 64, width: 18, height: 26))
    static let envelope = Path(roundedRect: CGRect(x: 8, y: 20, width: 84, height: 60), cornerRadius: 10)
    static let flap = Path.polyline([(12, 26), (50, 56), (88, 26)])
    static let shackle = Path { path in
        path.move(to: CGPoint(x: 32, y: 46))
        path.addLine(to: CGPoint(x: 32, y: 32))
        path.addCurve(to: CGPoint(x: 68, y: 32), control1: CGPoint(x: 32, y: 8), control2: CGPoint(x: 68, y: 8))
        path.addLine(to: CGPoint(x: 68, y: 46))
    }
    static let lockBody = Path(roundedRect: CGRect(x: 20, y: 44, width: 60, height: 46), cornerRadius: 9)

    /// Seen from above, nose to the right, as SF Symbols draws `airplane`: the outline is
    /// written nose up and turned a quarter clockwise about the box's centre.
    static let airplane = Path.polyline([
        (50, 6), (56, 12), (56, 38), (92, 58), (92, 66), (56, 56), (56, 80), (68, 89), (68, 95), (50, 90),
        (32, 95), (32, 89), (44, 80), (44, 56), (8, 66), (8, 58), (44, 38), (44, 12),
    ].map { (x, y) in (100 - y, x) }, closed: true)

    static let all: [String: SymbolDrawing] = [
        "airplane": SymbolDrawing(width: 100, parts: [.fill(airplane, evenOdd: false)]),
        "person": SymbolDrawing(width: 100, parts: [.stroke(.circle(50, 30, 17)), .stroke(personBody)]),
        "person.fill": SymbolDrawing(width: 100, parts: [.fill(.circle(50, 30, 19), evenOdd: false), .fill(personBody, evenOdd: false)]),
        "person.circle": SymbolDrawing(width: 100, parts: [
            .stroke(.circle(50, 50, 42)), .stroke(.circle(50, 40, 13)),
            .stroke(Path { path in
                path.move(to: CGPoint(x: 24, y: 80))
                path.addCurve(to: CGPoint(x: 76, y: 80), control1: CGPoint(x: 34, y: 58), control2: CGPoint(x: 66, y: 58))
            }),
        ]),
        "person.circle.fill": SymbolDrawing(width: 100, parts: [
            .fill(.circle(50, 50, 46), evenOdd: false), .knockoutFill(.circle(50, 38, 15)),
            .knockoutFill(Path { path in
                path.move(to: CGPoint(x: 20, y: 82))
                path.addCurve(to: CGPoint(x: 80, y: 82), control1: CGPoint(x: 30, y: 58), control2: CGPoint(x: 70, y: 58))
                path.closeSubpath()
            }),
        ]),
        "trash": SymbolDrawing(width: 100, parts: [
            .stroke(.polyline([(16, 24), (84, 24)])), .stroke(.polyline([(38, 24), (38, 13), (62, 13), (62, 24)])),
            .stroke(.polyline([(25, 24), (30, 88), (70, 88), (75, 24)])),
            .stroke(.polyline([(42, 38), (42, 74)])), .stroke(.polyline([(58, 38), (58, 74)])),
        ]),
        "magnifyingglass": SymbolDrawing(width: 100, parts: [
            .stroke(.circle(42, 42, 27)), .stroke(.polyline([(62, 62), (86, 86)])),
        ]),
        "bell": SymbolDrawing(width: 100, parts: [.stroke(bell), .stroke(clapper)]),
        "bell.fill": SymbolDrawing(width: 100, parts: [.fill(bell, evenOdd: false), .stroke(clapper)]),
        "gear": SymbolDrawing(width: 100, parts: [.fill(gear, evenOdd: true)]),
        "house": SymbolDrawing(width: 100, parts: [
            .stroke(.polyline([(10, 50), (50, 14), (90, 50)])), .stroke(.polyline([(22, 42), (22, 88), (78, 88), (78, 42)])),
            .stroke(.polyline([(42, 88), (42, 66), (58, 66), (58, 88)])),
        ]),
        "house.fill": SymbolDrawing(width: 100, parts: [.fill(house, evenOdd: false), .knockoutFill(door)]),
        "envelope": SymbolDrawing(width: 100, parts: [.stroke(envelope), .stroke(flap)]),
        "envelope.fill": SymbolDrawing(width: 100, parts: [.fill(envelope, evenOdd: false), .knockoutStroke(flap)]),
        "lock": SymbolDrawing(width: 100, parts: [.stroke(lockBody), .stroke(shackle)]),
        "lock.fill": SymbolDrawing(width: 100, parts: [.fill(lockBody, evenOdd: false), .stroke(shackle)]),
        "calendar": SymbolDrawing(width: 100, parts: [
            .stroke(Path(roundedRect: CGRect(x: 12, y: 16, width: 76, height: 72), cornerRadius: 12)),
            .stroke(.polyline([(12, 36), (88, 36)])), .stroke(.polyline([(32, 8), (32, 22)])), .stroke(.polyline([(68, 8), (68, 22)])),
            .fill(.circle(34, 54, 5), evenOdd: false), .fill(.circle(50, 54, 5), evenOdd: false), .fill(.circle(66, 54, 5), evenOdd: false),
            .fill(.circle(34, 71, 5), evenOdd: false), .fill(.circle(50, 71, 5), evenOdd: false),
        ]),
        "clock": SymbolDrawing(width: 100, parts: [.stroke(.circle(50, 50, 42)), .stroke(.polyline([(50, 24), (50, 50), (68, 62)]))]),
        "phone.fill": SymbolDrawing(width: 100, parts: [
            .fill(Path { path in
                path.move(to: CGPoint(x: 26, y: 10))
                path.addLine(to: CGPoint(x: 38, y: 10))
                path.addLine(to: CGPoint(x: 46, y: 32))
                path.addLine(to: CGPoint(x: 36, y: 41))
                path.addCurve(to: CGPoint(x: 60, y: 65), control1: CGPoint(x: 41, y: 52), control2: CGPoint(x: 49, y: 60))
                path.addLine(to: CGPoint(x: 69, y: 55))
                path.addLine(to: CGPoint(x: 90, y: 62))
                path.addLine(to: CGPoint(x: 90, y: 75))
                path.addCurve(to: CGPoint(x: 76, y: 90), control1: CGPoint(x: 90, y: 84), control2: CGPoint(x: 84, y: 90))
                path.addCurve(to: CGPoint(x: 10, y: 24), control1: CGPoint(x: 40, y: 88), control2: CGPoint(x: 12, y: 60))
                path.addCurve(to: CGPoint(x: 26, y: 10), control1: CGPoint(x: 10, y: 16), control2: CGPoint(x: 16, y: 10))
                path.closeSubpath()
            }, evenOdd: false),
        ]),
        "square.and.arrow.up": SymbolDrawing(width: 100, parts: [
            .stroke(.polyline([(32, 40), (20, 40), (20, 90), (80, 90), (80, 40), (68, 40)])),
            .stroke(.polyline([(50, 62), (50, 10)])), .stroke(.polyline([(34, 26), (50, 10), (66, 26)])),
        ]),
        "wifi": SymbolDrawing(width: 120, parts: [
            .fill(.circle(60, 80, 7), evenOdd: false),
        ] + [18, 38, 58].map { radius in
            .stroke(Path { path in
                path.addArc(center: CGPoint(x: 60, y: 80), radius: CGFloat(radius), startAngle: .degrees(-135),
                            endAngle: .degrees(-45), clockwise: false)
            })
        }),
        "photo": SymbolDrawing(width: 120, parts: [
            .stroke(Path(roundedRect: CGRect(x: 8, y: 14, width: 104, height: 72), cornerRadius: 10)),
            .fill(.circle(36, 38, 8), evenOdd: false),
            .stroke(.polyline([(12, 78), (44, 52), (62, 68), (80, 48), (108, 76)])),
        ]),
    ]
}
