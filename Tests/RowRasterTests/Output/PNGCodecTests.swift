import Foundation
import Testing
import RowRasterDisplay
import RowRasterPNG

@Suite struct PNGCodecTests {
    private func sample() -> Bitmap {
        var bitmap = Bitmap(width: 7, height: 5, filledWith: (10, 20, 30, 255))
        bitmap[3, 2] = (255, 0, 0, 128)
        bitmap[0, 0] = (0, 0, 0, 0)
        return bitmap
    }

    /// The chunk types of a PNG, in order.
    private func chunks(_ data: Data) -> [String] {
        var types: [String] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    @Test func roundTripKeepsEveryPixel() throws {
        let bitmap = sample()
        let decoded = try PNGCodec.decode(try PNGCodec.encode(bitmap), source: "memory")
        #expect(decoded == bitmap)
    }

    @Test func encodingIsCanonical() throws {
        let data = try PNGCodec.encode(sample())
        #expect(try PNGCodec.encode(sample()) == data)
        #expect(chunks(data) == ["IHDR", "sRGB", "IDAT", "IEND"])
        let bytes = [UInt8](data)
        #expect(bytes[24] == 8, "bit depth 8")
        #expect(bytes[25] == 6, "colour type RGBA")
    }

    @Test func emptyDataIsReported() {
        #expect(throws: RenderError.invalidPNG(source: "empty.png", reason: "the data is empty")) {
            try PNGCodec.decode(Data(), source: "empty.png")
        }
    }

    @Test func nonPNGDataIsReported() {
        #expect(throws: RenderError.invalidPNG(source: "x.txt", reason: "it does not start with the PNG signature")) {
            try PNGCodec.decode(Data("hello, not a png at all".utf8), source: "x.txt")
        }
    }

    @Test func truncatedPNGIsReported() throws {
        let data = try PNGCodec.encode(Bitmap(width: 64, height: 64, filledWith: (1, 2, 3, 255)))
        let error = #expect(throws: RenderError.self) { try PNGCodec.decode(data.prefix(data.count / 2), source: "half.png") }
        guard case .invalidPNG(let source, _)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(source == "half.png")
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return be(UInt32(data.count)) + body + be(crc)
    }

    /// A well-formed PNG declaring `width`×`height` whose image data is empty: what a
    /// malicious file looks like before a decoder allocates for it.
    private func header(width: UInt32, height: UInt32) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(signature + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", []) + chunk("IEND", []))
    }

    @Test func hugeDeclaredSizeIsRefusedBeforeAllocating() {
        let error = #expect(throws: RenderError.self) { try PNGCodec.decode(header(width: 40_000, height: 40_000), source: "huge.png") }
        guard case .invalidPNG(_, let reason)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(reason.contains("40000×40000"))
    }

    @Test func zeroSizeIsReported() {
        let error = #expect(throws: RenderError.self) { try PNGCodec.decode(header(width: 0, height: 10), source: "zero.png") }
        guard case .invalidPNG? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    /// A 70-byte file declaring 8192×8192 (64 Mpx, under the pixel limit): its 13 bytes of
    /// image data cannot inflate to 256 MB, so it is refused before libpng allocates for it.
    @Test func tinyFileClaimingHugeImageIsRefusedBeforeDecoding() {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let file = Data(signature + chunk("IHDR", be(8192) + be(8192) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x01, 0x63, 0x60, 0x18, 0x05, 0xA3, 0x60, 0x14, 0x0C, 0x77, 0x00, 0x00]) + chunk("IEND", []))
        #expect(file.count == 70)
        let error = #expect(throws: RenderError.self) { try PNGCodec.decode(file, source: "tiny.png") }
        guard case .invalidPNG(_, let reason)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(reason == "it declares 8192×8192 pixels but holds 13 bytes of image data, too few for even deflate's best 1032:1 ratio to fill")
    }

    /// A file is read only as far as its header's declared size allows: a valid 10×10 PNG
    /// followed by 64 MB (a sparse file) is refused from its size, not read and decoded.
    @Test func fileLongerThanItsHeaderAllowsIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-long-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try PNGCodec.encode(Bitmap(width: 10, height: 10, filledWith: (1, 2, 3, 255))).write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 64 * 1024 * 1024)
        try handle.close()
        let error = #expect(throws: RenderError.self) { try PNGCodec.decode(contentsOf: url) }
        guard case .invalidPNG(_, let reason)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(reason == "it is 67108864 bytes long, more than the 16778856 bytes a 10×10 PNG can need")
    }

    @Test func directoryIsNamedAsSuch() throws {
        let url = FileManager.default.temporaryDirectory
        #expect(throws: RenderError.unreadableFile(url.path, reason: "it is a directory, not a file")) {
            try PNGCodec.decode(contentsOf: url)
        }
    }
}
