import Foundation
import RowRaster

/// `--frames`: a preview that holds a scroll view or list is scrolled on its device's screen for
/// `--seconds` at 2,000 pt/s and 60 Hz, and its frame report is written beside its images
/// (`output/previews/<Module>/<Name>.frames.json`).
@MainActor
struct PreviewFrames {
    let options: PreviewsOptions

    func scroll(_ entry: PreviewEntry, _ canvas: PreviewCanvas, into result: inout PreviewResult) {
        let screen = canvas.device.screen(entry.orientation).size
        let axis: Axis?
        do {
            axis = try RenderPipeline.scrollAxis(of: canvas.view(), proposal: ProposedViewSize(screen), scale: canvas.scale)
        } catch {
            result.error = "\(entry.qualifiedName) (\(entry.source.description)): frames: \(error)"
            return
        }
        guard let axis else { return }
        var simulation = ScrollSimulation(canvas.view())
        simulation.name = entry.qualifiedName
        simulation.viewport = screen
        simulation.scale = canvas.scale
        simulation.axis = axis
        simulation.script = .constantVelocity(pointsPerSecond: 2000, seconds: options.seconds)
        // One raster thread: the workers already use every core.
        simulation.rasterThreads = 1
        do {
            let report = try simulation.run()
            let relative = "output/previews/\(entry.module)/\(entry.name).frames.json"
            try AtomicFile.write(try report.jsonData(), to: options.rootURL.appendingPathComponent(relative))
            result.framesReport = relative
            let summary = report.summary
            result.framesSummary = String(format: "%d frames, %d %@, p50 %.2f ms, p99 %.2f ms, %@", summary.frames,
                                          summary.hitches, summary.hitches == 1 ? "hitch" : "hitches", summary.p50Ms,
                                          summary.p99Ms, summary.hitchRating)
        } catch {
            result.error = "\(entry.qualifiedName) (\(entry.source.description)): frames: \(error)"
        }
    }
}
