import Foundation

/// The sRGB transfer curve between linear light and encoded components, extended to negative
/// values by symmetry (extended-range sRGB), for colours given in linear sRGB and for
/// `Color.Resolved`'s linear components.
package enum SRGBTransfer {
    package static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    package static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }
}
