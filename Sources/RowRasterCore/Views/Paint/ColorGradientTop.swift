/// The top colour of `Color.gradient`.
///
/// iOS lightens the colour in HSL: published measurements of SwiftUI's gradient tops give HSL
/// lightness 0.647 for grey 128 (base 0.502), 0.639 for rgb(51, 102, 204) (0.500), 0.451 for
/// rgb(0, 153, 51) (0.300), 0.198 for black and 1 for white. Mixing lightness toward white by
/// `0.2 + 0.3·L²` of the remaining distance fits all five within 0.008 (black exactly); hue and
/// saturation are kept (iOS moves saturation a little too, by amounts that are not one rule).
enum ColorGradientTop {
    static func lighter(_ color: RGBAColor) -> RGBAColor {
        let c = color.clamped
        let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue)
        let lightness = (maximum + minimum) / 2
        let chroma = maximum - minimum
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        var hue = 0.0
        if chroma > 0 {
            if maximum == c.red { hue = ((c.green - c.blue) / chroma).truncatingRemainder(dividingBy: 6) }
            else if maximum == c.green { hue = (c.blue - c.red) / chroma + 2 }
            else { hue = (c.red - c.green) / chroma + 4 }
            if hue < 0 { hue += 6 }
        }
        let top = lightness + (1 - lightness) * (0.2 + 0.3 * lightness * lightness)
        // Back from HSL with the new lightness.
        let newChroma = (1 - abs(2 * top - 1)) * saturation
        let x = newChroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(hue) {
        case 0: (r, g, b) = (newChroma, x, 0)
        case 1: (r, g, b) = (x, newChroma, 0)
        case 2: (r, g, b) = (0, newChroma, x)
        case 3: (r, g, b) = (0, x, newChroma)
        case 4: (r, g, b) = (x, 0, newChroma)
        default: (r, g, b) = (newChroma, 0, x)
        }
        let m = top - newChroma / 2
        return RGBAColor(red: r + m, green: g + m, blue: b + m, opacity: c.opacity)
    }
}
