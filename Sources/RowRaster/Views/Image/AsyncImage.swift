import Foundation

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase: Sendable {
    /// No image yet (RowRaster: the URL is nil).
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension Image: @unchecked Sendable {}

/// A view that loads and shows an image from a URL, as SwiftUI's `AsyncImage`.
///
/// A render is a single frame, so the phase is resolved deterministically when the view is
/// evaluated: a nil URL is `.empty`, a readable `file:` PNG is `.success`, anything else
/// (other schemes, unreadable or corrupt files) is `.failure` with the `RenderError`.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content

    /// The image when it loads, a grey placeholder otherwise.
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageDefaultContent {
        self.init(url: url, scale: scale) { phase in _AsyncImageDefaultContent(image: phase.image) }
    }

    /// `content` for the loaded image, `placeholder` until then (and on failure).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            // Explicit returns: this closure builds the conditional itself.
            if let image = phase.image { return _ConditionalContent<I, P>(storage: .trueContent(content(image))) }
            return _ConditionalContent<I, P>(storage: .falseContent(placeholder()))
        }
    }

    /// `content` for each phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = content
    }

    /// The phase this render shows.
    var phase: AsyncImagePhase {
        guard let url else { return .empty }
        guard url.isFileURL else {
            return .failure(RenderError.unreadableFile(url.absoluteString, reason: "only file: URLs are loaded by RowRaster"))
        }
        do {
            var image = try Image(contentsOf: url)
            if case .bitmap(let content, _) = image.source, scale > 0, scale.isFinite {
                image.source = .bitmap(content, scale: scale)
            }
            return .success(image)
        } catch {
            return .failure(error)
        }
    }

    public var body: some View { content(phase) }
}

/// What `AsyncImage(url:)` shows: the image, or a grey box.
public struct _AsyncImageDefaultContent: View {
    let image: Image?

    public var body: some View {
        if let image {
            image
        } else {
            Color(red: 0.898, green: 0.898, blue: 0.918)
        }
    }
}

/// Accepted for source compatibility with `AsyncImage(url:scale:transaction:content:)`;
/// renders have no animation.
public struct Transaction: Sendable {
    public init() {}
}
