import Foundation

/// Symbols read at run time from Debian's `bootstrap-icons` package (MIT licence; SVGs with a
/// 16×16 view box): each icon is read once, on first use, and kept. Its outlines are filled
/// shapes of the package's one stroke weight, so these symbols do not follow the font weight
/// as the hand-drawn ones do.
package enum BootstrapIcons {
    /// Where Debian installs the icons.
    static let defaultDirectory = "/usr/share/bootstrap-icons/svg"
    /// Overrides the directory (tests point it at a folder of their own, or at none).
    static let directoryEnvironmentVariable = "ROWRASTER_BOOTSTRAP_ICONS"

    static var directory: String {
        ProcessInfo.processInfo.environment[directoryEnvironmentVariable] ?? defaultDirectory
    }

    /// Why an icon could not be used.
    struct LoadError: Error, Hashable, Sendable {
        let file: String
        let reason: String
    }

    /// The icon `name` (a file name without `.svg`) as a drawing, read on first use.
    static func drawing(named name: String, in directory: String = directory) -> Result<SymbolDrawing, LoadError> {
        let file = (directory as NSString).appendingPathComponent(name + ".svg")
        return ProcessWideState.symbolIcons.value(for: file) { load(file: file) }
    }

    /// A hash of every icon file (names and contents) in the directory, or "missing": what the
    /// golden environment fingerprint records, since the icons decide symbols' pixels.
    package static var contentHash: String {
        let directory = directory
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return "missing" }
        var hash: UInt64 = 0
        for file in files.filter({ $0.hasSuffix(".svg") }).sorted() {
            let contents = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(file)) ?? Data()
            hash = FNV1a.hash(Array(file.utf8) + Array(contents), seed: hash)
        }
        return String(hash, radix: 16)
    }

    static func load(file: String) -> Result<SymbolDrawing, LoadError> {
        guard let data = FileManager.default.contents(atPath: file) else {
            let reason = FileManager.default.fileExists(atPath: file)
                ? "it could not be read"
                : "no such file (is the Debian package bootstrap-icons installed?)"
            return .failure(LoadError(file: file, reason: reason))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(LoadError(file: file, reason: "it is not UTF-8 text"))
        }
        do {
            return .success(try SVGIcon.drawing(from: text))
        } catch {
            return .failure(LoadError(file: file, reason: "\(error)"))
        }
    }
}

/// The few SVG elements bootstrap-icons uses (`path`, `circle`, `rect`, with an optional
/// `fill-rule` and `transform="matrix(…)"`), each a filled part of a symbol drawing.
enum SVGIcon {
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// The icon's outlines fill 92 of the symbol box's 100 units, centred, like the hand-drawn
    /// symbols' circles and squares. The box is as wide as the outlines plus that margin.
    static let glyphHeight: CGFloat = 92

    static func drawing(from svg: String) throws -> SymbolDrawing {
        let viewBox = try self.viewBox(in: svg)
        var parts: [SymbolDrawing.Part] = []
        for element in elements(in: svg) {
            if let part = try part(for: element) { parts.append(part) }
        }
        guard !parts.isEmpty else { throw FormatError(description: "the SVG has no path, circle or rect") }
        return fitted(parts, viewBox: viewBox)
    }

