import Foundation
import RowRaster
import RowRasterPNG
import RowRasterGoldens

/// A worker process: reads preview positions from standard input, one per line, renders each
/// and answers with one JSON line (`PreviewResult`). Standard output is the protocol alone: what
/// previews print goes to standard error.
@MainActor
struct PreviewWorker {
    let options: PreviewsOptions
    let entries: [PreviewEntry]

    func run() -> Int32 {
        let protocolOutput = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let encoder = JSONEncoder()
        while let line = readLine() {
            let result: PreviewResult
            if let index = Int(line), entries.indices.contains(index) {
                result = render(index)
            } else {
                // Always an answer, so the coordinator never waits for one that cannot come.
                result = PreviewResult(index: Int(line) ?? -1, module: "", name: line, source: "",
                                       error: "this worker found \(entries.count) previews; there is no preview \(line)")
            }
            guard let data = try? encoder.encode(result) else { continue }
            protocolOutput.write(data + Data("\n".utf8))
        }
        return 0
    }

    /// The preview at `index`, rendered and timed. (The time is set here, after the result is
    /// complete: a `defer` that sets it would change a copy made by `return`, and it read 0.)
    func render(_ index: Int) -> PreviewResult {
        let start = DispatchTime.now()
        var result = renderUntimed(index)
        result.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        return result
    }

    private func renderUntimed(_ index: Int) -> PreviewResult {
        // `UIScreen.main` and `UIDevice.current` describe the device the preview is drawn on,
        // while its view is made and drawn.
        let entry = entries[index]
        let device = entry.deviceName.flatMap(DeviceScreen.named) ?? DeviceScreen.named(options.device) ?? .standard
        return DeviceScreen.$current.withValue(device) { render(entry, index: index) }
    }

    private func render(_ entry: PreviewEntry, index: Int) -> PreviewResult {
        var result = PreviewResult(index: index, module: entry.module, name: entry.name, source: entry.source.description)
        let content: any View
        do {
            content = try entry.makeView()
        } catch {
            result.error = "\(entry.qualifiedName) (\(entry.source.description)) threw: \(error)"
            return result
        }
        let defaultDevice = DeviceScreen.named(options.device) ?? .standard
        if let name = entry.deviceName, DeviceScreen.named(name) == nil {
            result.warnings.append("previewDevice \"\(name)\" is not a known device; rendered on \(defaultDevice.name)")
        }
        let canvas = PreviewCanvas(entry, content: content, defaultDevice: defaultDevice, scale: options.scale.map { CGFloat($0) })
        for appearance in (try? options.appearances()) ?? [.standard] {
            result.images.append(renderImage(entry, canvas, appearance, warnings: &result.warnings))
        }
        if options.frames {
            PreviewFrames(options: options).scroll(entry, canvas, into: &result)
        }
        return result
    }

    private func renderImage(_ entry: PreviewEntry, _ canvas: PreviewCanvas, _ appearance: RenderAppearance,
                             warnings: inout [String]) -> PreviewResult.Image {
        let baseName = entry.name + ScaleSuffix.text(for: canvas.scale)
            + (appearance.variantName.isEmpty ? "" : "." + appearance.variantName)
        let relative = "output/previews/\(entry.module)/\(baseName).png"
        var image = PreviewResult.Image(variant: appearance.variantName, file: relative, pixelWidth: 0, pixelHeight: 0,
                                        scale: Double(canvas.scale))
        let view = canvas.view(in: appearance)
        let renderer = ImageRenderer(content: view)
        renderer.scale = canvas.scale
        renderer.proposedSize = canvas.proposal
        do {
            let png = try renderer.pngData()
            let header = try PNGHeader(png, source: relative)
            (image.pixelWidth, image.pixelHeight) = (header.width, header.height)
            try AtomicFile.createDirectory(options.rootURL.appendingPathComponent("output/previews/\(entry.module)"))
            try AtomicFile.write(png, to: options.rootURL.appendingPathComponent(relative))
        } catch {
            image.failure = "\(entry.qualifiedName) (\(entry.source.description)): \(error)"
            return image
        }
        for warning in renderer.warnings where !warnings.contains("\(warning)") { warnings.append("\(warning)") }
        if options.check {
            let outcome = checkGolden(of: view, root: options.rootURL, suite: "Previews/\(entry.module)",
                                      baseName: baseName, proposal: canvas.proposal, scale: canvas.scale,
                                      appearance: appearance, record: options.record)
            image.golden = outcome.status.rawValue
            image.failure = outcome.failure
        }
        return image
    }
}

