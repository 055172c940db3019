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
    /// The body of a video camera (bootstrap's `camera-video`), left of its lens: `questionmark.video`.
    case videoBody

    /// The slot as fractions of the ground's bounds.
    var fractions: CGRect {
        switch self {
        case .roundBubble: return CGRect(x: 0.29, y: 0.26, width: 0.42, height: 0.42)
        case .leftBubble: return CGRect(x: 0.3, y: 0.19, width: 0.4, height: 0.42)
        case .heart: return CGRect(x: 0.32, y: 0.2, width: 0.36, height: 0.5)
        case .lockBody: return CGRect(x: 0.25, y: 0.57, width: 0.5, height: 0.3)
        case .cloud: return CGRect(x: 0.34, y: 0.38, width: 0.32, height: 0.42)
        case .videoBody: return CGRect(x: 0.21, y: 0.25, width: 0.3, height: 0.5)
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
}
