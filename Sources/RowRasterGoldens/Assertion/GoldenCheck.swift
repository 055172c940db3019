import Foundation
import RowRaster
import RowRasterPNG

/// One golden check: render, compare, record or report, leave artifacts.
@MainActor
struct GoldenCheck {
    let location: GoldenLocation
    let configuration: GoldenConfiguration

    func run<V: View>(_ view: V, _ request: GoldenRequest) -> GoldenOutcome {
        let outcome = check(view, request)
        if outcome.failureMessage == nil { FailureArtifacts(location: location).removeStale() }
        GoldenRunRecorder.shared.record(
            GoldenRunManifest.Entry(golden: location.relativeGoldenPath, status: outcome.status,
                                    actual: outcome.status == .passed ? nil : artifactPath(.actual)),
            root: location.root)
        return outcome
    }

    private func check<V: View>(_ view: V, _ request: GoldenRequest) -> GoldenOutcome {
        let rendered: GoldenRender
        do {
            rendered = try GoldenRender.make(view, request)
        } catch {
            return GoldenOutcome(status: .failed, failureMessage: "Rendering \(location.relativeGoldenPath) failed: \(error)")
        }
        if rendered.nondeterminism != nil || rendered.nondeterministicSize {
            writeArtifacts(rendered, expected: rendered.secondBitmap, difference: rendered.nondeterminism, sidecarDiff: nil)
            return GoldenOutcome(status: .failed, failureMessage: """
                \(location.relativeGoldenPath): the view rendered differently twice in a row (nondeterministic), \
                so it cannot have a golden: it reads something that changes (a random value, a date, a counter).
                \(rendered.nondeterminism?.summary ?? "The two renders have different sizes.")
                Artifacts: \(location.suiteFailuresDirectory.path)
                """)
        }

        let mode = configuration.effectiveRecordMode
        guard FileManager.default.fileExists(atPath: location.goldenURL.path) else {
            return handleMissing(rendered, mode: mode)
        }
        let expected: Bitmap
        do {
            expected = try PNGCodec.decode(contentsOf: location.goldenURL)
        } catch {
            if mode == .all || mode == .failed {
                return recordGolden(rendered, reason: "replaced an unreadable golden (\(error))", failing: true)
            }
            writeArtifacts(rendered, expected: nil, difference: nil, sidecarDiff: nil)
            return GoldenOutcome(status: .failed, failureMessage: """
                The golden \(location.relativeGoldenPath) is corrupt or not a PNG: \(error)
                Re-record it with ROWRASTER_RECORD=failed, or accept the actual render: rowraster goldens accept '\(location.relativeGoldenPath)'
                """)
        }

        switch compareImages(expected: expected, actual: rendered.bitmap, tolerance: configuration.tolerance) {
        case .identical:
            if mode == .all || mode == .failed || mode == .missing { refreshSidecar(rendered) }
            return GoldenOutcome(status: .passed)
        case .sizeMismatch(let expectedSize, let actualSize):
            let message = """
                \(location.relativeGoldenPath): size changed from \(expectedSize.width)×\(expectedSize.height) \
                to \(actualSize.width)×\(actualSize.height) pixels.
                """
            return handleDifference(rendered, expected: expected, difference: nil, message: message, mode: mode)
        case .different(let difference):
            if difference.passes(configuration.tolerance) {
                if mode == .all { return recordGolden(rendered, reason: "pixels changed within tolerance", failing: false) }
                return GoldenOutcome(status: .passed)
            }
            let smallest = difference.smallestPassingTolerance(from: configuration.tolerance)
            let message = """
                \(location.relativeGoldenPath) differs from the render.
                \(difference.summary)
                Smallest passing tolerance: .perceptual(threshold: \(format(smallest.perceptualThreshold)), \
                fraction: \(format(smallest.maxDifferingFraction)), cluster: \(smallest.maxClusterSize))
                """
            return handleDifference(rendered, expected: expected, difference: difference, message: message, mode: mode)
        }
    }

    private func handleMissing(_ rendered: GoldenRender, mode: GoldenRecordMode) -> GoldenOutcome {
        if mode == .never {
            writeArtifacts(rendered, expected: nil, difference: nil, sidecarDiff: nil)
            return GoldenOutcome(status: .missing, failureMessage: """
                No golden at \(location.relativeGoldenPath) (record mode: never).
                Look at \(artifactURL(.actual).path), then accept it:
                  rowraster goldens accept '\(location.relativeGoldenPath)'
                or record it: ROWRASTER_RECORD=missing swift test --filter \(location.suite)
                """)
        }
        return recordGolden(rendered, reason: "recorded a new golden; look at it, commit it, and run again", failing: true)
    }

