import Foundation
import RowRasterPNG

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase: Sendable {
    /// No image yet: the URL is nil, or the loader does not serve it (a remote URL in a first frame).
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

/// A view that loads and shows an image from a URL, as SwiftUI's `AsyncImage`.
///
/// A render is a single frame, so the phase is resolved deterministically when the view is
/// evaluated, by the environment's `asyncImageLoader`: a nil URL, or one the loader does not
/// serve (a remote URL, by default), is `.empty`, as iOS's first frame shows it; a loaded PNG is
/// `.success`; an unreadable or corrupt file is `.failure` with the `RenderError`.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content
    @Environment(\.asyncImageLoader) private var loader

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

    /// The phase this render shows with the default loader.
    var phase: AsyncImagePhase { phase(using: .fileURLs) }

    /// The phase this render shows with `loader`.
    func phase(using loader: AsyncImageLoader) -> AsyncImagePhase {
        guard let url else { return .empty }
        do {
            guard let data = try loader.load(url) else { return .empty }
            let bitmap = try PNGCodec.decode(data, source: url.isFileURL ? url.path : url.absoluteString)
            let declared = scale > 0 && scale.isFinite ? scale : 1
            return .success(Image(source: .bitmap(ImageContent(bitmap: bitmap), scale: declared)))
        } catch {
            return .failure(error)
        }
    }

    public var body: some View { content(phase(using: loader)) }
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
