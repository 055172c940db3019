import Foundation

/// How previews are named when their author gave no name, and made unique: the names become file
/// names (`output/previews/<Module>/<Name>@3x.png`), so two previews never share one.
enum PreviewNaming {
    /// `ContactRow` for `Module/ContactRow.swift`: Xcode shows an unnamed `#Preview` under its file.
    static func fileBaseName(_ fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// `ContactRow` for `Module.ContactRow_Previews`: the type without its module and the
    /// conventional `_Previews` (or `Previews`) ending.
    static func providerBaseName(_ typeName: String) -> String {
        var name = typeName.split(separator: ".").dropFirst().joined(separator: ".")
        if name.isEmpty { name = typeName }
        for suffix in ["_Previews", "Previews"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name
    }

    /// The entries sorted by module and source, each name made safe as a file name and unique in its
    /// module by a number (`Row`, `Row 2`, `Row 3`), in source order.
    @MainActor
    static func uniquelyNamed(_ entries: [PreviewEntry]) -> [PreviewEntry] {
        let sorted = entries.sorted { a, b in
            if a.module != b.module { return a.module < b.module }
            return sourceOrder(a.source, b.source)
        }
        var used: [String: Set<String>] = [:]
        return sorted.map { entry in
            var entry = entry
            let base = fileSafe(entry.name)
            var name = base, number = 2
            while used[entry.module, default: []].contains(name.lowercased()) {
                name = "\(base) \(number)"
                number += 1
            }
            used[entry.module, default: []].insert(name.lowercased())
            entry.name = name
            return entry
        }
    }

    /// A name usable as one path component: no separators, control characters or leading dot.
    static func fileSafe(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { scalar -> Character in
            if scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control { return "-" }
            return Character(scalar)
        })
        while safe.hasPrefix(".") { safe.removeFirst() }
        safe = safe.trimmingCharacters(in: .whitespaces)
        return safe.isEmpty ? "Preview" : String(safe.prefix(120))
    }

    private static func sourceOrder(_ a: PreviewEntry.Source, _ b: PreviewEntry.Source) -> Bool {
        switch (a, b) {
        case let (.macro(fa, la, ca), .macro(fb, lb, cb)): return (fa, la, ca) < (fb, lb, cb)
        case let (.provider(ta, ia), .provider(tb, ib)): return (ta, ia) < (tb, ib)
        case (.macro, .provider): return true
        case (.provider, .macro): return false
        }
    }
}
