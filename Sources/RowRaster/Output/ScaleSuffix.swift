import Foundation

/// The `@<scale>x` suffix of a rendered file's name: `@3x`, and for a fractional scale its exact
/// shortest decimal (`@2.5x`, `@1.25x`), so that two scales never share a file name.
package enum ScaleSuffix {
    /// The suffix for a finite, positive `scale`; validate the scale before naming a file with it.
    package static func text(for scale: CGFloat) -> String {
        let value = Double(scale)
        if value == value.rounded(), abs(value) < 1e15 { return "@\(Int64(value))x" }
        return "@\(value)x"
    }
}
