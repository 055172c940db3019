import CoreTransferable
import UniformTypeIdentifiers

/// `Image` is transferable on iOS (a share sheet receives it as a PNG). A render never
/// transfers anything; to get a view's pixels, render it with ``ImageRenderer``, which is what
/// this representation would need and cannot reach from a `Sendable` closure.
extension Image: Transferable {
    // `nonisolated`: `Image` takes the main actor from `View`, and a representation is
    // asked for from any thread.
    public nonisolated static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Image>(exportedContentType: .png) { _ in throw ImageTransferError.renderWithImageRenderer }
    }
}

/// Why an `Image` was not exported through `Transferable`.
public enum ImageTransferError: Error, Sendable {
    /// Use ``ImageRenderer`` to turn an image into PNG data.
    case renderWithImageRenderer
}
