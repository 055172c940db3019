import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The second pass of symbol names: Material Design Icons as a third source, badges, and the
/// compositions and renames added to the tables.
struct SymbolSourcesTests {
    /// A few names from each source and composition, each drawing filled outlines in the box.
    @Test(arguments: [
        "figure.walk", "figure.run", "dumbbell.fill", "stethoscope", "pill", // Material Design Icons
        "die.face.5", "suit.heart.fill", "7.circle.fill", "cup.and.heat.waves", // bootstrap-icons
        "document", "microphone.fill", "text.document", // SF Symbols 6's new names
        "bell.badge", "folder.badge.questionmark", "person.crop.circle.badge.clock", // badges
        "cloud.sun.circle.fill", "gamecontroller.circle", "house.slash", "bell.square", // compositions
        "11.circle", "42.square.fill", "07.circle", // two-digit numbers
    ])
    func drawsOutlinesInTheBox(_ name: String) throws {
        guard case .drawing(let drawing) = SymbolCatalog.lookup(name) else {
            Issue.record("\(name): \(SymbolCatalog.lookup(name))"); return
        }
        let bounds = drawing.bounds
        #expect(bounds.width > 10 && bounds.height > 10, "\(bounds)")
        #expect(bounds.minY >= -0.5 && bounds.maxY <= 100.5, "\(bounds)")
        #expect(drawing.parts.contains { if case .fill = $0 { true } else { false } })
    }

    /// The third pass: a few names from each source and composition it added.
    @Test(arguments: [
        "chevron.up.2", "diamond.lefthalf.filled", "curlybraces", "aspectratio.fill", "recordingtape", // bootstrap-icons
        "lanyardcard.fill", "checkmark.icloud", "ellipsis.message", "drop.halffull", "arrow.3.trianglepath",
        "degreesign.celsius", "sun.horizon.fill", "figure.arms.open", "bubble.left.and.bubble.right.fill", // Material Design Icons
        "phone.down.circle.fill", "curlybraces.square.fill", "heart.rectangle.fill", "lock.rectangle", // compositions
        "viewfinder.circle", "arrow.up.left.and.arrow.down.right.rectangle.fill",
        "arrow.up.forward", "arrowtriangle.backward.square.fill", "chevron.forward.to.line", // forward and backward
    ])
    func thirdPassNamesDrawOutlinesInTheBox(_ name: String) throws {
        try drawsOutlinesInTheBox(name)
    }

    /// The fourth pass (communication, weather, health, people, privacy): a few names from
    /// each composition and source it added.
    @Test(arguments: [
        "checkmark.message", "questionmark.message.fill", "person.bubble.fill", "exclamationmark.bubble", // glyph in a bubble
        "bolt.heart", "exclamationmark.lock.fill", "bubble.middle.bottom", // glyph in a heart or lock, bootstrap-icons
        "cloud.sun.rain", "cloud.moon.bolt.fill", "cloud.sun.rain.circle.fill", // cloud with sun or moon and rain or bolt
        "folder.badge.person.crop", "person.2.badge.gearshape.fill", "person.badge.shield.checkmark", // badges
        "lock.trianglebadge.exclamationmark", "envelope.badge.shield.half.filled.fill",
        "shield.righthalf.filled", "hand.point.left.fill", "key.horizontal", "figure.outdoor.rowing.circle", // mirrored, MDI
        "person.3", "person.3.fill", "lock.icloud.fill", "person.icloud", // three people, a glyph in the cloud
        "person.badge.key", "person.crop.circle.badge.moon.fill", "person.crop.square.badge.video", // more badges
        "questionmark.video.fill", "arrow.up.right.video", "person.fill.viewfinder", // a glyph in the camera, bootstrap-icons
    ])
    func fourthPassNamesDrawOutlinesInTheBox(_ name: String) throws {
        try drawsOutlinesInTheBox(name)
    }

    /// A glyph inset in a filled ground is cut out of it, centred on its slot: the checkmark of
    /// `checkmark.message.fill` sits at the centre of the round bubble's slot, and with the
    /// same ground an outline ground draws it at the same place.
    @Test func anInsetGlyphIsCentredInItsSlot() throws {
        let ground = try BootstrapIcons.drawing(named: "chat-fill").get()
        let filled = try #require(SymbolCatalog.drawing(named: "checkmark.message.fill"))
        let bounds = ground.bounds, slot = SymbolInsetSlot.roundBubble.fractions
        let centre = CGPoint(x: bounds.minX + slot.midX * bounds.width, y: bounds.minY + slot.midY * bounds.height)
        // The ground first (secondary), then the glyph as a knockout (primary).
        #expect(filled.parts.count == 2)
        #expect(filled.layers == [.secondary, .primary])
        guard case .knockoutFill(let check) = filled.parts[1] else { Issue.record("\(filled.parts[1])"); return }
        let glyph = check.curveBounds
        #expect(abs(glyph.midX - centre.x) < 0.001 && abs(glyph.midY - centre.y) < 0.001, "\(glyph) \(centre)")
        // Scaled to the slot's limiting side: the check is wider than tall, so as wide as the slot.
        #expect(abs(glyph.width - slot.width * bounds.width) < 0.001, "\(glyph)")
        #expect(filled.width == ground.width)
        let outline = try #require(SymbolCatalog.drawing(named: "checkmark.message"))
        #expect(outline.parts[1].path.curveBounds.midX == glyph.midX)
    }

