import RowRaster

/// A film with its release year and audience score (0…100).
public struct Film: Identifiable, Sendable {
    public let id: Int
    public let title: String
    public let year: Double
    public let score: Double

    /// `count` films spread over 1970–2024 with scores from a fixed pseudo-random sequence,
    /// so every run draws the same chart.
    public static func library(count: Int) -> [Film] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { index in
            let year = 1970 + 54 * (Double(index) + next()) / Double(max(1, count))
            let score = min(100, max(5, 62 + 30 * (next() + next() - 1)))
            return Film(id: index, title: "Film \(index + 1)", year: year, score: score)
        }
    }
}

/// Audience scores by release year, drawn with Canvas: one bar per film (or per pixel column
/// when there are more films than columns), coloured by score, over a year axis.
public struct FilmTimeline: View {
    public let films: [Film]

    public init(films: [Film]) { self.films = films }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Audience score by year")
                .font(.headline)
            Canvas { context, size in
                Self.draw(films, in: &context, size: size)
            }
            .frame(height: 140)
        }
        .padding(16)
    }

    static let firstYear = 1970.0
    static let lastYear = 2024.0

    static func color(forScore score: Double) -> Color {
        score >= 75 ? .green : score >= 50 ? .orange : .red
    }

    static func draw(_ films: [Film], in context: inout GraphicsContext, size: CGSize) {
        let axisHeight: CGFloat = 18
        let plot = CGRect(x: 0, y: 0, width: size.width, height: size.height - axisHeight)
        let span = lastYear - firstYear
        func x(forYear year: Double) -> CGFloat { plot.minX + CGFloat((year - firstYear) / span) * plot.width }

        // Thousands of bars thinner than a pixel would each cost a fill: keep the best score
        // per pixel column instead (one bar per column).
        let columns = max(1, Int(plot.width * context.environment.displayScale))
        let columnWidth = plot.width / CGFloat(columns)
        if films.count > columns {
            var best = [Double](repeating: -1, count: columns)
            for film in films {
                let column = min(columns - 1, max(0, Int((x(forYear: film.year) - plot.minX) / columnWidth)))
                best[column] = max(best[column], film.score)
            }
            for (column, score) in best.enumerated() where score >= 0 {
                let height = plot.height * CGFloat(score / 100)
                let bar = CGRect(x: plot.minX + CGFloat(column) * columnWidth, y: plot.maxY - height, width: columnWidth, height: height)
                context.fill(Path(bar), with: .color(color(forScore: score)))
            }
        } else {
            let width = max(columnWidth, min(6, plot.width / CGFloat(max(1, films.count)) * 0.7))
            for film in films {
                let height = plot.height * CGFloat(film.score / 100)
                let bar = CGRect(x: x(forYear: film.year) - width / 2, y: plot.maxY - height, width: width, height: height)
                context.fill(Path(roundedRect: bar, cornerRadius: min(width / 2, 2), style: .circular),
                             with: .color(color(forScore: film.score)))
            }
        }

        // Axis: a baseline, a tick and a label every decade.
        context.stroke(Path { path in
            path.move(to: CGPoint(x: plot.minX, y: plot.maxY + 0.5))
            path.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY + 0.5))
        }, with: .color(.secondary), lineWidth: 1)
        for year in stride(from: 1970, through: 2020, by: 10) {
            let position = x(forYear: Double(year))
            context.stroke(Path { path in
                path.move(to: CGPoint(x: position, y: plot.maxY))
                path.addLine(to: CGPoint(x: position, y: plot.maxY + 4))
            }, with: .color(.secondary), lineWidth: 1)
            context.draw(Text(String(year)).font(.caption2).foregroundColor(.secondary),
                         at: CGPoint(x: position, y: plot.maxY + 5), anchor: year == 1970 ? .topLeading : .top)
        }
        // The 75 % line marks "fresh" scores.
        var dashed = context
        dashed.opacity = 0.6
        let y75 = plot.maxY - plot.height * 0.75
        dashed.stroke(Path { path in
            path.move(to: CGPoint(x: plot.minX, y: y75))
            path.addLine(to: CGPoint(x: plot.maxX, y: y75))
        }, with: .color(.green), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
    }
}
