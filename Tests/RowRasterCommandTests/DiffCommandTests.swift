import Foundation
import RowRaster
import RowRasterPNG
import Testing
@testable import rowraster

/// `rowraster diff`: refuses, before reading or writing anything, what it would get wrong.
@Suite struct DiffCommandTests {
    private func folderWithTwoImages() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var other = Bitmap(width: 4, height: 4, filledWith: (10, 10, 10, 255))
        try PNGCodec.encode(other).write(to: directory.appendingPathComponent("a.png"))
        other[1, 1] = (250, 0, 0, 255)
        try PNGCodec.encode(other).write(to: directory.appendingPathComponent("b.png"))
        return directory
    }

    private func failure(_ arguments: [String]) -> CommandFailure? {
        do {
            try DiffCommand.parse(arguments).run()
            return nil
        } catch {
            return error as? CommandFailure
        }
    }

    @Test func anOutputThatIsAnInputIsRefusedAndTheInputKept() throws {
        let directory = try folderWithTwoImages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.png").path, b = directory.appendingPathComponent("b.png").path
        let before = try Data(contentsOf: URL(fileURLWithPath: a))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.png").path, withDestinationPath: a)
        #expect(link(b, directory.appendingPathComponent("hard.png").path) == 0)
        for out in [a, directory.path + "/./a.png", directory.appendingPathComponent("link.png").path,
                    directory.appendingPathComponent("hard.png").path] {
            let refused = failure([a, b, "--out", out])
            #expect(refused?.exitCode == 2, "\(out)")
            #expect(refused?.message.contains("is the input image") == true, "\(out)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == before)
        #expect(PathKind(of: directory.appendingPathComponent("link.png").path, followingSymbolicLinks: false) == .symbolicLink)
    }

    @Test func anOutputThatIsNotARegularFileIsRefused() throws {
        let directory = try folderWithTwoImages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.png").path, b = directory.appendingPathComponent("b.png").path
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(failure([a, b, "--out", fifo])?.message.contains("is a FIFO (named pipe), not a regular file") == true)
        #expect(failure([a, b, "--out", "/dev/null"])?.message.contains("is a character device") == true)
        #expect(failure([a, b, "--out", directory.path])?.message.contains("is a directory") == true)
        #expect(PathKind(of: fifo) == .fifo)
        // A new file is written.
        let out = directory.appendingPathComponent("diff.png")
        #expect(failure([a, b, "--out", out.path]) == nil, "the images differ (exit 1), nothing is refused")
        #expect(try PNGCodec.decode(contentsOf: out).width == 4)
    }

    @Test func unreadableInputsSayWhatThePathIs() throws {
        let directory = try folderWithTwoImages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.png").path
        #expect(failure([directory.path, a])?.message == "cannot read \(directory.path): it is a directory, not a regular file")
        #expect(failure([a, "/dev/zero"])?.message == "cannot read /dev/zero: it is a character device, not a regular file")
        #expect(failure([a, directory.appendingPathComponent("none.png").path])?.message.hasSuffix("none.png: no such file") == true)
    }

    @Test func emptyTolerancesAreRefused() throws {
        for text in ["", ",,,", "threshold=1,", " , "] {
            #expect(throws: (any Error).self, "\(text)") { try ToleranceParser.parse(text) }
        }
        #expect(try ToleranceParser.parse("threshold=2,cluster=3").maxClusterSize == 3)
        let directory = try folderWithTwoImages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.png").path
        #expect(failure([a, a, "--tolerance", ""])?.message.contains("invalid tolerance") == true)
    }
}
