/// Colour matrices of SwiftUI's colour effects, over straight sRGB components.
package enum ColorEffects {
    /// Rec. 709 luminance weights, as the W3C filter effects use for saturation.
    static let luminance = (r: 0.2126, g: 0.7152, b: 0.0722)

    package static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    package static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0]])
    }

    package static func saturation(_ s: Double) -> ColorMatrix {
        let (r, g, b) = luminance
        return ColorMatrix(rows: [
            [r + (1 - r) * s, g - g * s, b - b * s, 0, 0],
            [r - r * s, g + (1 - g) * s, b - b * s, 0, 0],
            [r - r * s, g - g * s, b + (1 - b) * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    package static func multiply(_ color: RGBAColor) -> ColorMatrix {
        let c = color.clamped
        return ColorMatrix(rows: [[c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0], [0, 0, 0, c.opacity, 0]])
    }

    /// The W3C `hue-rotate` matrix.
    package static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Moves each colour channel `amount` (0…1) of the way to its complement, 1 − c; alpha
    /// stays. At 1 this is `colorInvert()`.
    package static func invert(_ amount: Double) -> ColorMatrix {
        let a = amount.isFinite ? min(1, max(0, amount)) : 1
        let scale = 1 - 2 * a
        return ColorMatrix(rows: [[scale, 0, 0, 0, a], [0, scale, 0, 0, a], [0, 0, scale, 0, a], [0, 0, 0, 1, 0]])
    }

    /// Black whose alpha is the colour's Rec. 709 luminance, as the W3C `luminanceToAlpha`
    /// colour matrix: light parts stay opaque, dark parts become clear.
    package static let luminanceToAlpha: ColorMatrix = {
        let (r, g, b) = luminance
        return ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [r, g, b, 0, 0]])
    }()
}
