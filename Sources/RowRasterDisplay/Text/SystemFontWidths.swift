/// SF Pro's advance widths, reached by drawing Inter narrower or wider: the horizontal scale that
/// makes Inter's average advance SF Pro's, at each weight and point size.
///
/// SF Pro is a variable font whose optical size follows the point size (since iOS 14): its Text
/// cut up to 17 points, its Display cut from 28, and between them a blend whose share is read
/// from the font's own axis mapping (`displayShare(at:)`). Inter has one cut, so Inter at 34
/// points is about 13 % wider than SF Pro's large titles, while Inter's regular weight at text
/// sizes is within 0.3 % of SF Pro Text and its bold 3 % narrower. The scales are ratios of
/// average advance widths, SF Pro's over Inter's, weighted by the letter, digit and punctuation
/// frequencies capsize uses for `xWidthAvg` (its "latin" table), measured from the fonts' `hmtx`
/// tables for SF Pro Text and Display (Light to Heavy) against Inter's static faces; SF Heavy is
/// set against Inter ExtraBold. Apple's tracking table is applied on top (`SystemFontTracking`).
/// A matrix scales every glyph alike, so classes whose ratio differs from the average keep the
/// difference: at Display sizes SF Pro's digits and capitals are relatively wider than its
/// lowercase and spaces (digits 0.96 of Inter's, lowercase and space 0.87). Scales are
/// quantized to steps of 0.005 (`stepInThousandths`), and regular text at text sizes keeps
/// Inter's own widths. The font engine draws a scaled Inter through a family name of its own
/// (`family(scale:)`).
package enum SystemFontWidths {
    /// The family the scales apply to.
    package static let substitute = "Inter"

    /// One row of the table: a weight and SF Pro's average advance over Inter's there, in SF
    /// Pro's Text cut (up to 17 points) and its Display cut (from 28).
    struct Row {
        let weight: Int
        let text: Double
        let display: Double
    }

    /// SF Pro Light, Regular, Medium, Semibold, Bold and Heavy (see the type's comment for how
    /// each ratio was measured); lighter and heavier weights take the end rows.
    static let table: [Row] = [
        Row(weight: 300, text: 0.997, display: 0.863),
        Row(weight: 400, text: 0.997, display: 0.873),
        Row(weight: 500, text: 1.010, display: 0.891),
        Row(weight: 600, text: 1.017, display: 0.903),
        Row(weight: 700, text: 1.030, display: 0.921),
        Row(weight: 800, text: 1.052, display: 0.950),
    ]

    /// The share of SF Pro Display in SF Pro's width at `size` points: the variable font's
    /// `avar` mapping of its optical-size axis (17–28), linear between these points.
    static let displayShares: [(size: Double, share: Double)] = [
        (17, 0), (19, 0.091), (20, 0.236), (22, 0.527), (24, 0.818), (28, 1),
    ]

    /// Scales are rounded to multiples of this many thousandths, so a finite set of scaled faces
    /// serves every size.
    static let stepInThousandths = 5

    /// The share of the Display cut at `size` points, clamped to 0 below 17 and 1 above 28.
    static func displayShare(at size: Double) -> Double {
        guard let first = displayShares.first, let last = displayShares.last else { return 0 }
        if size <= first.size { return first.share }
        if size >= last.size { return last.share }
        for (lower, upper) in zip(displayShares, displayShares.dropFirst()) where size <= upper.size {
            return lower.share + (size - lower.size) / (upper.size - lower.size) * (upper.share - lower.share)
        }
        return last.share
    }

    /// The horizontal scale Inter is drawn at to stand in for SF Pro at `weight` and `size`
    /// points: the nearest weight's row (Inter's static faces are whole hundreds), between its
    /// Text and Display ratios by `displayShare(at:)`, rounded by `quantized(_:)`; 1 for a size
    /// that is not a number.
    package static func scale(weight: Int, size: Double) -> Double {
        guard size.isFinite, let row = table.min(by: { abs($0.weight - weight) < abs($1.weight - weight) }) else {
            return 1
        }
        let share = displayShare(at: size)
        return quantized(row.text + share * (row.display - row.text))
    }

    /// `scale` rounded to a multiple of the step, and 1 within one step of 1. Where Inter already
    /// has SF Pro's widths (regular and light text sizes: 0.997, with lowercase at 0.995,
    /// capitals 1.004 and digits 1.009) no scale is nearer for all text than Inter's own design.
    /// Computed in whole thousandths, so a scale and its family name are exact.
    static func quantized(_ scale: Double) -> Double {
        let step = Double(stepInThousandths)
        let thousandths = Int((scale * 1000 / step).rounded() * step)
        return abs(thousandths - 1000) <= stepInThousandths ? 1 : Double(thousandths) / 1000
    }

    /// Every scale other than 1 that `scale(weight:size:)` can give, for the font engine to set
    /// up: each step between the table's narrowest and widest ratios.
    package static var scales: [Double] {
        let ratios = table.flatMap { [$0.text, $0.display] }
        guard let low = ratios.min(), let high = ratios.max() else { return [] }
        let first = Int((low * 1000).rounded(.down)), last = Int((high * 1000).rounded(.up))
        var scales: [Double] = []
        for thousandths in first...last {
            let scale = quantized(Double(thousandths) / 1000)
            if scale != 1, !scales.contains(scale) { scales.append(scale) }
        }
        return scales
    }

    /// The family name under which the font engine draws `substitute` at `scale` (a name no
    /// font file has, so nothing else answers to it).
    package static func family(scale: Double) -> String {
        "RowRaster \(substitute) x\(Int((scale * 10000).rounded()))"
    }
}
