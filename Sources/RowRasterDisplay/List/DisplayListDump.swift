import Foundation

extension DisplayList {
    /// The display list as indented text, one item per line: what display-list tests compare.
    ///
    ///     fill rect(0 0 390 80) #FF3B30
    ///     group opacity(0.5)
    ///       text "Title" Inter 17 w600 #000000 at (16 12) size (40.5 20.5)
    package func dump() -> String {
        var lines: [String] = []
        DisplayListDumper.append(items, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }
}

package enum DisplayListDumper {
    static func append(_ items: [DisplayItem], depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for item in items {
            switch item {
            case .fill(let path, let paint, let style):
                lines.append(indent + "fill \(describe(path)) \(describe(paint))" + (style.isEOFilled ? " eo" : ""))
            case .stroke(let path, let paint, let style):
                var line = indent + "stroke \(describe(path)) \(describe(paint)) width \(compactNumber(style.lineWidth))"
                if style.lineCap != .butt { line += " cap \(style.lineCap)" }
                if style.lineJoin != .miter { line += " join \(style.lineJoin)" }
                if !style.dash.isEmpty { line += " dash [\(style.dash.map(compactNumber).joined(separator: " "))]" }
                lines.append(line)
            case .text(let text):
                lines.append(indent + describe(text))
            case .image(let image):
                var line = indent + "\(image.content) in \(compactRect(image.rect)) \(image.interpolation.rawValue)"
                if let tint = image.tint { line += " tint \(tint.hexDescription)" }
                if let source = image.sourceRect { line += " from \(compactRect(source))" }
                if let tile = image.tileSize { line += " tiled \(compactNumber(tile.width))x\(compactNumber(tile.height))" }
                lines.append(line)
            case .group(let effect, let children):
                lines.append(indent + "group " + describe(effect))
                append(children, depth: depth + 1, to: &lines)
            }
        }
    }

    static func describe(_ effect: DisplayEffect) -> String {
        switch effect {
        case .opacity(let value): return "opacity(\(compactNumber(value)))"
        case .clip(let path, let style): return "clip(\(describe(path))\(style.isEOFilled ? " eo" : ""))"
        case .transform(let t):
            if t.b == 0, t.c == 0, t.a == 1, t.d == 1 { return "translate(\(compactNumber(t.tx)) \(compactNumber(t.ty)))" }
            return "transform(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(compactNumber).joined(separator: " ")))"
        case .projection(let m):
            return "projection(" + m.rows.map { $0.map { projectionNumber($0) }.joined(separator: " ") }.joined(separator: " | ") + ")"
        case .compositingGroup: return "compositingGroup"
        case .aliasedStrokes: return "aliasedStrokes"
        case .drawingGroup(let opaque): return opaque ? "drawingGroup(opaque)" : "drawingGroup"
        case .layer(let id): return "layer(\(id))"
        case .shadow(let color, let radius, let offset):
            return "shadow(\(color.hexDescription) r \(compactNumber(radius)) x \(compactNumber(offset.width)) y \(compactNumber(offset.height)))"
        case .blur(let radius, let opaque): return "blur(\(compactNumber(radius))\(opaque ? " opaque" : ""))"
        case .blend(let mode): return "blend(\(mode.rawValue))"
        case .mask(let items):
            var lines: [String] = []
            append(items, depth: 0, to: &lines)
            return "mask[" + lines.joined(separator: "; ") + "]"
        case .colorMatrix(let matrix):
            return "colorMatrix(" + matrix.rows.map { $0.map { compactNumber($0) }.joined(separator: " ") }.joined(separator: " | ") + ")"
        case .backdrop(let radius, let matrix):
            return "backdrop(r \(compactNumber(radius)) " + matrix.rows.map { $0.map { compactNumber($0) }.joined(separator: " ") }.joined(separator: " | ") + ")"
        }
    }

    package static func describe(_ paint: Paint) -> String {
        func stops(_ stops: [GradientStop]) -> String {
            stops.map { "\($0.color.hexDescription)@\(compactNumber($0.location))" }.joined(separator: " ")
        }
        func point(_ p: CGPoint) -> String { "\(compactNumber(p.x)),\(compactNumber(p.y))" }
        switch paint {
        case .color(let color): return color.hexDescription
        case .linearGradient(let s, let start, let end):
            return "linear(\(stops(s)) from \(point(start)) to \(point(end)))"
        case .radialGradient(let s, let center, let r0, let r1, let scale):
            var text = "radial(\(stops(s)) at \(point(center)) r \(compactNumber(r0))…\(compactNumber(r1))"
            if scale != CGSize(width: 1, height: 1) { text += " scale \(compactNumber(scale.width)),\(compactNumber(scale.height))" }
            return text + ")"
        case .angularGradient(let s, let center, let a0, let a1):
            return "angular(\(stops(s)) at \(point(center)) \(compactNumber(a0 * 180 / .pi))°…\(compactNumber(a1 * 180 / .pi))°)"
        case .mesh(let mesh):
            return describe(mesh)
        }
    }

    /// `mesh(3x3 smooth bg #000000 in 0 0 100 100: 0,0 #FF0000, 50,0 #00FF00, …; 64 patches)`:
    /// the grid as given, vertex by vertex (with its control points when they were given),
    /// and how many patches the raster stage draws.
    static func describe(_ mesh: MeshPaint) -> String {
        func point(_ p: CGPoint) -> String { "\(compactNumber(p.x)),\(compactNumber(p.y))" }
        var text = "mesh(\(mesh.width)x\(mesh.height) " + (mesh.smoothsColors ? "smooth" : "bilinear")
        if mesh.isPerceptual { text += " perceptual" }
        if mesh.background.opacity > 0 { text += " bg \(mesh.background.hexDescription)" }
        text += " in \(compactRect(mesh.backgroundRect)): "
        text += mesh.vertices.map { v in
            var entry = point(v.position)
            if mesh.hasExplicitControls {
                entry += " [\([v.leading, v.top, v.trailing, v.bottom].map(point).joined(separator: " "))]"
            }
            return entry + " " + v.color.hexDescription
        }.joined(separator: ", ")
        return text + "; \(mesh.patches.count) patch\(mesh.patches.count == 1 ? "" : "es"))"
    }

    static func describe(_ text: TextItem) -> String {
        let spans = text.paragraph.spans.map { span -> String in
            var s = "\"\(span.text.escapedForDump)\" \(span.font.families.first ?? "?") \(compactNumber(span.font.size)) w\(span.font.weight)"
            if span.font.italic { s += " italic" }
            if let width = span.font.widthAxis { s += " wdth \(compactNumber(width))" }
            s += " \(span.color.hexDescription)"
            // The features a view asked for; `-calt` is every system-font span's default (FontSpec).
            for feature in span.font.openTypeFeatures where feature != "-calt" { s += " \(feature)" }
            if span.kerning != 0 { s += " spacing \(compactNumber(span.kerning))" }
            if span.baselineOffset != 0 { s += " rise \(compactNumber(span.baselineOffset))" }
            if let underline = span.underline { s += " underline \(underline.hexDescription)" }
            if let strike = span.strikethrough { s += " strike \(strike.hexDescription)" }
            if let attachment = span.attachment {
                s += " attachment \(compactNumber(attachment.size.width))x\(compactNumber(attachment.size.height))"
                s += " ascent \(compactNumber(attachment.ascent)) [\(attachment.items.count) items]"
            }
            return s
        }.joined(separator: " + ")
        var line = "text \(spans) at (\(compactNumber(text.origin.x)) \(compactNumber(text.origin.y)))"
        line += " size (\(compactNumber(text.size.width)) \(compactNumber(text.size.height)))"
        if let width = text.box.wrapWidth { line += " wrap \(compactNumber(width))" }
        if let limit = text.paragraph.lineLimit { line += " lines \(limit)" }
        if text.paragraph.alignment != .leading { line += " align \(text.paragraph.alignment.rawValue)" }
        if let fill = text.fill { line += " fill \(describe(fill))" }
        if let selection = text.selection {
            line += " only line \(selection.line)"
            if let run = selection.run { line += " run \(run)" }
            if let glyphs = selection.glyphs { line += " glyphs \(glyphs.lowerBound)..<\(glyphs.upperBound)" }
        }
        return line
    }

    static func describe(_ path: Path) -> String {
        switch path.storage {
        case .empty: return "empty"
        case .rect(let r): return "rect(\(compactRect(r)))"
        case .ellipse(let r): return "ellipse(\(compactRect(r)))"
        case .roundedRect(let r, let size, let style):
            let radius = size.width == size.height ? compactNumber(size.width) : "\(compactNumber(size.width)) \(compactNumber(size.height))"
            return "roundedRect(\(compactRect(r)) r \(radius)\(style == .continuous ? " continuous" : ""))"
        case .elements(let elements):
            return "path(" + elements.map(describe).joined(separator: " ") + ")"
        }
    }

    static func describe(_ element: Path.Element) -> String {
        func p(_ point: CGPoint) -> String { "\(compactNumber(point.x)),\(compactNumber(point.y))" }
        switch element {
        case .move(let to): return "M\(p(to))"
        case .line(let to): return "L\(p(to))"
        case .quadCurve(let to, let c): return "Q\(p(c)) \(p(to))"
        case .curve(let to, let c1, let c2): return "C\(p(c1)) \(p(c2)) \(p(to))"
        case .closeSubpath: return "Z"
        }
    }

    static func compactRect(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map(compactNumber).joined(separator: " ")
    }
}

/// A projection entry: the perspective terms are a few thousandths, so they keep six digits.
private func projectionNumber(_ value: CGFloat) -> String {
    guard value.isFinite, value != 0, abs(value) < 0.01 else { return compactNumber(value) }
    var text = String(format: "%.6f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// A number with at most two decimals and no trailing zeros: `16`, `16.5`, `16.33`.
package func compactNumber(_ value: CGFloat) -> String {
    if !value.isFinite { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

extension String {
    /// The string with line breaks, tabs and quotes escaped, so a dump keeps one item per line.
    package var escapedForDump: String {
        var result = ""
        for character in self {
            switch character {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result
    }
}
