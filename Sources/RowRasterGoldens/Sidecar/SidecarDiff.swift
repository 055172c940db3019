import Foundation

/// A diff of two laid-out-tree dumps that says which elements moved or changed.
///
/// Lines are matched with a longest common subsequence; within each changed run, removed and
/// added lines of the same element (same name, in order) are paired into one
/// `name: old → new` line, so a padding change reads as the padding that changed and the
/// frames it moved rather than as two unrelated lists.
enum SidecarDiff {
    /// The changed elements, at most `limit` lines; nil when the dumps are equal.
    static func changes(from old: String, to new: String, limit: Int = 24) -> String? {
        let a = old.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let b = new.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard a != b else { return nil }
        // Dumps are a few hundred lines at most: the quadratic table is fine.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var removed: [String] = [], added: [String] = []
        func flush() {
            lines += pair(removed, added)
            removed.removeAll()
            added.removeAll()
        }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                flush()
                i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                added.append(b[j]); j += 1
            } else {
                removed.append(a[i]); i += 1
            }
        }
        flush()
        guard !lines.isEmpty else { return nil }
        if lines.count > limit { lines = Array(lines.prefix(limit)) + ["… \(lines.count - limit) more"] }
        return lines.joined(separator: "\n")
    }

    /// `name: old → new` for lines of the same element, `- line` / `+ line` for the rest.
    private static func pair(_ removed: [String], _ added: [String]) -> [String] {
        var result: [String] = []
        var unmatchedAdded = added
        for old in removed {
            let name = element(of: old)
            if let index = unmatchedAdded.firstIndex(where: { element(of: $0) == name }) {
                let new = unmatchedAdded.remove(at: index)
                result.append("\(name): \(old.dropFirst(name.count).trimmingCharacters(in: .whitespaces)) → \(new.dropFirst(name.count).trimmingCharacters(in: .whitespaces))")
            } else {
                result.append("- " + old)
            }
        }
        return result + unmatchedAdded.map { "+ " + $0 }
    }

    private static func element(of line: String) -> String {
        String(line.prefix { $0 != " " })
    }
}
