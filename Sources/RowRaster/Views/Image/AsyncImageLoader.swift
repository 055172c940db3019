import Foundation

/// What `AsyncImage` loads its URL with in a render, set in the environment:
///
///     AvatarRow(user: .sample)
///         .environment(\.asyncImageLoader, .mirroring(URL(string: "https://cdn.example.com")!,
///                                                    to: URL(fileURLWithPath: "Fixtures/cdn")))
///
/// A render is the first frame of a screen, so nothing is fetched from the network: a URL the
/// loader does not serve (it returns nil) stays in the `.empty` phase, as on iOS before the
/// download finishes. The default loader reads `file:` URLs only.
public struct AsyncImageLoader: Sendable {
    let load: @Sendable (URL) throws -> Data?

    /// A loader from a function: the image's PNG bytes, nil for "not loaded" (`.empty`), or an
    /// error (`.failure`).
    public init(_ load: @escaping @Sendable (URL) throws -> Data?) { self.load = load }

    /// Reads `file:` URLs; every other URL stays empty.
    public static let fileURLs = AsyncImageLoader { url in
        guard url.isFileURL else { return nil }
        // What the path is ("it is a directory"), not Foundation's message; a device is never read.
        if let reason = PathKind.unreadableReason(url.path) { throw RenderError.unreadableFile(url.path, reason: reason) }
        return try Data(contentsOf: url)
    }

    /// Serves URLs under `prefix` from the same paths under the local `directory` (fixtures
    /// for a CDN), and `file:` URLs as `fileURLs` does.
    public static func mirroring(_ prefix: URL, to directory: URL) -> AsyncImageLoader {
        AsyncImageLoader { url in
            let base = prefix.absoluteString.hasSuffix("/") ? prefix.absoluteString : prefix.absoluteString + "/"
            guard url.absoluteString.hasPrefix(base) else { return try fileURLs.load(url) }
            let relative = String(url.absoluteString.dropFirst(base.count)).components(separatedBy: "?")[0]
            return try fileURLs.load(directory.appendingPathComponent(relative))
        }
    }
}

private struct AsyncImageLoaderKey: EnvironmentKey {
    static var defaultValue: AsyncImageLoader { .fileURLs }
}

extension EnvironmentValues {
    /// What `AsyncImage`s inside load their URLs with (`AsyncImageLoader.fileURLs` by default).
    public var asyncImageLoader: AsyncImageLoader {
        get { self[AsyncImageLoaderKey.self] }
        set { self[AsyncImageLoaderKey.self] = newValue }
    }
}
