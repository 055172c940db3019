import CCairo
import Foundation
import RowRasterDisplay

/// One face of a font file as fontconfig reads it: the names a `Font.custom(_:size:)` can use
/// for it (its family names and its PostScript name) and its weight and slant.
package struct FontFace: Sendable, Hashable {
    /// The family names, the typographic one first (fontconfig lists every name table entry).
    package let families: [String]
    package let postScriptName: String?
    /// CSS/OpenType weight, 100…900.
    package let weight: Int
    package let italic: Bool
    package let file: String

    /// Whether `name` is one of the face's family names or its PostScript name (any case).
    package func isNamed(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return families.contains { $0.lowercased() == lowered } || postScriptName?.lowercased() == lowered
    }
}

extension FontSetup {
    /// Every face of the set-up's files, from the patterns fontconfig read from its caches or
    /// made when it added them (no file is read again).
    package var faces: [FontFace] {
        var faces: [FontFace] = []
        // The packaged fonts (from the caches) and the registered ones (added one by one).
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind) else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                faces.append(Self.face(of: pattern))
            }
        }
        return faces
    }

    /// The faces of one font file (all faces of a collection), or nil if fontconfig cannot read it.
    package static func faces(inFile path: String) -> [FontFace]? {
        var count: Int32 = 0
        var faces: [FontFace] = []
        var id: UInt32 = 0
        repeat {
            guard let pattern = FcFreeTypeQuery(path, id, nil, &count) else { return faces.isEmpty ? nil : faces }
            faces.append(face(of: pattern))
            FcPatternDestroy(pattern)
            id += 1
        } while id < UInt32(max(0, count))
        return faces
    }

    private static func face(of pattern: OpaquePointer) -> FontFace {
        func strings(_ object: String) -> [String] {
            var values: [String] = []
            var value: UnsafeMutablePointer<FcChar8>?
            var n: Int32 = 0
            while FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value {
                values.append(String(cString: value))
                n += 1
            }
            return values
        }
        var weight: Int32 = 80
        _ = FcPatternGetInteger(pattern, "weight", 0, &weight)
        var slant: Int32 = 0
        _ = FcPatternGetInteger(pattern, "slant", 0, &slant)
        return FontFace(families: strings("family"), postScriptName: strings("postscriptname").first,
                        weight: Int(FcWeightToOpenType(weight)), italic: slant != 0, file: strings("file").first ?? "")
    }
}
