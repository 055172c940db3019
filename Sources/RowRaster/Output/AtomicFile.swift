import Foundation

/// Writes files so that a reader never sees a partial one: the bytes go to a temporary file in
/// the same directory, which is then renamed over the destination in one step.
///
/// The rename replaces the destination's directory entry: a read-only destination is replaced
/// (only the directory's write permission matters) by a file of mode 0644 less the umask, and a
/// symbolic link is replaced itself, its target left as it was. A directory, FIFO, device or
/// socket is never replaced. Temporary files named `.NAME.tmp-PID-RANDOM` that an interrupted
/// write left behind are removed by a later write to the same directory (see `TemporaryLeftovers`).
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws(RenderError) {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unwritablePath(path, reason: "the directory \(directory) does not exist")
        }
        switch PathKind(of: path, followingSymbolicLinks: false) {
        case .missing, .regularFile, .symbolicLink: break
        case let kind: throw .unwritablePath(path, reason: "it is \(kind), not a regular file, so it is not replaced")
        }
        TemporaryLeftovers.removeStale(in: directory)
        let temporary = directory + "/" + TemporaryLeftovers.temporaryName(for: url.lastPathComponent)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .unwritablePath(path, reason: String(cString: strerror(errno))) }
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .unwritablePath(path, reason: failure)
        }
    }

    /// Creates `url`'s directory and its parents when missing.
    package static func createDirectory(_ url: URL) throws(RenderError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .unwritablePath(url.path, reason: "cannot create the directory (\((error as NSError).localizedDescription))")
        }
    }
}
