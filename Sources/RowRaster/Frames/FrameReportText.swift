import Foundation

extension FrameReport {
    /// The report as JSON (keys sorted, indented): what `rowraster frames --json` writes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// The summary and the slowest rows as a terminal table; flagged rows are marked `⚑`.
    public func summaryTable(slowestRows count: Int = 10) -> String {
        let s = summary
        var lines = [
            "\(example.isEmpty ? "frames" : example): \(s.frames) frames at \(format(refreshRate, 0)) Hz, budget \(format(budgetMs)) ms, "
                + "\(Int(viewport.width))×\(Int(viewport.height)) pt @\(format(viewport.scale, 0))x, \(clock) clock",
            "",
            columns(["hitches", "hitch ratio", "dropped", "frozen", "p50", "p90", "p95", "p99", "max", "flagged rows"], Self.summaryWidths),
            columns(["\(s.hitches)", "\(format(s.hitchTimeRatioMsPerS, 1)) ms/s \(s.hitchRating)", "\(s.droppedFrames)", "\(s.frozenFrames)",
                 ms(s.p50Ms), ms(s.p90Ms), ms(s.p95Ms), ms(s.p99Ms), ms(s.maxMs), "\(s.flaggedRows)"], Self.summaryWidths),
            "",
            "rows built \(s.rowsBuilt), drawn from the raster cache \(s.rowCacheHits), rasterized \(s.rowCacheMisses), bodies evaluated \(s.evaluations)",
        ]
        if let warmUp {
            lines.append("warm-up before frame 0, in no frame or row: \(ms(warmUp.totalMs)) ms (fonts on every raster thread "
                         + "\(ms(warmUp.fontsMs)), first screen drawn once and dropped \(ms(warmUp.framePathMs)))")
        }
        if s.hangs > 0 { lines.append("hangs \(s.hangs): frames with over \(Int(FrameReport.hangThresholdMs)) ms of main-actor work") }
        let lifecycle = frames.reduce(into: (0, 0, 0, 0)) { total, frame in
            total = (total.0 + frame.appeared, total.1 + frame.disappeared, total.2 + frame.tasksStarted, total.3 + frame.tasksCancelled)
        }
        if lifecycle != (0, 0, 0, 0) {
            lines.append("onAppear \(lifecycle.0), onDisappear \(lifecycle.1), tasks started \(lifecycle.2), cancelled \(lifecycle.3)")
        }
        // After the first frame, what each frame re-ran for a reason other than a row being new
        // (a state change's cascade), and what the app noted (pages loaded…), frame by frame.
        let changes = frames.dropFirst().filter { frame in
            !frame.notes.isEmpty || frame.reevaluated.contains { !$0.contains(": @identity") }
        }
        if !changes.isEmpty {
            lines += ["", "re-evaluated after the first frame (besides new rows):"]
            for frame in changes.prefix(8) {
                lines.append("  frame \(frame.index): " + (frame.reevaluated + frame.notes.map { "[\($0)]" }).joined(separator: "; "))
            }
            if changes.count > 8 { lines.append("  … and in \(changes.count - 8) more frames (see --json)") }
        }
        guard !rows.isEmpty else { return lines.joined(separator: "\n") }
        lines += ["", "slowest rows (worst frame):",
                  columns(["", "row", "frame", "eval", "layout", "display", "raster", "total", "cached", "why evaluated"], Self.rowWidths)]
        for r in rows.prefix(count) {
            let name = r.label
            lines.append(columns([r.flagged ? "⚑" : " ", name.count > 36 ? "…" + name.suffix(35) : name, "\(r.frame)",
                              ms(r.phases.evaluationMs), ms(r.phases.layoutMs), ms(r.phases.displayMs), ms(r.phases.rasterMs),
                              ms(r.totalMs), "\(r.cacheHits)/\(r.cacheHits + r.cacheMisses)", r.reasons.prefix(2).joined(separator: "; ")], Self.rowWidths))
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
    private func ms(_ value: Double) -> String { format(value) }

    private static let summaryWidths = [8, 20, 8, 7, 7, 7, 7, 7, 8, 0]
    private static let rowWidths = [1, 37, 6, 8, 8, 8, 8, 8, 8, 0]

    private func columns(_ cells: [String], _ widths: [Int]) -> String {
        zip(cells, widths).map { $0.padding($1) }.joined(separator: " ")
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
