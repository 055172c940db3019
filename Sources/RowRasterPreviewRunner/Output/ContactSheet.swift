import Foundation
import RowRaster

/// `output/previews/index.html`: every preview and variant as a picture with its name, module,
/// source and size, grouped by module; failures in red at the top. One self-contained page
/// (images by relative path), so it opens from the file system or a CI artifact.
enum ContactSheet {
    /// - Parameter generation: with `--watch`, the number of this render: the page then asks
    ///   `generation.js` twice a second which render is newest, and reloads when it is not this one.
    static func html(_ results: [PreviewResult], title: String, generation: Int? = nil) -> String {
        // A new render may rewrite an image under the same name; the query makes it a new URL.
        let imageQuery = generation.map { "?g=\($0)" } ?? ""
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; }
            .grid { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; background: #fff; border-radius: 10px; padding: 10px; box-shadow: 0 1px 2px #0002; }
            figure img { display: block; background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            figcaption { margin-top: 6px; font-size: 12px; color: #3c3c43; }
            figcaption b { color: #1c1c1e; font-size: 13px; }
            .failed { outline: 3px solid #ff3b30; }
            .failures { background: #fff0f0; border: 1px solid #ff3b30; border-radius: 10px; padding: 8px 16px; }
            .failures pre { white-space: pre-wrap; font-size: 12px; }
            </style></head><body>
            <h1>\(escape(title))</h1>
            <p>\(results.count) previews, \(results.reduce(0) { $0 + $1.images.filter { $0.pixelWidth > 0 }.count }) images. <span id="status"></span></p>

            """
        let failures = results.filter { !$0.messages.isEmpty }
        if !failures.isEmpty {
            page += "<section class=\"failures\" id=\"failures\"><h2>\(failures.count) failed</h2>\n"
            for result in failures {
                page += "<p><b>\(escape(result.module))/\(escape(result.name))</b> (\(escape(result.source)))</p>"
                    + "<pre>\(escape(result.messages.joined(separator: "\n")))</pre>\n"
            }
            page += "</section>\n"
        }
        for module in Array(Set(results.map(\.module))).sorted() {
            page += "<h2>\(escape(module))</h2>\n<div class=\"grid\">\n"
            for result in results where result.module == module {
                for image in result.images where image.pixelWidth > 0 {
                    // Shown at 60 % of its size in points, as Xcode's canvas zooms out, so a
                    // phone screen and a row or two fit a laptop's window side by side.
                    let width = max(1, Int((Double(image.pixelWidth) / image.scale * 0.6).rounded()))
                    let height = max(1, Int((Double(image.pixelHeight) / image.scale * 0.6).rounded()))
                    let file = String(image.file.dropFirst("output/previews/".count))
                    let failed = image.failure != nil ? " class=\"failed\"" : ""
                    let variant = image.variant.isEmpty ? "" : " · \(escape(image.variant))"
                    let golden = image.golden.map { " · golden \(escape($0))" } ?? ""
                    // The frame report, under the preview's first image.
                    let frames = image.variant.isEmpty || result.images.first?.variant == image.variant
                        ? result.framesReport.map { report in
                            "<br><a href=\"\(escape(percentEncoded(String(report.dropFirst("output/previews/".count)))))\">frames</a>: "
                                + escape(result.framesSummary ?? "")
                        } ?? "" : ""
                    page += """
                        <figure\(failed)><img src="\(escape(percentEncoded(file)))\(imageQuery)" width="\(width)" height="\(height)" alt="\(escape(result.name))">
                        <figcaption><b>\(escape(result.name))</b>\(variant)<br>\(image.pixelWidth)×\(image.pixelHeight) px \(ScaleSuffix.text(for: CGFloat(image.scale)))\(golden)<br>\(escape(result.source))\(frames)</figcaption></figure>

                        """
                }
                if result.images.allSatisfy({ $0.pixelWidth == 0 }) {
                    page += "<figure class=\"failed\"><figcaption><b>\(escape(result.name))</b><br>not rendered<br>\(escape(result.source))</figcaption></figure>\n"
                }
            }
            page += "</div>\n"
        }
        // Says how many images the browser could show: a missing or unreadable PNG is counted out.
        page += """
            <script>
            addEventListener("load", () => {
              const images = [...document.images];
              const shown = images.filter(image => image.complete && image.naturalWidth > 0).length;
              document.getElementById("status").textContent = `${shown} of ${images.length} images shown.`;
            });
            </script>

            """
        if let generation {
            // A page opened from the file system cannot fetch(), but it can load a script beside it.
            page += """
                <script>
                function rowrasterGeneration(latest) { if (latest !== \(generation)) location.reload(); }
                setInterval(() => {
                  const script = document.createElement("script");
                  script.src = "generation.js?" + Date.now();
                  script.onload = script.onerror = () => script.remove();
                  document.head.appendChild(script);
                }, 500);
                </script>

                """
        }
        return page + "</body></html>\n"
    }

    static func escape(_ text: String) -> String { text.markupEscaped }

    /// A relative path as a URL path: spaces and other reserved characters percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
