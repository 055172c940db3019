/// Symbols arranged from several drawings: a cloud with its sun or moon over rain or a bolt
/// (`cloud.sun.rain`), and three people (`person.3`).
extension SymbolComposition {
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
        let move = CGAffineTransform.scaling(scale, moving: CGPoint(x: skyCloud.minX, y: skyCloud.maxY), to: CGPoint(x: cloud.minX, y: cloud.maxY))
        let placedSky: [(SymbolLayer, SymbolDrawing.Part)] = sky.parts.enumerated().map { index, part in
            (index == 0 ? .primary : .secondary, part.applying(move))
        }
        let parts = placedSky + split.filter { $0.0 != .primary }
        let bounds = parts.reduce(CGRect.null) { $0.union($1.1.path.curveBounds) }
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return weather }
        // Fitted as an icon's outlines are, keeping each part's layer.
        let fitted = SVGIcon.fitted(parts.map(\.1), viewBox: bounds)
        return SymbolDrawing(width: fitted.width, layeredParts: Array(zip(parts.map(\.0), fitted.parts)))
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
            let move = CGAffineTransform.scaling(scale, moving: CGPoint(x: bounds.midX, y: bounds.maxY), to: CGPoint(x: bounds.midX + dx, y: bounds.maxY))
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
        let place = CGAffineTransform.scaling(fit, moving: CGPoint(x: ink.midX, y: ink.midY), to: CGPoint(x: width / 2, y: SymbolDrawing.designHeight / 2))
        return SymbolDrawing(width: width, layeredParts: parts.map { ($0, $1.applying(place)) })
    }
}