    /// Outlines drawn in `viewBox` (y down) scaled into the symbol box, as every icon source's are,
    /// so symbols from different sources come out the same size.
    static func fitted(_ parts: [SymbolDrawing.Part], viewBox: CGRect) -> SymbolDrawing {
        // A few icons reach past their view box (crop, bell-slash): fit what they draw.
        let box = viewBox.union(SymbolDrawing(width: 100, parts: parts).bounds)
        let scale = glyphHeight / max(box.width, box.height)
        let margin = (SymbolDrawing.designHeight - glyphHeight) / 2
        let toDesign = CGAffineTransform(translationX: -box.minX, y: -box.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        var drawing = SymbolDrawing(width: 100, parts: parts.map { $0.applying(toDesign) })
        // Fit the box's width to the outlines, as SF Symbols' widths follow their glyphs.
        let bounds = drawing.bounds
        let width = max(bounds.width + 2 * margin, 30)
        let shift = CGAffineTransform(translationX: (width - bounds.width) / 2 - bounds.minX,
                                      y: margin + (glyphHeight - box.height * scale) / 2)
        drawing = SymbolDrawing(width: width, parts: drawing.parts.map { $0.applying(shift) })
        return drawing
    }

    private static func viewBox(in svg: String) throws -> CGRect {
        guard let open = elements(in: svg, names: ["svg"]).first else { throw FormatError(description: "no <svg> element") }
        guard let box = open.attributes["viewBox"] else { return CGRect(x: 0, y: 0, width: 16, height: 16) }
        let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { throw FormatError(description: "a malformed viewBox \"\(box)\"") }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    struct Element {
        let name: String
        let attributes: [String: String]
    }

    static func elements(in svg: String, names: Set<String> = ["path", "circle", "rect"]) -> [Element] {
        var result: [Element] = []
        var rest = svg[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            let name = String(tag.prefix(while: { !$0.isWhitespace && $0 != "/" }))
            guard names.contains(name) else { continue }
            result.append(Element(name: name, attributes: attributes(in: tag.dropFirst(name.count))))
        }
        return result
    }

    /// `name="value"` pairs (double or single quotes).
    private static func attributes(in text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            rest = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { break }
            result[name] = String(rest[..<end])
            rest = rest[rest.index(after: end)...]
        }
        return result
    }

    private static func number(_ element: Element, _ name: String, default value: CGFloat = 0) throws -> CGFloat {
        guard let text = element.attributes[name] else { return value }
        guard let number = Double(text), number.isFinite else {
            throw FormatError(description: "<\(element.name)> has a malformed \(name) \"\(text)\"")
        }
        return CGFloat(number)
    }

    private static func part(for element: Element) throws -> SymbolDrawing.Part? {
        var path: Path
        switch element.name {
        case "path":
            guard let data = element.attributes["d"] else { return nil }
            path = try SVGPathData.parse(data)
        case "circle":
            let r = try number(element, "r")
            guard r > 0 else { return nil }
            path = .circle(try number(element, "cx"), try number(element, "cy"), r)
        case "rect":
            let rect = CGRect(x: try number(element, "x"), y: try number(element, "y"),
                              width: try number(element, "width"), height: try number(element, "height"))
            guard rect.width > 0, rect.height > 0 else { return nil }
            let rx = try number(element, "rx", default: try number(element, "ry"))
            path = rx > 0 ? Path(roundedRect: rect, cornerRadius: min(rx, rect.width / 2, rect.height / 2), style: .circular) : Path(rect)
        default:
            return nil
        }
        if let transform = element.attributes["transform"] { path = path.applying(try self.transform(transform)) }
        guard !path.isEmpty else { return nil }
        return .fill(path, evenOdd: element.attributes["fill-rule"] == "evenodd")
    }

    /// `matrix(a b c d e f)` or `translate(x [y])`, the transforms the icons use.
    private static func transform(_ text: String) throws -> CGAffineTransform {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw FormatError(description: "a malformed transform \"\(text)\"")
        }
        let kind = trimmed[..<open]
        let values = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(whereSeparator: { $0 == " " || $0 == "," }).map { Double($0) }
        guard values.allSatisfy({ $0?.isFinite == true }) else { throw FormatError(description: "a malformed transform \"\(text)\"") }
        let v = values.compactMap { $0 }.map { CGFloat($0) }
        switch (kind, v.count) {
        case ("matrix", 6): return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1): return CGAffineTransform(translationX: v[0], y: 0)
        case ("translate", 2): return CGAffineTransform(translationX: v[0], y: v[1])
        default: throw FormatError(description: "an unsupported transform \"\(text)\"")
        }
    }
}
