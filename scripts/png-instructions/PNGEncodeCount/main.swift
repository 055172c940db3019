import Foundation
import RowRasterDisplay
import RowRasterPNG

// Encodes one PNG's pixels N times with one encoder and nothing else, for instruction counts
// under callgrind (`make png-instructions`): counts repeat on a busy machine where times do not.
// (Callgrind runs threads one at a time and counts all of them: `rowraster-2threads` counts
// the work of both threads, `rowraster-1thread` that of the calling thread alone; `rowraster`
// chooses by the times it measures, so under callgrind it may take either.) The `-argb32`
// encoders start from the pixels premultiplied into Cairo's ARGB32, as a rendered surface is.
// With `rewritten`, the calling thread writes the ARGB32 pixels afresh before each encode (from
// a second copy), as a render leaves them: in its cache, modified, where another core's thread
// must fetch them from.
//   PNGEncodeCount <file.png> <encoder> [iterations] [rewritten]

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data(("usage: PNGEncodeCount <file.png> rowraster[-argb32][-1thread|-2threads]|rowraster-scalar|"
        + "libpng-sub1|libpng-defaults [iterations] [rewritten]\n").utf8))
    exit(64)
}
let settings: PNGCodec.Settings
let encoderName = arguments[2]
let fromARGB32 = encoderName.hasPrefix("rowraster-argb32")
switch encoderName {
case "rowraster", "rowraster-argb32": settings = .canonical
case "rowraster-1thread", "rowraster-argb32-1thread": settings = .canonicalOneThread
case "rowraster-2threads", "rowraster-argb32-2threads": settings = .rowRaster(simd: .best, threads: 2)
case "rowraster-scalar": settings = .canonicalScalar
case "libpng-sub1": settings = .libpngLevel1Sub
case "libpng-defaults": settings = .libpngDefaults
default:
    FileHandle.standardError.write(Data("unknown encoder \(arguments[2])\n".utf8))
    exit(64)
}
let iterations = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 1) : 10
do {
    let bitmap = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: arguments[1]))
    // Premultiplied as Cairo stores it: host-endian (little-endian here) 32-bit A, R, G, B.
    var argb = [UInt8](repeating: 0, count: fromARGB32 ? bitmap.width * bitmap.height * 4 : 0)
    for i in Swift.stride(from: 0, to: argb.count, by: 4) {
        let a = UInt32(bitmap.bytes[i + 3])
        func premultiplied(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
        argb[i] = premultiplied(bitmap.bytes[i + 2])
        argb[i + 1] = premultiplied(bitmap.bytes[i + 1])
        argb[i + 2] = premultiplied(bitmap.bytes[i])
        argb[i + 3] = UInt8(a)
    }
    let rewritten = arguments.count > 4 && arguments[4] == "rewritten"
    let original = argb
    var size = 0
    for _ in 0..<iterations {
        if rewritten {
            argb.withUnsafeMutableBytes { target in
                original.withUnsafeBytes { source in target.copyMemory(from: source) }
            }
        }
        if fromARGB32 {
            size = try argb.withUnsafeBytes { raw in
                try PNGCodec.encode(premultipliedARGB32: raw.baseAddress!, width: bitmap.width, height: bitmap.height,
                                    stride: bitmap.width * 4, settings: settings).count
            }
        } else {
            size = try PNGCodec.encode(bitmap, settings: settings).count
        }
    }
    print("\(arguments[2]): \(bitmap.width)×\(bitmap.height), \(size) bytes, \(iterations) encodes")
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
