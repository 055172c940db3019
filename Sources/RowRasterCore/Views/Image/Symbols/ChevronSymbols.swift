/// Chevrons and arrows: navigation accessories and disclosure indicators.
enum ChevronSymbols {
    static let all: [String: SymbolDrawing] = [
        "chevron.right": SymbolDrawing(width: 60, parts: [.stroke(.polyline([(22, 16), (44, 50), (22, 84)]))]),
        "chevron.left": SymbolDrawing(width: 60, parts: [.stroke(.polyline([(38, 16), (16, 50), (38, 84)]))]),
        "chevron.up": SymbolDrawing(width: 100, parts: [.stroke(.polyline([(16, 66), (50, 34), (84, 66)]))]),
        "chevron.down": SymbolDrawing(width: 100, parts: [.stroke(.polyline([(16, 34), (50, 66), (84, 34)]))]),
        "chevron.up.chevron.down": SymbolDrawing(width: 64, parts: [
            .stroke(.polyline([(14, 38), (32, 18), (50, 38)])),
            .stroke(.polyline([(14, 62), (32, 82), (50, 62)])),
        ]),
        "arrow.right": SymbolDrawing(width: 100, parts: [
            .stroke(.polyline([(14, 50), (84, 50)])), .stroke(.polyline([(56, 22), (84, 50), (56, 78)])),
        ]),
        "arrow.left": SymbolDrawing(width: 100, parts: [
            .stroke(.polyline([(86, 50), (16, 50)])), .stroke(.polyline([(44, 22), (16, 50), (44, 78)])),
        ]),
        "arrow.up": SymbolDrawing(width: 80, parts: [
            .stroke(.polyline([(40, 86), (40, 14)])), .stroke(.polyline([(12, 42), (40, 14), (68, 42)])),
        ]),
        "arrow.down": SymbolDrawing(width: 80, parts: [
            .stroke(.polyline([(40, 14), (40, 86)])), .stroke(.polyline([(12, 58), (40, 86), (68, 58)])),
        ]),
        "arrow.clockwise": SymbolDrawing(width: 100, parts: [
            .stroke(Path { path in
                path.addArc(center: CGPoint(x: 50, y: 54), radius: 32, startAngle: .degrees(-60), endAngle: .degrees(250),
                            clockwise: false)
            }),
            .stroke(.polyline([(56, 10), (68, 26), (50, 36)])),
        ]),
        "line.3.horizontal": SymbolDrawing(width: 100, parts: [
            .stroke(.polyline([(14, 26), (86, 26)])), .stroke(.polyline([(14, 50), (86, 50)])),
            .stroke(.polyline([(14, 74), (86, 74)])),
        ]),
    ]
}
