import Foundation
import Testing
import RowRasterDisplay
import RowRasterPNG

/// A second, independent decoder: a PNG reader written on Python's zlib (checks every chunk's
/// CRC, inflates the IDAT stream, which checks its Adler-32, and undoes the five row filters).
/// libpng and zlib's inflate share authors; this reader shares nothing with the encoder but
/// the standard. python3 is installed by scripts/install-dependencies.sh.
@Suite struct PNGPythonReaderTests {
    static let reader = #"""
    import struct, sys, zlib
    data = sys.stdin.buffer.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
    offset, idat, types = 8, b"", []
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        assert zlib.crc32(kind + body) == crc, "CRC of " + kind.decode()
        types.append(kind.decode())
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert (depth, colour, interlace) == (8, 6, 0), "RGBA8, not interlaced"
        if kind == b"IDAT":
            idat += body
        offset += 12 + length
    assert types[0] == "IHDR" and types[-1] == "IEND", types
    raw = zlib.decompress(idat)
    stride = width * 4
    assert len(raw) == height * (stride + 1), "inflated size"
    out, prior = bytearray(), bytearray(stride)
    for y in range(height):
        kind, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = row[x - 4] if x >= 4 else 0
            b, c = prior[x], prior[x - 4] if x >= 4 else 0
            if kind == 1: row[x] = (row[x] + a) & 255
            elif kind == 2: row[x] = (row[x] + b) & 255
            elif kind == 3: row[x] = (row[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[x] = (row[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            else: assert kind == 0, "filter type %d" % kind
        out += row
        prior = row
    sys.stdout.buffer.write(out)
    """#

    /// The pixels Python reads from `png`, or nil with the reader's complaint recorded.
    func pythonPixels(of png: Data) throws -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.reader]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Written from another thread: a large image would fill the pipe before Python reads.
        let writer = Thread {
            input.fileHandleForWriting.write(png)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let pixels = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("python3 could not read it: \(String(decoding: complaint, as: UTF8.self).suffix(400))")
            return nil
        }
        return [UInt8](pixels)
    }

    @Test func pythonReadsEveryPixelRowRasterWrites() throws {
        let cases: [(Int, Int, PNGEncoderTests.AlphaPattern, PNGEncoderTests.Content)] = [
            (1, 1, .random, .noise), (5, 7, .zeroOrFull, .brokenRuns), (300, 1, .edgeRamps, .gradient),
            (1, 300, .clear, .flat), (390, 82, .random, .brokenRuns), (1170, 60, .opaque, .gradient),
            (1170, 40, .opaque, .flat), (4096, 8, .random, .noise),
        ]
        for (index, (width, height, alpha, content)) in cases.enumerated() {
            let bitmap = PNGEncoderTests.image(width: width, height: height, alpha: alpha, content: content, seed: UInt64(index))
            guard let pixels = try pythonPixels(of: PNGCodec.encode(bitmap)) else { return }
            #expect(pixels == bitmap.bytes, "\(width)×\(height), alpha \(alpha), \(content)")
        }
    }

    /// The reader is checked against libpng's own output too, so a wrong reader cannot pass.
    @Test func pythonReadsLibpngsAdaptiveFilters() throws {
        let bitmap = PNGEncoderTests.image(width: 97, height: 31, alpha: .random, content: .brokenRuns, seed: 11)
        guard let pixels = try pythonPixels(of: PNGCodec.encode(bitmap, settings: .libpngDefaults)) else { return }
        #expect(pixels == bitmap.bytes)
    }
}
