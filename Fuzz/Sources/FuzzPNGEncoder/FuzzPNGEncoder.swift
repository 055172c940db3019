import Foundation
import RowRasterDisplay
@testable import RowRasterPNG

/// Random images to RowRaster's PNG encoder: each must decode through libpng to exactly its
/// pixels, with the same bytes from every SIMD level and thread count.
///
/// The input is read as: width (1…4096) and height (1…64) from the first four bytes, an alpha
/// pattern and a way of spreading the rest of the bytes over the pixels from the next two, so
/// the fuzzer steers both the size and how run-like the pixels are (runs are where the match
/// search can go wrong; noise is where the Huffman code is stretched).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 6 else { return 0 }
    let input = UnsafeBufferPointer(start: data, count: size)
    let width = 1 + (Int(input[0]) | Int(input[1]) << 8) % 4096
    let height = 1 + (Int(input[2]) | Int(input[3]) << 8) % 64
    let alpha = input[4] % 5, spread = input[5] % 3
    let source: [UInt8] = size > 6 ? Array(input[6...]) : [0]
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    var s = 0, run = 0
    for i in 0..<bytes.count {
        switch spread {
        case 0: bytes[i] = source[i % source.count]                              // the bytes, cycled
        case 1: bytes[i] = i >= 4 && source[i % source.count] & 7 != 0 ? bytes[i - 4] : source[i % source.count] // pixel runs
        default:                                                                   // byte runs of given lengths
            if run == 0 { s = (s + 1) % source.count; run = Int(source[s] & 63) + 1 }
            bytes[i] = source[(s + 1) % source.count]
            run -= 1
        }
        if i % 4 == 3 {
            switch alpha {
            case 0: bytes[i] = 255
            case 1: bytes[i] = 0
            case 2: bytes[i] = bytes[i] & 1 == 0 ? 0 : 255
            case 3: break
            default: bytes[i] = UInt8(truncatingIfNeeded: i / 4)
            }
        }
    }
    let bitmap = Bitmap(width: width, height: height, bytes: bytes)
    guard let simd = try? PNGCodec.encode(bitmap, settings: .canonical) else {
        fatalError("the encoder refused a \(width)×\(height) image")
    }
    // Every SIMD level, on one thread and on several (images of two chunks, 192 KB, and more
    // are shared out, each chunk searched and written by whichever thread takes it).
    for settings in [PNGCodec.Settings.canonicalScalar, .canonicalOneThread, .rowRaster(simd: .sse2, threads: 2),
                     .rowRaster(simd: .avx2, threads: 1), .rowRaster(simd: .best, threads: 2),
                     .rowRaster(simd: .best, threads: 3), .rowRaster(simd: .none, threads: 4)] {
        guard (try? PNGCodec.encode(bitmap, settings: settings)) == simd else {
            fatalError("\(settings.encoder) differs from the highest SIMD level on every core for a \(width)×\(height) image")
        }
    }
    guard (try? PNGCodec.decode(simd, source: "fuzz")) == bitmap else {
        fatalError("a \(width)×\(height) image did not decode to its own pixels")
    }
    return 0
}
