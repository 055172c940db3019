import Foundation

/// What a path names on disk, so that an error can say why a file cannot be read or replaced
/// ("it is a directory", "it is a FIFO") instead of passing on Foundation's generic messages
/// ("NSCocoaErrorDomain error 256", or a FIFO reported as a permission problem).
package enum PathKind: Equatable, Sendable, CustomStringConvertible {
    case missing
    case regularFile
    case directory
    /// Only when symbolic links are not followed.
    case symbolicLink
    case fifo
    case characterDevice
    case blockDevice
    case socket
    /// `stat` failed for another reason than a missing file; the text is `strerror`'s.
    case inaccessible(String)

    /// What `path` is; symbolic links are followed unless `followingSymbolicLinks` is false.
    package init(of path: String, followingSymbolicLinks: Bool = true) {
        var info = stat()
        let result = followingSymbolicLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            self = errno == ENOENT ? .missing : .inaccessible(String(cString: strerror(errno)))
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .inaccessible("unknown file type")
        }
    }

    /// Whether the path names something that could be examined (so not missing or inaccessible).
    package var exists: Bool {
        switch self {
        case .missing, .inaccessible: return false
        default: return true
        }
    }

    /// The kind as a sentence fragment: "a directory", "a FIFO (named pipe)".
    package var description: String {
        switch self {
        case .missing: return "missing"
        case .regularFile: return "a regular file"
        case .directory: return "a directory"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .inaccessible(let reason): return "inaccessible (\(reason))"
        }
    }

    /// Why `path` cannot be read as a file, or nil when it is a regular file this process may read.
    package static func unreadableReason(_ path: String) -> String? {
        switch PathKind(of: path) {
        case .missing:
            return "no such file"
        case .regularFile:
            guard access(path, R_OK) == 0 else { return "permission denied: this user may not read it" }
            return nil
        case .inaccessible(let reason):
            return reason
        case let kind:
            return "it is \(kind.description), not a regular file"
        }
    }

    /// Whether `a` and `b` name the same existing file, through any path, hard link or symbolic link.
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
