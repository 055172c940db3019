import Foundation

/// How a symbol is made: a bootstrap-icons file, a Material Design Icons or Material Icons glyph,
/// characters of the system font, another covered symbol, or any of them composed into a
/// variant (see `SymbolComposition`).
indirect enum SymbolRecipe: Sendable {
    /// The bootstrap-icons file of this name (without `.svg`), every outline primary.
    case icon(String)
    /// The same, with the outlines apart from the largest on the secondary layer.
    case islands(String)
    /// The bootstrap-icons file as one primary layer, never split into a ground and a glyph:
    /// the digits and letters of `1.circle.fill`, whose counters that split would fill.
    case whole(String)
    /// A number of two or more digits set side by side from bootstrap-icons' circled digits, for
    /// `10.circle` and its kin (SF Symbols 6 has them up to 50) to enclose.
    case digits(String)
    /// The Material Design Icons glyph of this name, where bootstrap-icons has no match.
    case material(String)
    /// The Material Icons glyph of this ligature name, where neither other icon source has a
    /// match (see `MaterialIcons`).
    case materialIcon(String)
    /// Characters of the system font (the letter of `a.circle`, the sign of `eurosign`), see
    /// `SymbolComposition.characters`.
    case characters(String)
    /// Another covered SF Symbols name.
    case symbol(String)
    case circled(SymbolRecipe, filled: Bool)
    case squared(SymbolRecipe, filled: Bool)
    case rectangled(SymbolRecipe, filled: Bool)
    case slashed(SymbolRecipe)
    /// With a badge: the dot of `bell.badge` or the mark of `folder.badge.plus`.
    case badged(SymbolRecipe, SymbolBadge)
    /// Flipped left to right (bootstrap's reply arrow, turned into SF's forward-pointing one).
    case mirrored(SymbolRecipe)
    /// In a ring of dashes (`dollarsign.ring.dashed`), see `SymbolComposition.dashCircled`.
    case dashCircled(SymbolRecipe)
    /// In a ring of dots (`arrow.up.circle.dotted`), see `SymbolComposition.dottedCircled`.
    case dottedCircled(SymbolRecipe)
    /// The first set inside the second's ring (the number of `10.arrow.trianglehead.clockwise`),
    /// see `SymbolComposition.centred`.
    case centred(SymbolRecipe, in: SymbolRecipe)
    /// A glyph inside another shape's body, drawn in its outline or cut out of its fill: the
    /// checkmark of `checkmark.message` (see `SymbolComposition.inset`).
    case inset(SymbolRecipe, in: SymbolRecipe, slot: SymbolInsetSlot, filled: Bool)
    /// The rain, snow or bolt under the first recipe's cloud set under the second's (a cloud
    /// with a sun or moon): `cloud.sun.rain` (see `SymbolComposition.precipitation`).
    case precipitation(from: SymbolRecipe, under: SymbolRecipe)
    /// Three of a person, the middle one in front and the two beside it smaller and behind,
    /// with a gap cut around the middle one's silhouette (the second recipe): `person.3`.
    case trio(SymbolRecipe, silhouette: SymbolRecipe)
}

/// The SF Symbols names mapped onto the icon sources, the system font or compositions, in the
/// tables of the `SymbolNames+…` files.
enum SymbolNames {
    static let all: [(String, SymbolRecipe)] = interface + people + world + objects + material + composed + badged + numbers + controls + everyday + directions
        + arrows + indices + characters + materialIcons + communication + weatherConditions + peopleAndPrivacy
}

/// What looking a symbol name up gives.
enum SymbolLookup {
    case drawing(SymbolDrawing)
    /// No symbol has this name: nothing is drawn, and the render warns.
    case unknown
    /// The name is covered, but its icon file could not be read or parsed.
    case unreadable(file: String, reason: String)
}

/// The symbols of `Image(systemName:)`: RowRaster's hand-drawn ones (they follow the font
/// weight), then SF names mapped onto Debian's bootstrap-icons (fixed-weight outlines).
enum SymbolCatalog {
    /// Every covered name, sorted.
    static let names: [String] = Array(Set(handDrawn.keys).union(recipes.keys)).sorted()

    static func isKnown(_ name: String) -> Bool { handDrawn[name] != nil || recipes[name] != nil }

    static func lookup(_ name: String) -> SymbolLookup {
        if let drawing = handDrawn[name] { return .drawing(drawing) }
        guard let recipe = recipes[name] else { return .unknown }
        switch ProcessWideState.symbolDrawings.value(for: name, load: { build(recipe, depth: 0, composing: false) }) {
        case .success(let drawing): return .drawing(drawing)
        case .failure(let error): return .unreadable(file: error.file, reason: error.reason)
        }
    }

    /// The drawing of a covered name, or nil when it is unknown or unreadable.
    static func drawing(named name: String) -> SymbolDrawing? {
        if case .drawing(let drawing) = lookup(name) { return drawing }
        return nil
    }

    /// The name `name` resolves to under the environment's symbol variant.
    static func resolvedName(_ name: String, variants: SymbolVariants) -> String {
        variants.resolve(name, isKnown: isKnown)
    }