    /// The sky of `cloud.sun.rain` stands over the drops of `cloud.rain`: every drop below the
    /// sky's cloud, the whole fitted to the box.
    @Test func precipitationFallsBelowTheSkysCloud() throws {
        let drawing = try #require(SymbolCatalog.drawing(named: "cloud.sun.rain.fill"))
        let cloud = drawing.parts[0].path.curveBounds
        let drops = drawing.layeredParts.dropFirst(2).map { $0.1.path.curveBounds }
        #expect(drops.count == 4)
        #expect(drops.allSatisfy { $0.minY >= cloud.maxY - 0.5 }, "\(cloud) \(drops)")
        let bounds = drawing.bounds
        #expect(abs(max(bounds.width, bounds.height) - SVGIcon.glyphHeight) < 0.01 && abs(bounds.midY - 50) < 0.01, "\(bounds)")
    }

    /// `person.3`: the middle person in front at full size, one on each side four fifths as
    /// tall on the same ground, the box within SF's widest.
    @Test func threePeopleStandOnOneGroundWithTheMiddleOneInFront() throws {
        let trio = try #require(SymbolCatalog.drawing(named: "person.3.fill"))
        let person = try BootstrapIcons.drawing(named: "person-fill").get()
        let ink = trio.layeredParts.filter { !$0.1.isKnockout }
        let middle = ink.filter { $0.0 == .primary }.reduce(CGRect.null) { $0.union($1.1.path.curveBounds) }
        let sides = ink.filter { $0.0 == .secondary }.map { $0.1.path.curveBounds }
        #expect(sides.count == 2 * person.parts.count)
        let left = sides.prefix(person.parts.count).reduce(CGRect.null) { $0.union($1) }
        let right = sides.suffix(person.parts.count).reduce(CGRect.null) { $0.union($1) }
        #expect(abs(left.height / middle.height - 0.8) < 0.001 && abs(right.height / middle.height - 0.8) < 0.001)
        #expect(abs(left.maxY - middle.maxY) < 0.001 && abs(right.maxY - middle.maxY) < 0.001)
        #expect(abs((left.midX + right.midX) / 2 - middle.midX) < 0.001 && abs(middle.midX - trio.width / 2) < 0.001)
        #expect(trio.width <= 140.001 && left.minX >= 0 && right.maxX <= trio.width)
    }

    /// In a left-to-right layout SF Symbols draws a `forward` arrow as the `right` one and a
    /// `backward` arrow as the `left` one; so does RowRaster.
    @Test(arguments: [
        ("arrow.up.forward", "arrow.up.right"), ("arrow.down.backward.circle.fill", "arrow.down.left.circle.fill"),
        ("arrowshape.turn.up.backward.2.fill", "arrowshape.turn.up.left.2.fill"), ("chevron.compact.forward", "chevron.compact.right"),
        ("arrow.up.backward.and.arrow.down.forward.rectangle", "arrow.up.left.and.arrow.down.right.rectangle"),
    ])
    func forwardAndBackwardDrawTheirRightAndLeftNames(_ name: String, _ directional: String) throws {
        let drawing = try #require(SymbolCatalog.drawing(named: name))
        let same = try #require(SymbolCatalog.drawing(named: directional))
        #expect(drawing.bounds == same.bounds)
        #expect(drawing.parts.count == same.parts.count)
    }

