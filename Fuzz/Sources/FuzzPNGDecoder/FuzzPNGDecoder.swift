import Foundation
import RowRasterDisplay
@testable import RowRasterPNG

/// Any bytes to the PNG decoder: it must return a bitmap or throw `RenderError`, never trap,
/// read out of bounds or allocate beyond what the header and data can justify.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if let bitmap = try? PNGCodec.decode(bytes, source: "fuzz") {
        // What decodes must encode again, byte for byte the same pixels.
        guard let encoded = try? PNGCodec.encode(bitmap), (try? PNGCodec.decode(encoded, source: "re-encoded")) == bitmap else {
            fatalError("a decoded PNG did not survive re-encoding")
        }
    }
    return 0
}
