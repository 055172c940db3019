import RowRaster

/// The `>` accessory of navigation rows, drawn as a path.
struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

/// A settings row: an icon on a coloured rounded square, a label, a value and a chevron.
public struct SettingsRow: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 7)
                .fill(Color.blue)
                .frame(width: 29, height: 29)
                .overlay {
                    // A simple "wave" glyph: three arcs stroked in white.
                    ZStack {
                        ForEach(0..<3) { index in
                            UpperArc()
                                .stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                                .frame(width: CGFloat(6 + index * 6), height: CGFloat(6 + index * 6))
                        }
                    }
                    .offset(y: 4)
                }
            Text("Wi-Fi")
                .font(.body)
            Spacer()
            Text("Home")
                .foregroundStyle(.secondary)
            Chevron()
                .stroke(Color(red: 0.77, green: 0.77, blue: 0.78), style: StrokeStyle(lineWidth: 2.2, lineCap: .round, lineJoin: .round))
                .frame(width: 7, height: 12)
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

/// The upper half of a circle's outline: the arcs of a Wi-Fi glyph.
struct UpperArc: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
        return path
    }
}
