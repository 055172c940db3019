/// Variants composed from a base glyph where the icon source has none: the glyph shrunk into
/// a ring or frame (`.circle`, `.square`, `.rectangle`), cut out of a disc or tile (`.fill`
/// forms), or crossed by a slash. The enclosure is the secondary layer, the glyph primary.
enum SymbolComposition {
    /// Ring and frame line width: bootstrap-icons' 1-unit line in its 16-unit box, in design units.
    static let lineWidth: CGFloat = 92.0 / 16
    static let outer = CGRect(x: 4, y: 4, width: 92, height: 92)

    static func circled(_ glyph: SymbolDrawing, filled: Bool) -> SymbolDrawing {
        let disc = Path.circle(50, 50, 46)
        let ring = Path { path in
            path.addPath(disc)
            path.addPath(.circle(50, 50, 46 - lineWidth))
        }
        return enclosed(glyph, in: outer.insetBy(dx: 22, dy: 22), ground: filled ? disc : ring, filled: filled, width: 100)
    }

    static func squared(_ glyph: SymbolDrawing, filled: Bool) -> SymbolDrawing {
        let tile = Path(roundedRect: outer, cornerRadius: 11.5, style: .circular)
        let frame = Path { path in
            path.addPath(tile)
            path.addPath(Path(roundedRect: outer.insetBy(dx: lineWidth, dy: lineWidth), cornerRadius: 11.5 - lineWidth, style: .circular))
        }
        return enclosed(glyph, in: outer.insetBy(dx: 22, dy: 22), ground: filled ? tile : frame, filled: filled, width: 100)
    }

    /// The glyph in a ring of 16 dashes (`dollarsign.ring.dashed`), each an arc of the
    /// `.circle` ring's width, the gaps two thirds as long as the dashes.
    static func dashCircled(_ glyph: SymbolDrawing) -> SymbolDrawing {
        let dashes = 16, steps = 6
        let outerRadius: CGFloat = 46, innerRadius = 46 - lineWidth
        let ring = Path { path in
            for dash in 0..<dashes {
                let start = (CGFloat(dash) + 0.2) / CGFloat(dashes) * 2 * .pi
                let end = (CGFloat(dash) + 0.8) / CGFloat(dashes) * 2 * .pi
                let angles = (0...steps).map { start + (end - start) * CGFloat($0) / CGFloat(steps) }
                let arc = angles.map { (50 + outerRadius * cos($0), 50 + outerRadius * sin($0)) }
                    + angles.reversed().map { (50 + innerRadius * cos($0), 50 + innerRadius * sin($0)) }
                path.addPath(.polyline(arc, closed: true))
            }
        }
        return enclosed(glyph, in: outer.insetBy(dx: 22, dy: 22), ground: ring, filled: false, width: 100)
    }

    /// A landscape rectangle, 1.3 times as wide as tall, as SF's `.rectangle` variants.
    static func rectangled(_ glyph: SymbolDrawing, filled: Bool) -> SymbolDrawing {
        let box = CGRect(x: 4, y: 16, width: 122, height: 68)
        let tile = Path(roundedRect: box, cornerRadius: 11.5, style: .circular)
        let frame = Path { path in
            path.addPath(tile)
            path.addPath(Path(roundedRect: box.insetBy(dx: lineWidth, dy: lineWidth), cornerRadius: 11.5 - lineWidth, style: .circular))
        }
        return enclosed(glyph, in: box.insetBy(dx: 38, dy: 14), ground: filled ? tile : frame, filled: filled, width: 130)
    }

    /// The glyph scaled into `slot`, on a ring or frame (drawn) or a disc or tile (the glyph cut out of it).
    static func enclosed(_ glyph: SymbolDrawing, in slot: CGRect, ground: Path, filled: Bool, width: CGFloat) -> SymbolDrawing {
        let bounds = glyph.bounds
        guard !bounds.isNull, bounds.width > 0 || bounds.height > 0 else {
            return SymbolDrawing(width: width, layeredParts: [(.secondary, .fill(ground, evenOdd: true))])
        }
        let scale = min(slot.width / max(bounds.width, 1), slot.height / max(bounds.height, 1))
        let move = CGAffineTransform.scaling(scale, moving: CGPoint(x: bounds.midX, y: bounds.midY), to: CGPoint(x: slot.midX, y: slot.midY))
        let inner = glyph.layeredParts.map { layer, part in (layer, part.applying(move)) }
        let groundPart: (SymbolLayer, SymbolDrawing.Part) = (.secondary, .fill(ground, evenOdd: true))
        if filled {
            return SymbolDrawing(width: width, layeredParts: [groundPart] + inner.map { layer, part in (layer, part.knockedOut) })
        }
        return SymbolDrawing(width: width, layeredParts: [groundPart] + inner)
    }