    /// The warning for a name that drew nothing, or nil when it drew.
    static func warning(for name: String, _ lookup: SymbolLookup) -> RenderWarning? {
        switch lookup {
        case .drawing: return nil
        case .unknown: return .unknownSymbol(name: name)
        case .unreadable(let file, let reason): return .unreadableSymbol(name: name, file: file, reason: reason)
        }
    }

    private static let handDrawn: [String: SymbolDrawing] = ChevronSymbols.all
        .merging(MarkSymbols.all) { a, _ in a }
        .merging(ShapeSymbols.all) { a, _ in a }
        .merging(ObjectSymbols.all) { a, _ in a }
        .merging(NatureSymbols.all) { a, _ in a }
        .merging(OperatorSymbols.all) { a, _ in a }
        .merging(DoubleArrowSymbols.all) { a, _ in a }

    /// Hand-drawn names keep their drawings; the tables hold no name twice (a test checks).
    private static let recipes: [String: SymbolRecipe] = Dictionary(SymbolNames.all, uniquingKeysWith: { a, _ in a })

    /// The drawing of a recipe; `composing` when it becomes part of a composed variant, which
    /// needs the icon's outlines whole.
    private static func build(_ recipe: SymbolRecipe, depth: Int, composing: Bool = true) -> Result<SymbolDrawing, BootstrapIcons.LoadError> {
        switch recipe {
        case .icon(let file):
            // A filled icon shown as it is gets its ground and the glyph cut from it as two
            // layers (a disc and its mark); see `SymbolComposition.groundAndGlyph`.
            let drawing = BootstrapIcons.drawing(named: file)
            return composing || !file.hasSuffix("-fill") ? drawing : drawing.map(SymbolComposition.groundAndGlyph)
        case .islands(let file):
            return BootstrapIcons.drawing(named: file).map(SymbolComposition.islands)
        case .whole(let file):
            return BootstrapIcons.drawing(named: file)
        case .digits(let number):
            return SymbolComposition.digits(number)
        case .material(let glyph):
            return MaterialDesignIcons.drawing(named: glyph)
        case .materialIcon(let name):
            return MaterialIcons.drawing(named: name)
        case .characters(let text):
            return SymbolComposition.characters(text)
        case .symbol(let name):
            // The tables only refer to names that are themselves covered, never in a cycle.
            guard depth < 4 else { return .failure(.init(file: name, reason: "symbol recipes refer to each other too deeply")) }
            if let drawing = handDrawn[name] { return .success(drawing) }
            guard let inner = recipes[name] else { return .failure(.init(file: name, reason: "no symbol of that name to compose from")) }
            return build(inner, depth: depth + 1, composing: composing)
        case .circled(let inner, let filled):
            return build(inner, depth: depth).map { SymbolComposition.circled($0, filled: filled) }
        case .squared(let inner, let filled):
            return build(inner, depth: depth).map { SymbolComposition.squared($0, filled: filled) }
        case .rectangled(let inner, let filled):
            return build(inner, depth: depth).map { SymbolComposition.rectangled($0, filled: filled) }
        case .slashed(let inner):
            return build(inner, depth: depth).map(SymbolComposition.slashed)
        case .badged(let inner, let badge):
            return build(inner, depth: depth).flatMap { glyph in
                guard let icon = badge.icon else { return .success(badge.compose(glyph, mark: nil)) }
                return BootstrapIcons.drawing(named: icon).map { badge.compose(glyph, mark: $0) }
            }
        case .dashCircled(let inner):
            return build(inner, depth: depth).map(SymbolComposition.dashCircled)
        case .dottedCircled(let inner):
            return build(inner, depth: depth).flatMap { glyph in
                BootstrapIcons.drawing(named: SymbolComposition.dottedRingIcon).map { SymbolComposition.dottedCircled(glyph, ring: $0) }
            }
        case .centred(let glyph, let ring):
            return build(glyph, depth: depth).flatMap { inner in build(ring, depth: depth).map { SymbolComposition.centred(inner, in: $0) } }
        case .mirrored(let inner):
            return build(inner, depth: depth).map { drawing in
                let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: drawing.width, ty: 0)
                return SymbolDrawing(width: drawing.width, layeredParts: drawing.layeredParts.map { ($0, $1.applying(flip)) })
            }
        case .inset(let glyph, let ground, let slot, let filled):
            return build(glyph, depth: depth).flatMap { glyph in
                build(ground, depth: depth).map { SymbolComposition.inset(glyph, in: $0, slot: slot, filled: filled) }
            }
        case .precipitation(let weather, let sky):
            return build(weather, depth: depth).flatMap { weather in
                build(sky, depth: depth).map { SymbolComposition.precipitation(from: weather, under: $0) }
            }
        case .trio(let person, let silhouette):
            return build(person, depth: depth).flatMap { person in
                build(silhouette, depth: depth).map { SymbolComposition.trio(person, silhouette: $0) }
            }
        }
    }
}
