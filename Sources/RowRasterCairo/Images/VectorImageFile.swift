import CCairo
import Foundation
import RowRasterDisplay

/// An image set's vector file, an SVG or a PDF, drawn into pixels at a display scale: what Xcode
/// does when it compiles such an image set, which the app then draws like any bitmap of that
/// scale. librsvg draws the SVG and Poppler the PDF's first page, both through Cairo (loaded
/// when first needed: see ``VectorImageLibraries``).
package enum VectorImageFile {
    /// The file extensions read as vector images.
    package static let pathExtensions: Set<String> = ["svg", "pdf"]

    /// The pixels of the file at `url`, `scale` pixels per point. Its size in points is the
    /// SVG's width and height (its view box when it has none; CSS units, one `px` a point) or
    /// the PDF page's size.
    package static func bitmap(contentsOf url: URL, scale: CGFloat) throws(RenderError) -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        switch url.pathExtension.lowercased() {
        case "svg": return try svg(url, scale: scale)
        case "pdf": return try pdf(url, scale: scale)
        default: throw .unreadableFile(url.path, reason: "not an SVG or PDF file")
        }
    }

    private static func svg(_ url: URL, scale: CGFloat) throws(RenderError) -> Bitmap {
        let rsvg = try loaded(VectorImageLibraries.rsvg, for: url)
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg.newFromFile(url.path, &error) else {
            throw .unreadableFile(url.path, reason: consume(error, or: "librsvg cannot read it as SVG"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        if rsvg.intrinsicSizeInPixels(handle, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = [0.0, 0, 0, 0] // x, y, width, height
            rsvg.intrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else {
                throw .unreadableFile(url.path, reason: "the SVG has no size: neither width and height nor a view box")
            }
            (width, height) = (viewBox[2], viewBox[3])
        }
        return try draw(url, width: width, height: height, scale: scale) { context, error in
            let viewport = [0, 0, width, height]
            return rsvg.renderDocument(handle, context, viewport, &error) != 0
        }
    }

    private static func pdf(_ url: URL, scale: CGFloat) throws(RenderError) -> Bitmap {
        let poppler = try loaded(VectorImageLibraries.poppler, for: url)
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler.documentNewFromFile(url.absoluteString, nil, &error) else {
            throw .unreadableFile(url.path, reason: consume(error, or: "Poppler cannot read it as PDF"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard let page = poppler.documentGetPage(document, 0) else {
            throw .unreadableFile(url.path, reason: "the PDF has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler.pageGetSize(page, &width, &height)
        return try draw(url, width: width, height: height, scale: scale) { context, _ in
            poppler.pageRender(page, context)
            return true
        }
    }

    /// The library's functions, or a typed error saying which library the file needs.
    private static func loaded<Library>(_ library: Result<Library, VectorImageLibraries.LoadFailure>,
                                        for url: URL) throws(RenderError) -> Library {
        switch library {
        case .success(let functions): return functions
        case .failure(let failure): throw .unreadableFile(url.path, reason: "cannot load \(failure.reason)")
        }
    }

    /// A surface of `width`×`height` points at `scale`, drawn by `render`, as straight RGBA.
    private static func draw(_ url: URL, width: Double, height: Double, scale: CGFloat,
                             render: (OpaquePointer, inout UnsafeMutablePointer<GError>?) -> Bool) throws(RenderError) -> Bitmap {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .unreadableFile(url.path, reason: "its size is \(width)×\(height) points")
        }
        let pixelWidth = (width * scale).rounded(.up), pixelHeight = (height * scale).rounded(.up)
        guard pixelWidth <= Double(cairoMaximumSide), pixelHeight <= Double(cairoMaximumSide) else {
            throw .imageTooLarge(width: Int(min(pixelWidth, 1e9)), height: Int(min(pixelHeight, 1e9)), limit: cairoMaximumSide)
        }
        let surface = try RasterSurface(width: Int(pixelWidth), height: Int(pixelHeight))
        let context = cairo_create(surface.surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        var error: UnsafeMutablePointer<GError>?
        guard render(context, &error) else {
            throw .unreadableFile(url.path, reason: consume(error, or: "it could not be drawn"))
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return surface.bitmap()
    }

    /// The message of a GLib error, freed; `fallback` when there is none.
    private static func consume(_ error: UnsafeMutablePointer<GError>?, or fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? fallback
    }
}