    private func handleDifference(_ rendered: GoldenRender, expected: Bitmap, difference: ImageDifference?,
                                  message: String, mode: GoldenRecordMode) -> GoldenOutcome {
        let sidecarDiff = sidecarDifference(rendered)
        writeArtifacts(rendered, expected: expected, difference: difference, sidecarDiff: sidecarDiff)
        var full = message
        if let note = environmentDrift() { full += "\n" + note }
        if let sidecarDiff { full += "\nLaid-out elements that changed:\n" + sidecarDiff }
        full += "\nArtifacts: \(location.suiteFailuresDirectory.path) (index: \(location.failuresDirectory.appendingPathComponent("index.html").path))"
        if mode == .all || mode == .failed {
            _ = recordGolden(rendered, reason: "", failing: true)
            full += "\nThe golden was re-recorded (record mode: \(mode.rawValue)); review and commit it."
            return GoldenOutcome(status: .recorded, failureMessage: full)
        }
        return GoldenOutcome(status: .failed, failureMessage: full)
    }

    private func recordGolden(_ rendered: GoldenRender, reason: String, failing: Bool) -> GoldenOutcome {
        do {
            try AtomicFile.createDirectory(location.goldenURL.deletingLastPathComponent())
            try AtomicFile.write(PNGCodec.encode(rendered.bitmap), to: location.goldenURL)
            try AtomicFile.write(Data((rendered.sidecar + "\n").utf8), to: location.sidecarURL)
            try EnvironmentFingerprint.current().save(to: location.goldensDirectory)
        } catch {
            return GoldenOutcome(status: .failed, failureMessage: "Could not record \(location.relativeGoldenPath): \(error)")
        }
        return GoldenOutcome(status: .recorded,
                             failureMessage: failing && !reason.isEmpty ? "\(location.relativeGoldenPath): \(reason)." : nil)
    }

    /// Keeps the sidecar in step with a golden whose pixels did not change.
    private func refreshSidecar(_ rendered: GoldenRender) {
        let text = rendered.sidecar + "\n"
        if (try? String(contentsOf: location.sidecarURL, encoding: .utf8)) != text {
            try? AtomicFile.write(Data(text.utf8), to: location.sidecarURL)
        }
    }

    private func sidecarDifference(_ rendered: GoldenRender) -> String? {
        guard let recorded = try? String(contentsOf: location.sidecarURL, encoding: .utf8) else { return nil }
        return SidecarDiff.changes(from: recorded, to: rendered.sidecar + "\n")
    }

    private func environmentDrift() -> String? {
        guard let recorded = EnvironmentFingerprint.load(from: location.goldensDirectory) else { return nil }
        let changes = EnvironmentFingerprint.current().differences(from: recorded)
        guard !changes.isEmpty else { return nil }
        return "Environment drift: this machine differs from the one that recorded the goldens (\(changes.joined(separator: "; "))). The difference may come from it, not from the view."
    }

    // MARK: Artifacts

    typealias Artifact = GoldenLocation.Artifact

    func artifactURL(_ artifact: Artifact) -> URL { location.artifactURL(artifact) }

    func artifactPath(_ artifact: Artifact) -> String {
        "output/golden-failures/\(location.suite)/\(location.baseName).\(artifact.rawValue).png"
    }

    private func writeArtifacts(_ rendered: GoldenRender, expected: Bitmap?, difference: ImageDifference?, sidecarDiff: String?) {
        FailureArtifacts(location: location)
            .write(actual: rendered.bitmap, actualSidecar: rendered.sidecar, expected: expected, difference: difference,
                   sidecarDiff: sidecarDiff)
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.4g", value)
    }
}

/// The two renders of a view for a golden check, and its laid-out tree.
struct GoldenRender {
    var bitmap: Bitmap
    var secondBitmap: Bitmap
    var sidecar: String
    /// Set when the two renders differ.
    var nondeterminism: ImageDifference?
    /// Set when the two renders differ in size.
    var nondeterministicSize = false

    @MainActor
    static func make<V: View>(_ view: V, _ request: GoldenRequest) throws -> GoldenRender {
        let first = try renderOnce(view, request)
        let second = try renderOnce(view, request)
        var render = GoldenRender(bitmap: first.bitmap, secondBitmap: second.bitmap, sidecar: first.sidecar)
        if first.bitmap != second.bitmap {
            switch compareImages(expected: first.bitmap, actual: second.bitmap, tolerance: .exact) {
            case .different(let difference): render.nondeterminism = difference
            case .sizeMismatch, .identical: render.nondeterministicSize = true
            }
        }
        return render
    }

    @MainActor
    private static func renderOnce<V: View>(_ view: V, _ request: GoldenRequest) throws -> (bitmap: Bitmap, sidecar: String) {
        if let size = request.fixedSize {
            let result = try RenderPipeline.render(request.appearance.apply(to: view.frame(width: size.width, height: size.height)),
                                                   proposal: request.proposal, scale: request.scale,
                                                   treatingWarningsAsErrors: request.treatsWarningsAsErrors)
            return (result.bitmap, result.output.layoutDump)
        }
        let result = try RenderPipeline.render(request.appearance.apply(to: view), proposal: request.proposal, scale: request.scale,
                                               treatingWarningsAsErrors: request.treatsWarningsAsErrors)
        return (result.bitmap, result.output.layoutDump)
    }
}
