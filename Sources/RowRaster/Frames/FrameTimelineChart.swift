import Foundation

/// A frame report as a picture, drawn with RowRaster's own `Canvas`: one bar per frame split
/// by phase, the budget line, hitches in red, and a strip of the slowest rows.
///
///     let chart = ImageRenderer(content: FrameTimelineChart(report: report))
///     chart.scale = 2
///     try chart.write(to: URL(fileURLWithPath: "frames.png"))
public struct FrameTimelineChart: View {
    public let report: FrameReport
    /// How many of the slowest rows the strip shows.
    public var slowestRows: Int

    public init(report: FrameReport, slowestRows: Int = 5) {
        self.report = report
        self.slowestRows = slowestRows
    }

    static let phaseColors: [(name: String, color: Color)] = [
        ("evaluation", .blue), ("layout", .teal), ("display list", .purple), ("raster", .orange),
    ]

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(report.example.isEmpty ? "Frames" : report.example).font(.headline)
            Text(summaryLine).font(.caption).foregroundStyle(.secondary)
            Canvas { context, size in
                FrameBars(report: report).draw(in: &context, size: size)
            }
            .frame(height: 200)
            HStack(spacing: 14) {
                ForEach(Self.phaseColors, id: \.name) { phase in
                    HStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 2).fill(phase.color).frame(width: 10, height: 10)
                        Text(phase.name).font(.caption2)
                    }
                }
                HStack(spacing: 4) {
                    RoundedRectangle(cornerRadius: 2).fill(Color.red.opacity(0.25)).frame(width: 10, height: 10)
                    Text("hitch").font(.caption2)
                }
            }
            Text("Slowest rows").font(.subheadline.weight(.semibold)).padding(.top, 4)
            ForEach(Array(report.rows.prefix(slowestRows).enumerated()), id: \.offset) { _, row in
                SlowRowLine(row: row, budgetMs: report.budgetMs, scaleMs: slowestScale)
            }
        }
        .padding(16)
        .frame(width: 720, alignment: .leading)
        .background(Color.white)
    }

    private var summaryLine: String {
        let s = report.summary
        return String(format: "%d frames at %.0f Hz (budget %.2f ms) · %d hitch(es) · hitch ratio %.1f ms/s (%@) · p50 %.2f · p90 %.2f · p99 %.2f · max %.1f ms · %d rows flagged",
                      s.frames, report.refreshRate, report.budgetMs, s.hitches, s.hitchTimeRatioMsPerS, s.hitchRating,
                      s.p50Ms, s.p90Ms, s.p99Ms, s.maxMs, s.flaggedRows)
    }

    private var slowestScale: Double {
        max(report.budgetMs * 1.5, report.rows.prefix(slowestRows).map(\.totalMs).max() ?? 0)
    }
}

/// The bars of the timeline, drawn into a Canvas.
@MainActor
struct FrameBars {
    let report: FrameReport

    func draw(in context: inout GraphicsContext, size: CGSize) {
        let axis: CGFloat = 64
        let plot = CGRect(x: axis, y: 8, width: size.width - axis, height: size.height - 24)
        // The scale shows three budgets (or the 99th percentile): a frozen first frame would
        // flatten everything else; bars beyond the top are cut and labelled.
        let top = max(report.budgetMs * 3, report.summary.p99Ms * 1.1)
        func y(_ ms: Double) -> CGFloat { plot.maxY - plot.height * CGFloat(min(ms, top) / top) }
        let count = max(1, report.frames.count)
        let slot = plot.width / CGFloat(count)
        let barWidth = max(slot * 0.8, min(slot, 1))

        context.stroke(Path { $0.move(to: CGPoint(x: plot.minX, y: plot.maxY)); $0.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY)) },
                       with: .color(.gray), lineWidth: 1)
        for frame in report.frames {
            let x = plot.minX + CGFloat(frame.index) * slot
            if frame.hitch {
                context.fill(Path(CGRect(x: x, y: plot.minY, width: max(slot, 1), height: plot.height)), with: .color(.red.opacity(0.25)))
            }
            var base = 0.0
            let phases = [frame.phases.evaluationMs, frame.phases.layoutMs, frame.phases.displayMs, frame.phases.rasterMs]
            for (ms, phase) in zip(phases, FrameTimelineChart.phaseColors) where ms > 0 && base < top {
                let rect = CGRect(x: x, y: y(base + ms), width: barWidth, height: y(base) - y(base + ms))
                context.fill(Path(rect), with: .color(frame.hitch ? phase.color.opacity(0.85) : phase.color))
                base += ms
            }
            if frame.totalMs > top {
                context.draw(Text(String(format: "↑ %.0f ms", frame.totalMs)).font(.caption2).foregroundStyle(.red),
                             at: CGPoint(x: min(x + 4, plot.maxX - 30), y: plot.minY + 6), anchor: .leading)
            }
        }
        let budget = y(report.budgetMs)
        context.stroke(Path { $0.move(to: CGPoint(x: plot.minX, y: budget)); $0.addLine(to: CGPoint(x: plot.maxX, y: budget)) },
                       with: .color(.red), style: StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
        context.draw(Text(String(format: "%.2f ms", report.budgetMs)).font(.caption2).foregroundStyle(.red),
                     at: CGPoint(x: axis - 4, y: budget), anchor: .trailing)
        context.draw(Text(String(format: "%.0f", top)).font(.caption2).foregroundStyle(.secondary),
                     at: CGPoint(x: axis - 4, y: plot.minY + 4), anchor: .trailing)
        context.draw(Text("0").font(.caption2).foregroundStyle(.secondary), at: CGPoint(x: axis - 4, y: plot.maxY), anchor: .trailing)
        context.draw(Text("frame →").font(.caption2).foregroundStyle(.secondary),
                     at: CGPoint(x: plot.maxX, y: plot.maxY + 10), anchor: .trailing)
    }
}

/// One of the slowest rows: its name, its phases as a bar against the budget, its time.
struct SlowRowLine: View {
    let row: FrameReport.Row
    let budgetMs: Double
    let scaleMs: Double

    var body: some View {
        HStack(spacing: 8) {
            Text(row.label).font(.caption).lineLimit(1).truncationMode(.head)
                .frame(width: 220, alignment: .leading)
            Canvas { context, size in
                var x: CGFloat = 0
                let phases = [row.phases.evaluationMs, row.phases.layoutMs, row.phases.displayMs, row.phases.rasterMs]
                for (ms, phase) in zip(phases, FrameTimelineChart.phaseColors) {
                    let width = size.width * CGFloat(min(ms, scaleMs - Double(x / size.width) * scaleMs) / scaleMs)
                    guard width > 0 else { continue }
                    context.fill(Path(CGRect(x: x, y: 2, width: width, height: size.height - 4)), with: .color(phase.color))
                    x += width
                }
                let budget = size.width * CGFloat(budgetMs / scaleMs)
                context.stroke(Path { $0.move(to: CGPoint(x: budget, y: 0)); $0.addLine(to: CGPoint(x: budget, y: size.height)) },
                               with: .color(.red), style: StrokeStyle(lineWidth: 1.5, dash: [3, 2]))
            }
            .frame(height: 14)
            Text(String(format: "%.2f ms%@", row.totalMs, row.flagged ? " ⚑" : "")).font(.caption.monospacedDigit())
                .foregroundStyle(row.flagged ? Color.red : Color.primary)
                .frame(width: 90, alignment: .trailing)
        }
    }
}
