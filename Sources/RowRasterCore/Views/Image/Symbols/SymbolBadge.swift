/// The badges SF Symbols add to a glyph by name (`bell.badge`, `folder.badge.plus`,
/// `person.crop.circle.badge.checkmark`): a dot at the top trailing corner, or a small mark at
/// the bottom trailing corner, each with a gap cut from the glyph around it. The marks are
/// bootstrap-icons' own (a bare plus or minus, the others in a disc, as SF draws them).
enum SymbolBadge: Sendable {
    /// The notification dot of `bell.badge`, `app.badge`, `message.badge`.
    case dot
    case plus, minus, checkmark, xmark, exclamationmark, questionmark, clock
    /// The person in a ring of `folder.badge.person.crop`, the gear of `person.2.badge.gearshape`,
    /// the shields of `person.badge.shield.checkmark` and `envelope.badge.shield.half.filled`,
    /// and the warning triangle of the `trianglebadge.exclamationmark` names.
    case personCrop, gearshape, shieldCheckmark, shieldExclamationmark, shieldHalfFilled, triangleExclamationmark
    /// The crescent of `person.crop.circle.badge.moon`, the key of `person.badge.key`, the
    /// cameras of `person.crop.square.badge.camera` and `person.crop.square.badge.video`.
    case moon, key, camera, video

    /// The bootstrap-icons file of the mark; nil for the dot, which is drawn.
    var icon: String? {
        switch self {
        case .dot: return nil
        case .plus: return "plus-lg"
        case .minus: return "dash-lg"
        case .checkmark: return "check-circle-fill"
        case .xmark: return "x-circle-fill"
        case .exclamationmark: return "exclamation-circle-fill"
        case .questionmark: return "question-circle-fill"
        case .clock: return "clock-fill"
        case .personCrop: return "person-circle"
        case .gearshape: return "gear-fill"
        case .shieldCheckmark: return "shield-fill-check"
        case .shieldExclamationmark: return "shield-fill-exclamation"
        case .shieldHalfFilled: return "shield-shaded"
        case .triangleExclamationmark: return "exclamation-triangle-fill"
        case .moon: return "moon-fill"
        case .key: return "key-fill"
        case .camera: return "camera-fill"
        case .video: return "camera-video-fill"
        }
    }

    /// Gap between the badge and the glyph, in design units.
    static let gap: CGFloat = 7

    /// `glyph` with the badge: the mark (nil for the dot) scaled into its corner, the glyph cut
    /// around it, the box widened when the badge reaches past the glyph.
    func compose(_ glyph: SymbolDrawing, mark: SymbolDrawing?) -> SymbolDrawing {
        let badgePart: SymbolDrawing.Part, clearance: Path, right: CGFloat
        if let mark {
            // A mark about half the symbol's height, its centre over the glyph's trailing edge
            // (inside it for the widest glyphs, so the box stays within SF's widest), its gap
            // inside the design box.
            let size: CGFloat = 48
            let center = CGPoint(x: min(glyph.width - 6, 140 - 4 - size / 2), y: 100 - size / 2 - Self.gap)
            let bounds = mark.bounds
            guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return glyph }
            let scale = size / max(bounds.width, bounds.height)
            let move = CGAffineTransform.scaling(scale, moving: CGPoint(x: bounds.midX, y: bounds.midY), to: center)
            let placed = mark.parts.map { $0.applying(move) }
            let outline = Path { path in placed.forEach { path.addPath($0.path) } }
            badgePart = .fill(outline, evenOdd: placed.contains { if case .fill(_, true) = $0 { return true } else { return false } })
            let reach = max(bounds.width, bounds.height) * scale / 2 + Self.gap
            clearance = .circle(center.x, center.y, reach)
            right = center.x + max(bounds.width * scale / 2, 1) + 4
        } else {
            let radius: CGFloat = 15, center = CGPoint(x: glyph.width - 12, y: radius + Self.gap)
            badgePart = .fill(.circle(center.x, center.y, radius), evenOdd: false)
            clearance = .circle(center.x, center.y, radius + Self.gap)
            right = center.x + radius + 4
        }
        let width = max(glyph.width, right)
        return SymbolDrawing(width: width, layeredParts: glyph.layeredParts + [(.primary, .cut(clearance)), (.primary, badgePart)])
    }
}
