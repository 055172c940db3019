import Foundation

/// A resolved colour: sRGB components and opacity in 0…1, straight (not premultiplied) alpha.
///
/// This is what SwiftUI's `Color.Resolved` is; views resolve their colours to it before the
/// display list is built, so the raster stage never sees the environment.
package struct RGBAColor: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// A colour from a 0xRRGGBB literal, as design specs give them.
    package init(hex: UInt32, opacity: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }

    package static let black = RGBAColor(red: 0, green: 0, blue: 0)
    package static let white = RGBAColor(red: 1, green: 1, blue: 1)
    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, opacity: 0)

    package func multipliedOpacity(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// Components clamped to 0…1, with non-finite values treated as 0.
    package var clamped: RGBAColor {
        func c(_ v: Double) -> Double { v.isFinite ? Swift.min(1, Swift.max(0, v)) : 0 }
        return RGBAColor(red: c(red), green: c(green), blue: c(blue), opacity: c(opacity))
    }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque, rounded to 8 bits per channel.
    package var hexDescription: String {
        let c = clamped
        func byte(_ v: Double) -> String {
            let value = Int((v * 255).rounded())
            return String(value, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        let rgb = "#" + byte(c.red) + byte(c.green) + byte(c.blue)
        return c.opacity >= 1 ? rgb : rgb + byte(c.opacity)
    }
}

extension String {
    func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
