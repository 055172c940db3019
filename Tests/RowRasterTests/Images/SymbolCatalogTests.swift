import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The symbol names RowRaster covers: how many, that each draws, and the variant rules.
struct SymbolCatalogTests {
    @Test func atLeastThreeHundredNamesEachResolvingToADrawingWithBounds() {
        let names = SymbolCatalog.names
        #expect(Set(names).count == names.count)
        #expect(names.count >= 300, "\(names.count) names")
        for name in names {
            guard case .drawing(let drawing) = SymbolCatalog.lookup(name) else {
                Issue.record("\(name) does not draw: \(SymbolCatalog.lookup(name))")
                continue
            }
            let bounds = drawing.bounds
            // Not empty (a stroked line such as `minus` is flat on one axis).
            #expect(!bounds.isNull && (bounds.width > 0 || bounds.height > 0), "\(name)")
            // Inside the design box.
            #expect(bounds.minY >= -0.5 && bounds.maxY <= 100.5, "\(name) \(bounds)")
            #expect(drawing.width >= 20 && drawing.width <= 140, "\(name) \(drawing.width)")
            #expect(drawing.parts.count == drawing.layers.count)
        }
    }

    @Test func theTablesNameEachSymbolOnceAndLeaveTheHandDrawnOnesAlone() {
        let mapped = SymbolNames.all.map(\.0)
        #expect(Set(mapped).count == mapped.count, "a name mapped twice")
        // The hand-drawn symbols follow the font weight; a mapping must not hide one.
        for name in ["heart", "heart.fill", "checkmark", "chevron.right", "gear", "trash", "star.fill", "cross.fill", "leaf.fill"] {
            #expect(!mapped.contains(name), "\(name)")
            guard case .drawing(let drawing) = SymbolCatalog.lookup(name) else { Issue.record("\(name)"); continue }
            #expect(drawing.parts.contains { if case .stroke = $0 { true } else if case .knockoutStroke = $0 { true } else { false } }
                || ["heart.fill", "star.fill", "cross.fill", "gear"].contains(name))
        }
    }

    @Test func theCommonFamiliesAreCovered() {
        let expected = [
            "arrow.up.circle.fill", "chevron.right.circle", "message.fill", "bubble.left", "envelope.open", "phone.circle.fill",
            "sun.max.fill", "cloud.rain.fill", "play.fill", "pause.circle.fill", "forward.fill", "backward.end.fill",
            "speaker.wave.2.fill", "cart.fill", "bag", "creditcard", "tag.fill", "person.2.fill", "person.crop.circle",
            "iphone", "laptopcomputer", "exclamationmark.triangle", "questionmark.circle", "pencil", "trash.fill",
            "square.and.pencil", "doc.on.doc", "folder.fill", "doc", "map", "location", "mappin", "heart.circle.fill",
            "cross.fill", "clock.fill", "alarm", "calendar.badge.plus", "timer", "bell.slash.fill", "star.slash",
            "xmark.square.fill", "plus.rectangle", "lock.open.fill", "leaf.fill", "bolt.circle.fill", "flame.fill",
        ]
        for name in expected { #expect(SymbolCatalog.isKnown(name), "\(name)") }
    }

    @Test func everyBootstrapIconTheDebianPackageShipsParses() throws {
        let directory = BootstrapIcons.defaultDirectory
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".svg") }
        #expect(files.count > 1_900)
        for file in files {
            if case .failure(let error) = BootstrapIcons.load(file: directory + "/" + file) { Issue.record("\(error)") }
        }
    }

    @Test func lookupsFromManyThreadsShareOneDrawingPerName() {
        final class Box: @unchecked Sendable { let id: Int; init(_ id: Int) { self.id = id } }
        let cache = LockedCache<Int, Box>()
        let seen = LockedCache<String, Box>()
        let loads = NSLock()
        nonisolated(unsafe) var loadCount = 0
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for key in 0..<50 {
                let value = cache.value(for: key) {
                    loads.lock(); loadCount += 1; loads.unlock()
                    return Box(thread * 1_000 + key)
                }
                // Every caller gets the value stored first, whichever thread made it.
                let first = seen.value(for: "\(key)") { value }
                #expect(first === value)
            }
        }
        #expect(loadCount >= 50 && loadCount <= 8 * 50)
        var again = false
        _ = cache.value(for: 3) { again = true; return Box(-1) }
        #expect(!again, "a stored value is not made again")
        // The real tables, from several threads at once: every name resolves the same way.
        let names = Array(SymbolCatalog.names.prefix(120))
        let widths = names.map { SymbolCatalog.drawing(named: $0)?.width }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            #expect(names.map { SymbolCatalog.drawing(named: $0)?.width } == widths)
        }
    }

    @Test func aMissingIconFileIsAnErrorNamingTheFileNotATrap() {
        guard case .failure(let error) = BootstrapIcons.drawing(named: "heart", in: "/nonexistent/bootstrap-icons") else {
            Issue.record("a missing directory cannot give a drawing"); return
        }
        #expect(error.file == "/nonexistent/bootstrap-icons/heart.svg")
        #expect(error.reason.contains("bootstrap-icons installed"))
        let warning = RenderWarning.unreadableSymbol(name: "heart", file: error.file, reason: error.reason)
        #expect(warning.error == .unreadableFile(error.file, reason: error.reason + " (for the symbol \"heart\")"))
    }

    @Test func variantsResolveInSFOrderAndFallBackToWhatExists() {
        func resolve(_ name: String, _ variants: SymbolVariants) -> String { SymbolCatalog.resolvedName(name, variants: variants) }
        #expect(resolve("heart", .fill) == "heart.fill")
        #expect(resolve("heart", .circle.fill) == "heart.circle.fill")
        #expect(resolve("heart", .circle) == "heart.circle")
        #expect(resolve("bell", .slash.fill) == "bell.slash.fill")
        #expect(resolve("mic", .slash) == "mic.slash")
        #expect(resolve("person.crop", .circle.fill) == "person.crop.circle.fill")
        // Suffixes already written count as requested.
        #expect(resolve("heart.fill", .circle) == "heart.circle.fill")
        #expect(resolve("heart.fill", .fill) == "heart.fill")
        #expect(resolve("person.crop.circle", .fill) == "person.crop.circle.fill")
        // A variant the symbol lacks falls back: no `gear.slash`, no `iphone.fill`.
        #expect(resolve("gear", .slash) == "gear")
        #expect(resolve("iphone", .fill) == "iphone")
        #expect(resolve("play", .rectangle.fill) == "play.rectangle.fill")
        #expect(resolve("wifi", .rectangle.fill) == "wifi")
        #expect(resolve("wifi", .circle.fill) == "wifi.circle.fill")
        // A partial fallback keeps what exists: `pencil.slash.circle` is not covered, `pencil.slash` is.
        #expect(resolve("pencil", .slash.circle) == "pencil.slash")
        // The base name itself is never stripped away.
        #expect(resolve("circle", .fill) == "circle.fill")
        #expect(resolve("square", .none) == "square")
        #expect(resolve("no.such.symbol", .fill) == "no.such.symbol")
        #expect(SymbolVariants.circle.fill.contains(.fill) && SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.none.contains(.none))
    }
}
