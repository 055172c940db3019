import Foundation
import RowRasterDisplay
import RowRasterPNG

// Encodes one PNG's pixels N times with one encoder and nothing else, for instruction counts
// under callgrind (`make png-instructions`): counts repeat on a busy machine where times do not.
//   PNGEncodeCount <file.png> rowraster|rowraster-scalar|libpng-sub1|libpng-defaults [iterations]

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: PNGEncodeCount <file.png> rowraster|rowraster-scalar|libpng-sub1|libpng-defaults [iterations]\n".utf8))
    exit(64)
}
let settings: PNGCodec.Settings
switch arguments[2] {
case "rowraster": settings = .canonical
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
    var size = 0
    for _ in 0..<iterations { size = try PNGCodec.encode(bitmap, settings: settings).count }
    print("\(arguments[2]): \(bitmap.width)×\(bitmap.height), \(size) bytes, \(iterations) encodes")
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
