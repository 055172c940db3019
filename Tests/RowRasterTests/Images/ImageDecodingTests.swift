import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterPNG

@MainActor
@Suite struct ImageDecodingTests {
    static func fixture(_ name: String) -> URL {
        Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures")!
    }

    /// The reference pixels every fixture encodes (see scripts/make-png-fixtures.py).
    static func reference(x: Int, y: Int, withAlpha: Bool) -> (UInt8, UInt8, UInt8, UInt8) {
        let grey = UInt8([0, 51, 102, 153, 204, 255][x])
        return (grey, grey, grey, withAlpha ? UInt8([255, 255, 170, 85][y]) : 255)
    }

    @Test(arguments: [("grey8", false), ("grey-alpha8", true), ("palette", false), ("rgb16", false),
                      ("rgba8", true), ("rgba8-interlaced", true)])
    func everyEncodingDecodesToTheSamePixels(name: String, withAlpha: Bool) throws {
        let bitmap = try PNGCodec.decode(contentsOf: Self.fixture(name))
        #expect(bitmap.width == 6 && bitmap.height == 4)
        for y in 0..<4 {
            for x in 0..<6 {
                let p = bitmap[x, y], r = Self.reference(x: x, y: y, withAlpha: withAlpha)
                #expect(p.r == r.0 && p.g == r.1 && p.b == r.2 && p.a == r.3, "\(name) at (\(x), \(y)): \(p)")
            }
        }
    }

    @Test func imageErrorsNameTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-images-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let corrupt = directory.appendingPathComponent("corrupt.png")
        var bytes = try Data(contentsOf: Self.fixture("rgba8"))
        bytes[bytes.count - 20] ^= 0xFF          // damage the compressed data
        try bytes.write(to: corrupt)
        #expect {
            _ = try Image(contentsOf: corrupt)
        } throws: { error in
            guard case .invalidPNG(let source, _)? = error as? RenderError else { return false }
            return source == corrupt.path
        }
        #expect(throws: RenderError.unreadableFile(directory.appendingPathComponent("missing.png").path, reason: "no such file")) {
            _ = try Image(contentsOf: directory.appendingPathComponent("missing.png"))
        }
        // Not Foundation's "NSCocoaErrorDomain error 256" or a permission problem: what the path is.
        #expect(throws: RenderError.unreadableFile(directory.path, reason: "it is a directory, not a regular file")) {
            _ = try Image(contentsOf: directory)
        }
        #expect(throws: RenderError.unreadableFile("/dev/zero", reason: "it is a character device, not a regular file")) {
            _ = try Image(contentsOf: URL(fileURLWithPath: "/dev/zero"))
        }
        #expect {
            _ = try Image(pngData: Data([1, 2, 3]))
        } throws: { error in
            guard case .invalidPNG(let source, _)? = error as? RenderError else { return false }
            return source.hasPrefix("PNG data")
        }
    }
}

@MainActor
@Suite struct ImageViewTests {
    @Test func aPlainImageIsItsNaturalSizeAndResizableTakesTheOffer() throws {
        let image = try Image(contentsOf: ImageDecodingTests.fixture("rgba8"))
        #expect(try frames(of: "Image", in: image, proposal: ProposedViewSize(width: 100, height: 100))
                == [CGRect(x: 0, y: 0, width: 6, height: 4)])
        #expect(try frames(of: "Image", in: image.resizable(), proposal: ProposedViewSize(width: 100, height: 100))
                == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        #expect(try frames(of: "Image", in: image.resizable().scaledToFit(), proposal: ProposedViewSize(width: 90, height: 90))
                == [CGRect(x: 0, y: 0, width: 90, height: 60)])
        #expect(try frames(of: "Image", in: image.resizable().scaledToFill(), proposal: ProposedViewSize(width: 90, height: 90))
                == [CGRect(x: 0, y: 0, width: 135, height: 90)])
        // Unspecified: the natural size.
        #expect(try frames(of: "Image", in: image.resizable()) == [CGRect(x: 0, y: 0, width: 6, height: 4)])
    }

    @Test func namedImagesComeFromRegisteredDirectoriesPreferringTheScale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-named-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: directory)
            ImageLibrary.shared.removeAll()
        }
        try FileManager.default.copyItem(at: ImageDecodingTests.fixture("rgba8"), to: directory.appendingPathComponent("dot@2x.png"))
        ImageLibrary.shared.register(directory: directory)
        // 6×4 pixels at 2x is 3×2 points.
        #expect(try frames(of: "Image", in: Image("dot")) == [CGRect(x: 0, y: 0, width: 3, height: 2)])
        // A missing name takes no space and is a warning, as iOS logs it; strict renders throw.
        #expect(try frames(of: "Image", in: Image("nope")) == [CGRect(x: 0, y: 0, width: 0, height: 0)])
        #expect(try RenderPipeline.layOut(Image("nope"), proposal: .unspecified, scale: 1).warnings
            == [.missingImage(name: "nope", searched: [directory.path])])
        #expect {
            _ = try RenderPipeline.layOut(Image("nope"), proposal: .unspecified, scale: 1, treatingWarningsAsErrors: true)
        } throws: { error in
            guard case .imageNotFound("nope", let searched)? = error as? RenderError else { return false }
            return searched == [directory.path]
        }
    }

    @Test func decodedFilesAreCachedAndCounted() throws {
        let cache = ImageCache.shared
        cache.removeAll()
        cache.resetStatistics()
        _ = try Image(contentsOf: ImageDecodingTests.fixture("palette"))
        _ = try Image(contentsOf: ImageDecodingTests.fixture("palette"))
        #expect(cache.statistics.misses == 1)
        #expect(cache.statistics.hits == 1)
        #expect(cache.statistics.bytes == 6 * 4 * 4)
    }

    @Test func theCacheEvictsTheLeastRecentlyUsed() throws {
        let cache = ImageCache.shared
        cache.removeAll()
        cache.resetStatistics()
        defer { cache.byteLimit = 50 * 1024 * 1024 }
        cache.byteLimit = 200   // two 96-byte images fit, three do not
        _ = try Image(contentsOf: ImageDecodingTests.fixture("grey8"))
        _ = try Image(contentsOf: ImageDecodingTests.fixture("rgba8"))
        _ = try Image(contentsOf: ImageDecodingTests.fixture("grey8"))      // grey8 is now the most recent
        _ = try Image(contentsOf: ImageDecodingTests.fixture("palette"))    // evicts rgba8
        #expect(cache.statistics.evictions == 1)
        _ = try Image(contentsOf: ImageDecodingTests.fixture("grey8"))
        #expect(cache.statistics.hits == 2)
        _ = try Image(contentsOf: ImageDecodingTests.fixture("rgba8"))
        #expect(cache.statistics.misses == 4)
    }
}
