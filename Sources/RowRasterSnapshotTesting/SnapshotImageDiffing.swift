import Foundation
import RowRaster
import RowRasterTesting

extension Diffing where Value == SnapshotImage {
    /// Compares snapshots with swift-snapshot-testing's rules for images: equal bytes match;
    /// otherwise, with `perceptualPrecision` below 1 a pixel matches when its CIE ΔE 1994
    /// difference is at most (1 − perceptualPrecision) × 100 and the fraction of matching
    /// pixels must reach `precision`; with only `precision` below 1, the fraction of equal
    /// bytes must reach it. A failure writes RowRaster's artifacts (expected, actual, diff,
    /// triptych, zoomed crops, the actual layout dump) and names them in its message.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: \.pngData, fromData: SnapshotImage.init(pngData:)) { reference, snapshot in
            guard let message = SnapshotComparison.compare(reference.bitmap, snapshot.bitmap, precision: precision,
                                                           perceptualPrecision: perceptualPrecision) else { return nil }
            var lines = [message]
            if snapshot.bitmap.width == 0, let dump = snapshot.layoutDump { lines.append("The render failed: \(dump)") }
            var attachments: [DiffAttachment] = []
            if let artifacts = SnapshotFailureArtifacts.write(reference: reference, snapshot: snapshot) {
                lines.append("RowRaster's artifacts: \(artifacts.description)")
                attachments = artifacts.attachments
            }
            return (lines.joined(separator: "\n"), attachments)
        }
    }
}

extension Snapshotting where Value == SnapshotImage, Format == SnapshotImage {
    /// A snapshot image compared as `Diffing.image(precision:perceptualPrecision:)` does,
    /// stored as PNG.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

/// Where a failed snapshot's artifacts go: `output/golden-failures/Snapshots/` under the
/// current directory (the package root under `swift test`), named by a digest of the two
/// images, since a diffing strategy is not told which test it compares for.
@MainActor
enum SnapshotFailureArtifacts {
    /// Where the artifacts went, and the triptych and diff as attachments for the test report.
    struct Written: Sendable {
        var description: String
        /// PNG data and a file name for each attachment.
        var images: [(data: Data, name: String)]

        var attachments: [DiffAttachment] { images.map { .data($0.data, name: $0.name) } }
    }

    nonisolated static func write(reference: SnapshotImage, snapshot: SnapshotImage) -> Written? {
        guard snapshot.bitmap.width > 0 else { return nil }
        return onMain {
            let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let location = GoldenLocation(root: root, suite: "Snapshots", baseName: "snapshot-" + digest(reference, snapshot))
            let sameSize = reference.bitmap.width == snapshot.bitmap.width && reference.bitmap.height == snapshot.bitmap.height
            var difference: ImageDifference?
            if sameSize, case .different(let found) = compareImages(expected: reference.bitmap, actual: snapshot.bitmap, tolerance: .exact) {
                difference = found
            }
            FailureArtifacts(location: location).write(actual: snapshot.bitmap, actualSidecar: snapshot.layoutDump ?? "",
                                                       expected: reference.bitmap.width > 0 ? reference.bitmap : nil,
                                                       difference: difference, sidecarDiff: nil)
            let triptych = location.artifactURL(.triptych)
            let images = [GoldenLocation.Artifact.triptych, .diff].compactMap { artifact -> (data: Data, name: String)? in
                (try? Data(contentsOf: location.artifactURL(artifact))).map { ($0, "rowraster-\(artifact.rawValue).png") }
            }
            return Written(description: "\(triptych.path) (expected, actual, diff, zoomed crops and the actual layout dump beside it in \(location.suiteFailuresDirectory.path))",
                           images: images)
        }
    }

    /// 16 hex digits of FNV-1a over both images' bytes.
    private static func digest(_ a: SnapshotImage, _ b: SnapshotImage) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for bitmap in [a.bitmap, b.bitmap] {
            for byte in bitmap.bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        }
        return String(hash, radix: 16)
    }
}

/// Runs `body` on the main actor: at once when the caller is already on it, otherwise by waiting
/// for the main queue to run it.
///
/// "Already on it" is not `Thread.isMainThread`. XCTest on Linux runs tests on the main thread,
/// outside any queue. A Swift Testing test isolated to the main actor runs in a block of the
/// main queue, and on Linux that queue may be drained by a worker thread: `isMainThread` is
/// false there, and `DispatchQueue.main.sync` from inside the main queue traps (SIGILL). The
/// main queue carries a marker (`MainQueueMarker`) that its blocks can read, whatever thread
/// runs them.
func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread || MainQueueMarker.isOnMainQueue { return MainActor.assumeIsolated { body() } }
    return withoutActuallyEscaping(body) { run in
        DispatchQueue.main.sync { MainActor.assumeIsolated { run() } }
    }
}

/// A queue-specific value set once on the main queue, so code can ask whether it runs in one of
/// the main queue's blocks (the main actor's executor on Linux) without trapping.
enum MainQueueMarker {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the current code runs in a block of the main queue.
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
