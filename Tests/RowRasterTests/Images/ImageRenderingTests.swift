import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterCairo
import RowRasterGallery

@MainActor
@Suite(.serialized) struct ImageRenderingTests {
    @Test func anImageDrawnMuchSmallerIsDownsampledOnceAndCached() throws {
        let cache = try CairoRasterizer.forCurrentThread().rasterCache
        cache.removeAll()
        cache.resetStatistics()
        // The avatar is 256 pixels; drawn at 30 points × scale 2 it needs 60.
        let view = try Image(contentsOf: GalleryImages.avatarURL).resizable().frame(width: 30, height: 30)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        _ = try renderer.bitmap()
        _ = try renderer.bitmap()
        let statistics = cache.statistics(of: .downsampledImage)
        #expect(statistics.misses == 1)
        #expect(statistics.hits == 1)
        #expect(statistics.bytes == 60 * 60 * 4)
    }

    @Test func asyncImagePhasesAreResolvedForTheRender() {
        #expect(AsyncImage(url: nil) { phase in Color.clear.opacity(phase.image == nil ? 1 : 0) }.phase.image == nil)
        if case .empty = AsyncImage(url: nil).phase {} else { Issue.record("a nil URL is empty") }
        if case .success = AsyncImage(url: GalleryImages.avatarURL).phase {} else { Issue.record("a readable file succeeds") }
        // A remote URL is not fetched: the first frame shows the empty phase, as on iOS.
        if case .empty = AsyncImage(url: URL(string: "https://example.com/a.png")).phase {} else {
            Issue.record("remote URLs are empty")
        }
        // A loader that serves it gives the image.
        let mirror = AsyncImageLoader.mirroring(URL(string: "https://cdn.example.com/img")!,
                                                to: GalleryImages.avatarURL.deletingLastPathComponent())
        let remote = URL(string: "https://cdn.example.com/img/\(GalleryImages.avatarURL.lastPathComponent)?w=64")
        if case .success = AsyncImage(url: remote).phase(using: mirror) {} else { Issue.record("a mirrored URL loads") }
        if case .empty = AsyncImage(url: URL(string: "https://other.example.com/a.png")).phase(using: mirror) {} else {
            Issue.record("URLs outside the mirror stay empty")
        }
        guard case .failure(let missing) = AsyncImage(url: URL(fileURLWithPath: "/nonexistent/a.png")).phase else {
            Issue.record("missing files fail"); return
        }
        #expect(missing as? RenderError == .unreadableFile("/nonexistent/a.png", reason: "no such file"))
        // What the path is, not Foundation's message; /dev/zero is never read (it has no end).
        for (path, reason) in [("/tmp", "it is a directory, not a regular file"), ("/dev/zero", "it is a character device, not a regular file")] {
            guard case .failure(let error) = AsyncImage(url: URL(fileURLWithPath: path)).phase else {
                Issue.record("\(path) fails"); continue
            }
            #expect(error as? RenderError == .unreadableFile(path, reason: reason))
        }
    }

    @Test func asyncImageShowsItsPlaceholderUntilTheEnvironmentsLoaderServesTheURL() throws {
        let url = URL(string: "https://cdn.example.com/img/\(GalleryImages.avatarURL.lastPathComponent)")
        let view = AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.gray }
            .frame(width: 20, height: 20)
        #expect(try displayListDump(view) == "fill rect(0 0 20 20) #8E8E93")
        let mirrored = view.environment(\.asyncImageLoader, .mirroring(URL(string: "https://cdn.example.com/img")!,
                                                                      to: GalleryImages.avatarURL.deletingLastPathComponent()))
        #expect(try displayListDump(mirrored).hasPrefix("image(256x256"))
    }

    @Test func unknownSymbolsTakeNoSpaceDrawNothingAndAreListedInTheRendersWarnings() throws {
        let name = "no.such.symbol"
        let view = HStack(spacing: 0) {
            Image(systemName: name)
            Text(Image(systemName: name))
            Canvas { context, _ in context.draw(Image(systemName: name), at: CGPoint(x: 5, y: 5)) }.frame(width: 10, height: 10)
        }
        #expect(try frames(of: "Image", in: view).map(\.size) == [.zero])
        #expect(try displayListDump(view).isEmpty)
        let renderer = ImageRenderer(content: view)
        _ = try renderer.bitmap()
        #expect(renderer.warnings == [.unknownSymbol(name: name)])
        #expect(RenderWarning.unknownSymbol(name: name).error == .symbolNotFound(name: name))
        renderer.treatsWarningsAsErrors = true
        #expect(throws: RenderError.symbolNotFound(name: name)) { try renderer.bitmap() }
    }

    @Test func canvasDrawsImagesAndSymbols() throws {
        let avatar = try Image(contentsOf: GalleryImages.avatarURL)
        let canvas = Canvas { context, _ in
            context.draw(avatar, in: CGRect(x: 0, y: 0, width: 20, height: 20))
            context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 40, y: 10), anchor: .center)
        }
        .frame(width: 60, height: 20)
        let dump = try displayListDump(canvas)
        #expect(dump.contains("image(256x256"))
        #expect(dump.contains("in 0 0 20 20"))
        #expect(dump.contains("fill path("), "the star's outline")
    }
}
