import Foundation

/// A line diff of two laid-out-tree dumps, to say which element moved or changed.
enum SidecarDiff {
    /// `- old line` / `+ new line` for the lines that differ (longest common subsequence),
    /// at most `limit` of them; nil when the dumps are equal.
    static func changes(from old: String, to new: String, limit: Int = 24) -> String? {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a != b else { return nil }
        // Dumps are a few hundred lines at most: the quadratic table is fine.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append("+ " + b[j].trimmingCharacters(in: .whitespaces)); j += 1
            } else {
                lines.append("- " + a[i].trimmingCharacters(in: .whitespaces)); i += 1
            }
        }
        lines = lines.filter { $0 != "+ " && $0 != "- " }
        guard !lines.isEmpty else { return nil }
        if lines.count > limit { lines = Array(lines.prefix(limit)) + ["… \(lines.count - limit) more"] }
        return lines.joined(separator: "\n")
    }
}
