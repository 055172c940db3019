/// The size-dependent tracking iOS applies to its system fonts, applied to the substitutes that
/// stand in for them.
///
/// SF Pro, SF Pro Rounded and New York carry a tracking table: Core Text adds a per-size amount
/// after every character, so 12-point text is set as designed, smaller text looser and body text
/// tighter (−0.44 pt a character at 17 points). SwiftUI's `tracking(_:)` and `kerning(_:)` add to
/// it. The values are Apple's published ones (Human Interface Guidelines, Typography, "Tracking
/// values"), in thousandths of an em for each whole point size; sizes between two entries are
/// interpolated, as a font's `trak` table is, and sizes outside the table take its end value.
///
/// Inter is first drawn at SF Pro's advance widths (`SystemFontWidths`); the other designs'
/// substitutes keep their own. SF Mono has no published table, and custom fonts have none, so
/// both are set without extra tracking.
enum SystemFontTracking {
    /// The tracking in points added after each character of `design` text at `size` points.
    static func points(for design: Font.Design, size: Double) -> Double {
        guard size.isFinite, size > 0, let table = table(for: design) else { return 0 }
        return thousandthsOfEm(in: table, size: size) * size / 1000
    }

    /// A table's value at `size`: linear between the whole sizes around it, clamped at the ends.
    static func thousandthsOfEm(in table: Table, size: Double) -> Double {
        let position = size - Double(table.firstSize)
        guard position > 0 else { return Double(table.values[0]) }
        let lower = Int(position.rounded(.down))
        guard lower + 1 < table.values.count else { return Double(table.values[table.values.count - 1]) }
        let fraction = position - Double(lower)
        return Double(table.values[lower]) * (1 - fraction) + Double(table.values[lower + 1]) * fraction
    }

    static func table(for design: Font.Design) -> Table? {
        switch design {
        case .default: sfPro
        case .rounded: sfProRounded
        case .serif: newYork
        case .monospaced: nil
        }
    }

    /// One value per whole point size, from `firstSize` up.
    struct Table {
        let firstSize: Int
        let values: [Int]
    }

    /// SF Pro, 6 to 80 points (0 from 80 up).
    static let sfPro = Table(firstSize: 6, values: [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24,     // 6–19
        -23, -18, -12, -4, 3, 6, 8, 11, 14, 14, 14, 13, 13, 12, 12, 11, // 20–35
        10, 10, 10, 10, 10, 9, 9, 9, 8, 8, 8, 8, 8, 7, 7, 7,            // 36–51
        6, 6, 6, 6, 6, 6, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3,                 // 52–67
        2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 0,                          // 68–80
    ])

    /// SF Pro Rounded, 6 to 80 points (0 from 80 up).
    static let sfProRounded = Table(firstSize: 6, values: [
        87, 80, 72, 65, 58, 52, 46, 40, 35, 30, 26, 22, 21, 20,         // 6–19
        18, 17, 16, 16, 15, 14, 14, 14, 13, 13, 12, 12, 12, 12, 12, 11, // 20–35
        11, 10, 10, 10, 10, 10, 10, 9, 8, 8, 8, 8, 8, 8, 7, 6,          // 36–51
        6, 6, 6, 6, 6, 6, 4, 4, 4, 4, 4, 4, 3, 3, 2, 2,                 // 52–67
        2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 0,                          // 68–80
    ])

    /// New York, 6 to 220 points (−18 from 220 up).
    static let newYork: Table = {
        // (first size of a run, value): the published table repeats each value up to the next.
        let runs: [(Int, Int)] = [
            (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0),
            (16, -2), (17, -4), (18, -6), (19, -8), (20, -10), (23, -11), (26, -12), (31, -13),
            (34, -14), (54, -15), (70, -16), (180, -17), (220, -18),
        ]
        var values: [Int] = []
        for (index, run) in runs.enumerated() {
            let end = index + 1 < runs.count ? runs[index + 1].0 : run.0 + 1
            values += Array(repeating: run.1, count: end - run.0)
        }
        return Table(firstSize: 6, values: values)
    }()
}
