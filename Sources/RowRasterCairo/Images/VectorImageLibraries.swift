import CCairo
import Foundation

/// librsvg and Poppler, the libraries that draw SVG and PDF files into Cairo, loaded with
/// `dlopen` the first time a vector image is drawn. Linked at build time they would load, with
/// the twenty libraries they bring (ICU, NSS, TIFF, WebP…), into every process that renders,
/// at start; most renders draw no vector image. Only the handful of functions used are looked
/// up, with their C signatures written here.
enum VectorImageLibraries {
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>

    struct Rsvg {
        let newFromFile: @convention(c) (UnsafePointer<CChar>, ErrorOut) -> OpaquePointer?
        let intrinsicSizeInPixels: @convention(c) (OpaquePointer, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> gboolean
        /// Width and height (as `RsvgLength`s, unused here), then whether there is a view box and
        /// the view box, an `RsvgRectangle`: four doubles, x, y, width and height.
        let intrinsicDimensions: @convention(c) (OpaquePointer, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                 UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                 UnsafeMutablePointer<gboolean>?, UnsafeMutablePointer<Double>?) -> Void
        /// The viewport is an `RsvgRectangle`, as above.
        let renderDocument: @convention(c) (OpaquePointer, OpaquePointer, UnsafePointer<Double>, ErrorOut) -> gboolean
    }

    struct Poppler {
        let documentNewFromFile: @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>?, ErrorOut) -> OpaquePointer?
        let documentGetPage: @convention(c) (OpaquePointer, Int32) -> OpaquePointer?
        let pageGetSize: @convention(c) (OpaquePointer, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void
        let pageRender: @convention(c) (OpaquePointer, OpaquePointer) -> Void
    }

    /// librsvg's functions, or why it could not be loaded. Loaded once; a `static let` is
    /// initialised once, under a lock, whatever thread asks first.
    static let rsvg: Result<Rsvg, LoadFailure> = Result {
        let library = try open(linux: "librsvg-2.so.2", package: "librsvg2-2")
        return Rsvg(newFromFile: try symbol(library, "rsvg_handle_new_from_file"),
                    intrinsicSizeInPixels: try symbol(library, "rsvg_handle_get_intrinsic_size_in_pixels"),
                    intrinsicDimensions: try symbol(library, "rsvg_handle_get_intrinsic_dimensions"),
                    renderDocument: try symbol(library, "rsvg_handle_render_document"))
    }.mapError { $0 as! LoadFailure }

    /// Poppler's functions, or why it could not be loaded.
    static let poppler: Result<Poppler, LoadFailure> = Result {
        let library = try open(linux: "libpoppler-glib.so.8", package: "libpoppler-glib8")
        return Poppler(documentNewFromFile: try symbol(library, "poppler_document_new_from_file"),
                       documentGetPage: try symbol(library, "poppler_document_get_page"),
                       pageGetSize: try symbol(library, "poppler_page_get_size"),
                       pageRender: try symbol(library, "poppler_page_render"))
    }.mapError { $0 as! LoadFailure }

    /// A library that is missing, or lacks a function.
    struct LoadFailure: Error {
        let reason: String
    }

    /// The library by its Debian file name; elsewhere, none (the names are Linux's).
    private static func open(linux name: String, package: String) throws -> UnsafeMutableRawPointer {
        #if !os(Linux)
        throw LoadFailure(reason: "\(name): vector images are drawn on Linux only")
        #endif
        guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let detail = dlerror().map { String(cString: $0) } ?? name
            throw LoadFailure(reason: "\(detail) (the Debian package \(package) installs it)")
        }
        return library
    }

    private static func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String) throws -> T {
        guard let address = dlsym(library, name) else {
            throw LoadFailure(reason: "the installed library has no \(name); it is too old")
        }
        return unsafeBitCast(address, to: T.self)
    }
}
