/// Where a glyph sits inside a ground that is not a ring or a frame: the body of a speech
/// bubble, not its tail. Each slot is a fraction of the ground's bounds, read off the
/// bootstrap-icons outline the ground is drawn from.
enum SymbolInsetSlot: Sendable {
    /// The round bubble of `message` (bootstrap's `chat`): an ellipse over the whole width,
    /// its tail at the bottom leading corner; the glyph sits at the ellipse's centre.
    case roundBubble
    /// The rectangular bubble of `bubble` (bootstrap's `chat-left`): a body over the top four
    /// fifths, its tail below the leading edge; the glyph sits at the body's centre.
    case leftBubble
    /// The heart of `bolt.heart` (bootstrap's `heart`): the glyph a little above its middle,
    /// where the two lobes meet the point.
    case heart
    /// The body of a lock (bootstrap's `lock`), under its shackle: `exclamationmark.lock`.
    case lockBody
    /// The cloud of `icloud` (bootstrap's `cloud`), below its top bulge: `lock.icloud`.
    case cloud

    /// The slot as fractions of the ground's bounds.
    var fractions: CGRect {
        switch self {
        case .roundBubble: return CGRect(x: 0.29, y: 0.26, width: 0.42, height: 0.42)
        case .leftBubble: return CGRect(x: 0.3, y: 0.19, width: 0.4, height: 0.42)
        case .heart: return CGRect(x: 0.32, y: 0.2, width: 0.36, height: 0.5)
        case .lockBody: return CGRect(x: 0.25, y: 0.57, width: 0.5, height: 0.3)
        case .cloud: return CGRect(x: 0.34, y: 0.38, width: 0.32, height: 0.42)
        }
    }
}

extension SymbolComposition {
    /// `glyph` scaled into `slot` of `ground`: drawn inside the ground's outline, or (`filled`)
    /// cut out of its fill, as SF Symbols draws `checkmark.message` and `checkmark.message.fill`.
    /// The ground is the secondary layer and the glyph primary, as in `circled`.
    static func inset(_ glyph: SymbolDrawing, in ground: SymbolDrawing, slot: SymbolInsetSlot, filled: Bool) -> SymbolDrawing {
        let bounds = ground.bounds
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return ground }
        let area = slot.fractions
        let rect = CGRect(x: bounds.minX + area.minX * bounds.width, y: bounds.minY + area.minY * bounds.height,
                          width: area.width * bounds.width, height: area.height * bounds.height)
        // The ground's outlines as one even-odd outline: an outline icon's ring of an outer
        // and an inner subpath fills the same under either rule.
        let outline = Path { path in ground.parts.forEach { path.addPath($0.path) } }
        return enclosed(glyph, in: rect, ground: outline, filled: filled, width: ground.width)
    }

    /// The rain, snow or bolt of `weather` (every island but its largest, the cloud) under the
    /// cloud of `sky` (its first outline, with a sun or moon behind it): the sky scaled so its
    /// cloud is as wide as the weather's and stands where it stood, then the whole fitted to the
    /// symbol box as an icon is. The sky's cloud is primary, its sun or moon and the
    /// precipitation secondary, as in `cloud.sun.rain.fill`.
    static func precipitation(from weather: SymbolDrawing, under sky: SymbolDrawing) -> SymbolDrawing {
        let split = islands(weather).layeredParts
        guard let cloud = split.first(where: { $0.0 == .primary })?.1.path.curveBounds, !cloud.isNull,
              let skyCloud = sky.parts.first?.path.curveBounds, !skyCloud.isNull, skyCloud.width > 0 else { return weather }
        let scale = cloud.width / skyCloud.width
        let move = CGAffineTransform(translationX: -skyCloud.minX, y: -skyCloud.maxY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: cloud.minX, y: cloud.maxY))
        let placedSky: [(SymbolLayer, SymbolDrawing.Part)] = sky.parts.enumerated().map { index, part in
            (index == 0 ? .primary : .secondary, part.applying(move))
        }
        let parts = placedSky + split.filter { $0.0 != .primary }
        let bounds = parts.reduce(CGRect.null) { $0.union($1.1.path.curveBounds) }
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return weather }
        // As `SVGIcon.fitted`: the longer side `glyphHeight` units, centred, the box as wide as the ink.
        let height = SVGIcon.glyphHeight, fit = height / max(bounds.width, bounds.height)
        let margin = (SymbolDrawing.designHeight - height) / 2
        let width = max(bounds.width * fit + 2 * margin, 30)
        let place = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: fit, y: fit))
            .concatenating(CGAffineTransform(translationX: (width - bounds.width * fit) / 2, y: margin + (height - bounds.height * fit) / 2))
        return SymbolDrawing(width: width, layeredParts: parts.map { ($0, $1.applying(place)) })
    }

    /// Three of `person` as SF Symbols draws `person.3`: the middle one in front, the two beside
    /// it four fifths as tall, standing on the same ground and showing past its sides, with a
    /// gap cut around the middle one's `silhouette` (its filled form, so an outline person hides
    /// what is behind it too). The gap is the silhouette moved a few units in eight directions.
    /// The whole is scaled to SF's widest box (140 units with margins) when wider. The middle
    /// person is primary, the others secondary.
    static func trio(_ person: SymbolDrawing, silhouette: SymbolDrawing) -> SymbolDrawing {
        let bounds = silhouette.bounds
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return person }
        let side: CGFloat = 0.8, offset = bounds.width * 0.62, gap = SymbolBadge.gap * 0.7
        func placed(_ drawing: SymbolDrawing, scale: CGFloat, dx: CGFloat) -> [SymbolDrawing.Part] {
            let move = CGAffineTransform(translationX: -bounds.midX, y: -bounds.maxY)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: bounds.midX + dx, y: bounds.maxY))
            return drawing.parts.map { $0.applying(move) }
        }
        var parts: [(SymbolLayer, SymbolDrawing.Part)] = []
        for dx in [-offset, offset] { parts += placed(person, scale: side, dx: dx).map { (.secondary, $0) } }
        let outline = Path { path in silhouette.parts.forEach { path.addPath($0.path) } }
        for step in 0..<8 {
            let angle = CGFloat(step) * .pi / 4
            parts.append((.primary, .cut(outline.applying(CGAffineTransform(translationX: gap * cos(angle), y: gap * sin(angle))))))
        }
        parts += placed(person, scale: 1, dx: 0).map { (.primary, $0) }
        let ink = parts.filter { !$0.1.isKnockout }.reduce(CGRect.null) { $0.union($1.1.path.curveBounds) }
        let margin = (SymbolDrawing.designHeight - SVGIcon.glyphHeight) / 2
        let fit = min(1, (140 - 2 * margin) / ink.width)
        let width = ink.width * fit + 2 * margin
        let place = CGAffineTransform(translationX: -ink.midX, y: -ink.midY)
            .concatenating(CGAffineTransform(scaleX: fit, y: fit))
            .concatenating(CGAffineTransform(translationX: width / 2, y: SymbolDrawing.designHeight / 2))
        return SymbolDrawing(width: width, layeredParts: parts.map { ($0, $1.applying(place)) })
    }
}
