/// What a worker reports for one preview, as one JSON line; also what `--json` lists.
package struct PreviewResult: Codable, Sendable {
    /// One image of the preview: one appearance.
    package struct Image: Codable, Sendable {
        /// The appearance's variant name ("" for the standard one).
        package var variant: String
        /// The PNG, relative to the package root.
        package var file: String
        package var pixelWidth: Int
        package var pixelHeight: Int
        /// Pixels per point.
        package var scale: Double
        /// With `--check`: passed, failed, recorded or missing.
        package var golden: String?
        /// Why the check failed, or why the render did.
        package var failure: String?
    }

    /// The preview's position in the fixed order of all previews.
    package var index: Int
    package var module: String
    package var name: String
    /// `Module/File.swift:12` or the `PreviewProvider` type.
    package var source: String
    package var images: [Image] = []
    /// The frame report, relative to the package root, with `--frames`.
    package var framesReport: String?
    /// A summary line of the frame report.
    package var framesSummary: String?
    /// Set when the preview could not be rendered at all: it threw, or its worker trapped.
    package var error: String?
    package var warnings: [String] = []
    package var milliseconds: Double = 0

    /// What went wrong with this preview: its error, then each image's failure.
    package var messages: [String] { ([error] + images.map(\.failure)).compactMap { $0 } }

    /// Whether anything about this preview failed (with `--check`, a golden that did not pass).
    package func failed(recordingRequested: Bool) -> Bool {
        if error != nil { return true }
        return images.contains { image in
            if image.golden == "recorded" { return !recordingRequested }
            return image.failure != nil
        }
    }
}