    @Test func materialGlyphsAreFlippedAndSizedLikeBootstrapIcons() throws {
        let walk = try MaterialDesignIcons.drawing(named: "walk").get()
        let bounds = walk.bounds
        // Fitted like a bootstrap icon: 92 of the 100 units tall at most, centred.
        #expect(bounds.height <= 92.5 && bounds.height > 60, "\(bounds)")
        #expect(abs(bounds.midY - 50) < 1, "\(bounds)")
        // Font outlines have y up: MDI's `menu-up` triangle points up once flipped, its apex
        // (midway across) the topmost point.
        let triangle = try MaterialDesignIcons.drawing(named: "menu-up").get()
        let points = triangle.parts[0].path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let point), .line(let point): return point
            default: return nil
            }
        }
        let apex = try #require(points.min { $0.y < $1.y })
        #expect(abs(apex.x - triangle.bounds.midX) < 0.5, "\(points)")
        #expect(points.filter { abs($0.y - apex.y) < 0.5 }.count == 1, "\(points)")
        let heart = try MaterialDesignIcons.drawing(named: "heart").get().bounds
        let bootstrapHeart = try BootstrapIcons.drawing(named: "heart-fill").get().bounds
        // The two sources' hearts fill about the same box.
        #expect(abs(heart.height - bootstrapHeart.height) < 12, "\(heart) \(bootstrapHeart)")
    }

    @Test func everyMaterialGlyphInTheDebianFontParses() throws {
        let font = try MaterialDesignIcons.font(at: MaterialDesignIcons.defaultFile).get()
        #expect(font.glyphs.count > 1_600)
        #expect(font.unitsPerEm == 512 && font.ascent == 448)
        for (name, data) in font.glyphs {
            do { _ = try MaterialDesignIcons.drawing(fromGlyph: data, in: font) } catch { Issue.record("\(name): \(error)") }
        }
    }

    @Test func aMissingMaterialFontIsAWarningNamingTheFileNotATrap() {
        let file = "/nonexistent/materialdesignicons-webfont.svg"
        guard case .failure(let error) = MaterialDesignIcons.drawing(named: "walk", in: file) else {
            Issue.record("a missing font cannot give a drawing"); return
        }
        #expect(error.file == file)
        #expect(error.reason.contains("fonts-materialdesignicons-webfont installed"))
        let warning = RenderWarning.unreadableSymbol(name: "figure.walk", file: error.file, reason: error.reason)
        #expect(warning.error == .unreadableFile(file, reason: error.reason + " (for the symbol \"figure.walk\")"))
        // A glyph the font lacks is an error too.
        guard case .failure(let missing) = MaterialDesignIcons.drawing(named: "no-such-glyph") else {
            Issue.record("an unknown glyph cannot give a drawing"); return
        }
        #expect(missing.reason.contains("no glyph"))
    }

    @Test func aMalformedFontIsAnErrorNotATrap() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-mdi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let noFace = directory.appendingPathComponent("no-face.svg").path
        try #"<svg><font><glyph glyph-name="a" d="M0 0L1 1Z"/></font></svg>"#.write(toFile: noFace, atomically: true, encoding: .utf8)
        #expect(throws: BootstrapIcons.LoadError.self) { try MaterialDesignIcons.load(file: noFace).get() }
        let badPath = directory.appendingPathComponent("bad-path.svg").path
        try #"<svg><font-face units-per-em="512" ascent="448"/><glyph glyph-name="a" d="M0 0 L nan"/></svg>"#
            .write(toFile: badPath, atomically: true, encoding: .utf8)
        guard case .failure(let error) = MaterialDesignIcons.drawing(named: "a", in: badPath) else {
            Issue.record("malformed path data cannot give a drawing"); return
        }
        #expect(error.reason.hasPrefix("glyph \"a\""))
    }

    @Test func twoDigitNumbersSitInCellsOfOneWidth() throws {
        let eleven = try SymbolComposition.digits("11").get(), fortyEight = try SymbolComposition.digits("48").get()
        // Tabular: the narrow 1s take as much room as 4 and 8, so both enclose at one size.
        #expect(abs(eleven.bounds.width - fortyEight.bounds.width) < 0.01)
        #expect(abs(eleven.bounds.height - fortyEight.bounds.height) < 3)
        // Each digit without its ring: two outlines' worth of ink, well inside the cells.
        let ink = eleven.parts.filter { if case .fill = $0 { true } else { false } }
        #expect(ink.count == 2)
        #expect(ink.allSatisfy { $0.path.curveBounds.width < eleven.bounds.width / 2 })
        #expect(throws: BootstrapIcons.LoadError.self) { try SymbolComposition.digits("4x").get() }
        #expect(throws: BootstrapIcons.LoadError.self) { try SymbolComposition.digits("").get() }
    }

    /// Names that would be wrong to draw stay unknown: they draw nothing and warn.
    @Test func namesWithoutAnHonestMatchStayUnknown() {
        for name in ["tuningfork", "swift", "figure.bowling", "heart.text.square", "backward.end.alt", "bubble.middle.top", "quote.closing"] {
            #expect(!SymbolCatalog.isKnown(name), "\(name)")
            #expect(SymbolCatalog.warning(for: name, SymbolCatalog.lookup(name)) == .unknownSymbol(name: name))
        }
    }
}
