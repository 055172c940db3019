import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The arrows and indices composed from what is already drawn (`SymbolNames+Arrows.swift`,
/// `SymbolNames+Indices.swift`).
extension SymbolSourcesTests {
    /// A few names from each family, each drawing filled outlines in the box.
    @Test(arguments: [
        "arrow.up.right.and.arrow.down.left", "arrow.down.left.and.arrow.up.right.rectangle.fill", // mirrored diagonals
        "arrow.up.forward.and.arrow.down.backward.circle", "arrow.down.backward.and.arrow.up.forward.square.fill",
        "arrow.turn.right.up", "return.right", "arrow.trianglehead.counterclockwise", // turns, returns, renames
        "arrow.trianglehead.2.clockwise.rotate.90.circle.fill", "arrow.trianglehead.turn.up.right.diamond",
        "5.arrow.trianglehead.clockwise", "90.arrow.trianglehead.counterclockwise", // seek arrows
        "arrow.up.circle.dotted", "arrow.down.backward.circle.dotted", // dotted rings
        "arrowshape.up.fill", "arrowshape.backward.circle.fill",
        "chevron.left.chevron.right", "arrow.2.squarepath",
        "indianrupeesign", "nairasign.circle.fill", "rublesign.square", "turkishlirasign.square.fill", // currency signs
    ])
    func arrowsAndIndicesDrawOutlinesInTheBox(_ name: String) throws {
        try drawsOutlinesInTheBox(name)
    }

    /// The other diagonal is the drawn one mirrored: its outlines' bounds reflected in the box.
    @Test(arguments: [
        ("arrow.up.right.and.arrow.down.left", "arrow.up.left.and.arrow.down.right"),
        ("arrow.down.left.and.arrow.up.right", "arrow.down.right.and.arrow.up.left"),
        ("arrow.turn.right.up", "arrow.turn.left.up"),
    ])
    func theOtherDiagonalIsTheDrawnOneMirrored(_ name: String, _ drawn: String) throws {
        let mirrored = try #require(SymbolCatalog.drawing(named: name))
        let original = try #require(SymbolCatalog.drawing(named: drawn))
        #expect(mirrored.width == original.width)
        #expect(abs(mirrored.bounds.minX - (original.width - original.bounds.maxX)) < 0.001)
        #expect(abs(mirrored.bounds.minY - original.bounds.minY) < 0.001)
    }

    /// A seek arrow's number sits at the centre of the arrow's ring (bootstrap's arc is centred
    /// in its view box), `centredGlyphHeight` of the ring's height: `5` and `45` get digits of one size.
    @Test func aSeekArrowsNumberIsCentredInItsRing() throws {
        let ring = try BootstrapIcons.drawing(named: "arrow-clockwise").get()
        let arc = try #require(ring.parts.flatMap { SymbolComposition.split($0.path) }.map(\.curveBounds)
            .max { $0.width * $0.height < $1.width * $1.height })
        for number in ["5", "45"] {
            let seek = try #require(SymbolCatalog.drawing(named: "\(number).arrow.trianglehead.clockwise"))
            #expect(seek.width == ring.width)
            // The ring's parts come first, unchanged; the number's after them.
            let digits = SymbolDrawing(width: seek.width, parts: Array(seek.parts.dropFirst(ring.parts.count)))
            #expect(abs(digits.bounds.midX - arc.midX) < 0.001, "\(digits.bounds) \(arc)")
            #expect(abs(digits.bounds.midY - arc.midY) < 0.001, "\(digits.bounds) \(arc)")
            #expect(abs(digits.bounds.height - arc.height * SymbolComposition.centredGlyphHeight) < 0.001)
        }
        // The arc is the ring of a circle centred in the 16-unit view box: its bounds are square.
        #expect(abs(arc.width - arc.height) < 0.01, "\(arc)")
    }

    /// A dotted ring is bootstrap's dashes without the minus they surround, and the arrow sits at
    /// its centre.
    @Test func aDottedRingHoldsItsArrowAtTheCentre() throws {
        let dotted = try #require(SymbolCatalog.drawing(named: "arrow.right.circle.dotted"))
        let ring = dotted.parts[0].path
        let dashes = SymbolComposition.split(ring)
        #expect(dashes.count == 24) // bootstrap's 24 dashes, without the minus
        #expect(dashes.allSatisfy { $0.curveBounds.width < 10 && $0.curveBounds.height < 10 })
        let arrow = SymbolDrawing(width: dotted.width, parts: Array(dotted.parts.dropFirst()))
        #expect(abs(arrow.bounds.midX - ring.curveBounds.midX) < 0.001, "\(arrow.bounds) \(ring.curveBounds)")
        #expect(abs(arrow.bounds.midY - ring.curveBounds.midY) < 0.001, "\(arrow.bounds) \(ring.curveBounds)")
    }
}
