import Foundation

/// Writes files so that a reader never sees a partial one: the bytes go to a temporary file in
/// the same directory, which is then renamed over the destination in one step.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws(RenderError) {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unwritablePath(path, reason: "the directory \(directory) does not exist")
        }
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
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
