import CCairo
import Foundation

/// Versions of the libraries that decide pixels, for the goldens' environment fingerprint.
package enum RasterLibraryVersions {
    package static var all: [(name: String, version: String)] {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        var freetype = "unknown"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        return [
            ("cairo", String(cString: cairo_version_string())),
            ("pixman", String(cString: pixman_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("harfbuzz", String(cString: hb_version_string())),
            ("freetype", freetype),
            ("fontconfig", "\(FcGetVersion() / 10000).\(FcGetVersion() / 100 % 100).\(FcGetVersion() % 100)"),
        ]
    }
}
