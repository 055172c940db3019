import Foundation
import SwiftUI

/// The brand palette, read from the package's own resource as a design system ships it.
public struct Palette: Decodable {
    public let brand: String
    public let success: String
    public let warning: String
    public let cornerRadius: Double

    /// The palette in `palette.json`, or a fallback when the resource is missing.
    public static let current: Palette = {
        guard let url = Bundle.module.url(forResource: "palette", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let palette = try? JSONDecoder().decode(Palette.self, from: data) else {
            return Palette(brand: "#000000", success: "#000000", warning: "#000000", cornerRadius: 0)
        }
        return palette
    }()
}

extension Color {
    /// A colour from a `#RRGGBB` string.
    public init(hex: String) {
        let digits = hex.dropFirst()
        let value = UInt32(digits, radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255)
    }

    public static let brand = Color(hex: Palette.current.brand)
    public static let success = Color(hex: Palette.current.success)
    public static let warning = Color(hex: Palette.current.warning)
}