    /// The digits of `number` side by side, each the digit of bootstrap's `N-circle` icon: its
    /// outlines without the ring's two circles (the subpaths more than 0.7 of the icon wide;
    /// some files draw ring and digit as one path, in either order). Each digit is centred in a
    /// cell of the same width (tabular figures), so `11` and `48` are as wide and an enclosure
    /// scales them alike. Any other character, or an unreadable icon, fails.
    static func digits(_ number: String) -> Result<SymbolDrawing, BootstrapIcons.LoadError> {
        var glyphs: [Path] = []
        var ring = CGRect.null
        for digit in number {
            guard digit.isASCII, digit.isNumber else {
                return .failure(.init(file: number, reason: "\"\(digit)\" is not a digit"))
            }
            switch BootstrapIcons.drawing(named: "\(digit)-circle") {
            case .failure(let error): return .failure(error)
            case .success(let icon):
                ring = icon.bounds
                let glyph = Path(elements: icon.parts.flatMap { split($0.path) }
                    .filter { $0.curveBounds.width <= ring.width * 0.7 }.flatMap(\.elements))
                guard !glyph.isEmpty, !glyph.curveBounds.isNull else {
                    return .failure(.init(file: "\(digit)-circle", reason: "the icon has no digit"))
                }
                glyphs.append(glyph)
            }
        }
        guard !glyphs.isEmpty, ring.width > 0 else { return .failure(.init(file: number, reason: "no digits")) }
        // A digit's cell, in proportion to the ring every digit icon shares: bootstrap's widest
        // digits are 0.38 of it; a twentieth of it between cells.
        let cell = ring.width * 0.4, step = cell + ring.width / 20
        var parts: [(SymbolLayer, SymbolDrawing.Part)] = glyphs.enumerated().map { index, glyph in
            let bounds = glyph.curveBounds
            let move = CGAffineTransform(translationX: CGFloat(index) * step + (cell - bounds.width) / 2 - bounds.minX, y: 0)
            return (.primary, .fill(glyph.applying(move), evenOdd: false))
        }
        // The cells' extent as a cut of no area (it removes nothing): the bounds an enclosure
        // scales by are then the cells', not the digits' own.
        let width = CGFloat(glyphs.count - 1) * step + cell
        parts.append((.primary, .cut(.polyline([(0, ring.midY), (width, ring.midY)]))))
        return .success(SymbolDrawing(width: width, layeredParts: parts))
    }

    /// The glyph with a slash from its top-left to its bottom-right and a gap cut beside it.
    static func slashed(_ glyph: SymbolDrawing) -> SymbolDrawing {
        let start = CGPoint(x: glyph.width / 2 - 40, y: 10), end = CGPoint(x: glyph.width / 2 + 40, y: 90)
        let slash = band(from: start, to: end, width: lineWidth * 1.2)
        let gap = band(from: start, to: end, width: lineWidth * 3.2)
        return SymbolDrawing(width: glyph.width, layeredParts: glyph.layeredParts + [(.primary, .cut(gap)), (.primary, .fill(slash, evenOdd: false))])
    }

    /// A straight band of `width` between two points, with square ends.
    private static func band(from a: CGPoint, to b: CGPoint, width: CGFloat) -> Path {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1)
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        return .polyline([(a.x + nx, a.y + ny), (b.x + nx, b.y + ny), (b.x - nx, b.y - ny), (a.x - nx, a.y - ny)], closed: true)
    }

    /// The drawing with its outlines split into islands (a subpath and the holes inside it):
    /// the largest island primary, the others secondary, as the drops under SF's
    /// `cloud.rain.fill` cloud or the rays around `sun.max`'s disc.
    static func islands(_ drawing: SymbolDrawing) -> SymbolDrawing {
        var result: [(SymbolLayer, SymbolDrawing.Part)] = []
        for part in drawing.parts {
            guard case .fill(let path, let evenOdd) = part else { result.append((.primary, part)); continue }
            let subpaths = split(path)
            let bounds = subpaths.map(\.curveBounds)
            // A subpath inside another's bounds belongs to the smallest one holding it.
            var owner = Array(subpaths.indices)
            for i in subpaths.indices {
                let holders = subpaths.indices.filter { $0 != i && bounds[$0].insetBy(dx: -0.5, dy: -0.5).contains(bounds[i]) && area(bounds[$0]) > area(bounds[i]) }
                if let smallest = holders.min(by: { area(bounds[$0]) < area(bounds[$1]) }) { owner[i] = smallest }
            }
            func root(_ i: Int) -> Int { var i = i; while owner[i] != i { i = owner[i] }; return i }
            let roots = Array(Set(subpaths.indices.map(root))).sorted()
            let largest = roots.max(by: { area(bounds[$0]) < area(bounds[$1]) })
            for r in roots {
                let members = subpaths.indices.filter { root($0) == r }
                let island = Path(elements: members.flatMap { subpaths[$0].elements })
                result.append((r == largest ? .primary : .secondary, .fill(island, evenOdd: evenOdd)))
            }
        }
        return SymbolDrawing(width: drawing.width, layeredParts: result)
    }

    /// A filled icon of one outline whose first subpath encloses the rest (a disc or tile with
    /// a mark cut out of it) as two layers: the ground alone, secondary, and the rest cut out
    /// of it, primary. Monochrome draws the same shape; the layered modes can colour the mark.
    /// Cutting the remaining subpaths with the outline's own fill rule keeps islands inside
    /// the holes (a dot inside a ring) on the ground.
    static func groundAndGlyph(_ drawing: SymbolDrawing) -> SymbolDrawing {
        guard drawing.parts.count == 1, case .fill(let path, let evenOdd) = drawing.parts[0] else { return drawing }
        let subpaths = split(path)
        guard subpaths.count > 1 else { return drawing }
        let ground = subpaths[0].curveBounds.insetBy(dx: -0.5, dy: -0.5)
        guard subpaths.dropFirst().allSatisfy({ ground.contains($0.curveBounds) }) else { return drawing }
        let glyph = Path(elements: subpaths.dropFirst().flatMap(\.elements))
        let cut: SymbolDrawing.Part = evenOdd ? .knockoutEvenOddFill(glyph) : .knockoutFill(glyph)
        return SymbolDrawing(width: drawing.width, layeredParts: [(.secondary, .fill(subpaths[0], evenOdd: false)), (.primary, cut)])
    }

    private static func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }

    static func split(_ path: Path) -> [Path] {
        var result: [[Path.Element]] = []
        for element in path.elements {
            if case .move = element { result.append([element]) } else if result.isEmpty { result.append([element]) } else { result[result.count - 1].append(element) }
        }
        return result.map { Path(elements: $0) }
    }
}
