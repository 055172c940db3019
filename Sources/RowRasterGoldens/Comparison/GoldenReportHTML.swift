import Foundation

/// One failure in the browsable report.
struct GoldenReportEntry {
    var suite: String
    var test: String
    var goldenPath: String
    var expectedRelativePath: String?
    var actualRelativePath: String
    var diffRelativePath: String?
    var triptychRelativePath: String
    var summary: String
}

/// A self-contained page (no external resources) listing each failure with its measurements,
/// a side-by-side view and a slider that wipes between expected and actual.
func goldenFailureIndexHTML(entries: [GoldenReportEntry]) -> String {
    func escape(_ text: String) -> String { text.markupEscaped }
    var sections = ""
    for (index, entry) in entries.enumerated() {
        let actual = escape(entry.actualRelativePath)
        var panels = ""
        if let expected = entry.expectedRelativePath {
            panels += "<figure><figcaption>expected</figcaption><img src=\"\(escape(expected))\"></figure>"
        }
        if let diff = entry.diffRelativePath {
            panels += "<figure><figcaption>diff</figcaption><img src=\"\(escape(diff))\"></figure>"
        }
        panels += "<figure><figcaption>actual</figcaption><img src=\"\(actual)\"></figure>"
        var slider = ""
        if let expected = entry.expectedRelativePath {
            slider = """
            <div class="wipe" id="wipe\(index)"><img src="\(escape(expected))"><div class="top"><img src="\(actual)"></div></div>
            <label>expected ◀ <input type="range" min="0" max="100" value="50" oninput="wipe(\(index), this.value)"> ▶ actual</label>
            """
        }
        sections += """
        <section><h2>\(escape(entry.suite)) / \(escape(entry.test))</h2>
        <p class="path">\(escape(entry.goldenPath))</p><pre>\(escape(entry.summary))</pre>
        <div class="row">\(panels)</div>\(slider)</section>

        """
    }
    let body = entries.isEmpty ? "<p>No golden failures in the last run.</p>" : sections
    return """
    <!doctype html>
    <html><head><meta charset="utf-8"><title>RowRaster golden failures</title>
    <style>
    body { font: 14px -apple-system, "Inter", sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
    section { background: white; border-radius: 12px; padding: 16px; margin-bottom: 24px; }
    h2 { font-size: 16px; margin: 0 0 4px; } .path { color: #8e8e93; margin: 0 0 8px; }
    pre { white-space: pre-wrap; background: #f2f2f7; padding: 8px; border-radius: 8px; }
    .row { display: flex; gap: 16px; flex-wrap: wrap; } figure { margin: 0; } figcaption { color: #8e8e93; }
    img { max-width: 100%; image-rendering: pixelated; background: #e5e5ea; }
    .wipe { position: relative; display: inline-block; margin-top: 12px; }
    .wipe .top { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden; border-right: 2px solid #ff3b30; }
    .wipe .top img { max-width: none; }
    </style>
    <script>
    function wipe(i, v) { document.querySelector('#wipe' + i + ' .top').style.width = v + '%'; }
    </script></head>
    <body><h1>Golden failures (\(entries.count))</h1>
    \(body)
    </body></html>
    """
}
