#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RowRasterDisplay

extension PNGCodec {
    /// The bytes of the PNG file at `url`, read with bounds: the signature and IHDR first
    /// (33 bytes), the declared size checked against `maximumSide` and `maximumPixelCount`, and
    /// then no more than `PNGHeader.maximumFileByteCount` bytes, the most a file of that declared
    /// size can need. A non-PNG, a header declaring too many pixels, or a file far longer than
    /// its header allows is refused having read at most 33 bytes; a directory or an unreadable
    /// path gets a sentence saying what it is.
    package static func readFile(at url: URL) throws(RenderError) -> Data {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path, reason: systemMessage(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadableFile(path, reason: systemMessage(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .unreadableFile(path, reason: "it is a directory, not a file") }

        var data = try readBytes(descriptor, upTo: PNGHeader.byteCount, path: path)
        let header = try PNGHeader(data, source: path)
        try header.checkLimits(maximumSide: maximumSide, maximumPixelCount: maximumPixelCount, source: path)
        let limit = header.maximumFileByteCount
        // A regular file says its length: refuse before reading. Other files (pipes, devices)
        // are read up to one byte past the limit.
        if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit {
            throw tooLong(Int(status.st_size), limit: limit, header: header, path: path)
        }
        data += try readBytes(descriptor, upTo: limit + 1 - data.count, path: path)
        guard data.count <= limit else { throw tooLong(nil, limit: limit, header: header, path: path) }
        return data
    }

    private static func tooLong(_ length: Int?, limit: Int, header: PNGHeader, path: String) -> RenderError {
        let size = length.map { "\($0) bytes long" } ?? "longer than \(limit) bytes"
        return .invalidPNG(source: path, reason: "it is \(size), more than the \(limit) bytes a \(header.width)×\(header.height) PNG can need")
    }

    /// Up to `count` bytes from `descriptor`, fewer only at the end of the file; memory grows
    /// with what is read, not with `count`.
    private static func readBytes(_ descriptor: Int32, upTo count: Int, path: String) throws(RenderError) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: min(max(count, 0), 1 << 20))
        while data.count < count {
            let wanted = min(chunk.count, count - data.count)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path, reason: systemMessage(errno))
            }
            data.append(contentsOf: chunk[0..<got])
        }
        return data
    }

    private static func systemMessage(_ code: Int32) -> String {
        switch code {
        case ENOENT: "there is no file at this path"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a directory, not a file"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
