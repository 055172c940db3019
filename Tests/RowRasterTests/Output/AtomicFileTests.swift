import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `AtomicFile.write`: what it leaves behind, what it refuses to replace, and what it does to
/// read-only files and symbolic links (the README describes the same behaviour).
@Suite struct AtomicFileTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A process id no process has now.
    private func deadProcessID() -> Int32 {
        var pid: Int32 = 4_000_000
        while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
        return pid
    }

    private func exists(_ directory: URL, _ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    private func touch(_ directory: URL, _ name: String, daysOld: Double = 0) throws {
        let url = directory.appendingPathComponent(name)
        try Data("partial".utf8).write(to: url)
        if daysOld > 0 {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -daysOld * 86_400)],
                                                  ofItemAtPath: url.path)
        }
    }

    @Test func temporaryFilesOfDeadProcessesAreRemovedByTheNextWriteToTheirFolder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dead = deadProcessID()
        try touch(directory, ".a.png.tmp-\(dead)-12345")
        try touch(directory, ".b.json.tmp-\(dead)-7")
        // A write in progress in this process, one of a live process, and files of other naming stay.
        try touch(directory, ".c.png.tmp-\(getpid())-99")
        try touch(directory, ".d.png.tmp-1-99")
        try touch(directory, ".e.png.tmp-\(dead)")
        try touch(directory, "f.png.tmp-\(dead)-1")

        try AtomicFile.write(Data("x".utf8), to: directory.appendingPathComponent("x.png"))

        #expect(!exists(directory, ".a.png.tmp-\(dead)-12345"))
        #expect(!exists(directory, ".b.json.tmp-\(dead)-7"))
        #expect(exists(directory, ".c.png.tmp-\(getpid())-99"))
        #expect(exists(directory, ".d.png.tmp-1-99"))
        #expect(exists(directory, ".e.png.tmp-\(dead)"))
        #expect(exists(directory, "f.png.tmp-\(dead)-1"))
        #expect(exists(directory, "x.png"))
    }

    @Test func temporaryFilesUntouchedForADayAreStaleWhateverTheirProcessID() throws {
        // A process id can be reused: a day without a write means no write is in progress.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try touch(directory, ".old.png.tmp-1-5", daysOld: 2)
        try touch(directory, ".recent.png.tmp-1-5", daysOld: 0.5)
        try AtomicFile.write(Data("x".utf8), to: directory.appendingPathComponent("x.png"))
        #expect(!exists(directory, ".old.png.tmp-1-5"))
        #expect(exists(directory, ".recent.png.tmp-1-5"))
    }

    @Test func aDirectoryOrFIFOIsNeverReplacedByAFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect {
            try AtomicFile.write(Data("x".utf8), to: fifo)
        } throws: { error in
            guard case .unwritablePath(let path, let reason)? = error as? RenderError else { return false }
            return path == fifo.path && reason.contains("FIFO")
        }
        #expect(PathKind(of: fifo.path) == .fifo)

        let folder = directory.appendingPathComponent("folder.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect {
            try AtomicFile.write(Data("x".utf8), to: folder)
        } throws: { error in
            guard case .unwritablePath(_, let reason)? = error as? RenderError else { return false }
            return reason.contains("a directory")
        }
        #expect(PathKind(of: folder.path) == .directory)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aReadOnlyFileIsReplacedByAWritableOne() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("golden.png")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        try AtomicFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        let umask = { let mask = Foundation.umask(0); _ = Foundation.umask(mask); return mask }()
        let mode = (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.uint16Value
        #expect(mode == 0o644 & ~UInt16(umask))
    }

    @Test func aSymbolicLinkIsReplacedItselfAndItsTargetIsLeftAlone() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.png"), link = directory.appendingPathComponent("link.png")
        try Data("target".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try AtomicFile.write(Data("new".utf8), to: link)
        #expect(PathKind(of: link.path, followingSymbolicLinks: false) == .regularFile)
        #expect(try Data(contentsOf: link) == Data("new".utf8))
        #expect(try Data(contentsOf: target) == Data("target".utf8))
    }

    @Test func unreadablePathsSayWhatTheyAre() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(PathKind.unreadableReason(directory.path) == "it is a directory, not a regular file")
        #expect(PathKind.unreadableReason("/dev/zero") == "it is a character device, not a regular file")
        #expect(PathKind.unreadableReason(directory.appendingPathComponent("none").path) == "no such file")
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        #expect(PathKind.unreadableReason(file.path) == nil)
        #expect(PathKind.unreadableReason(file.appendingPathComponent("below").path) == "Not a directory")
    }
}
