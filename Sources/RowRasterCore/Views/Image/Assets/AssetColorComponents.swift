import Foundation

/// A colour entry of a colour set (`{"color-space": …, "components": {…}}`) to an sRGB colour.
enum AssetColorComponents {
    struct Problem: Error { let reason: String }

    /// Display P3 to sRGB, both linear, D65 white: the standard matrix (from the two spaces'
    /// primaries; as in CSS Color 4). Components are linearised with the sRGB curve (P3 uses
    /// the same), converted, clipped to sRGB's gamut unless the space is extended, re-encoded.
    static let displayP3ToSRGB: [[Double]] = [
        [1.2249401, -0.2249404, 0.0000000],
        [-0.0420569, 1.0420571, 0.0000000],
        [-0.0196376, -0.0786361, 1.0982735],
    ]

    static func color(_ color: [String: Any]) throws(Problem) -> RGBAColor {
        if color["reference"] != nil {
            throw Problem(reason: "system colour references (\"reference\") are not supported; give components")
        }
        guard let space = color["color-space"] as? String else { throw Problem(reason: "a colour has no \"color-space\"") }
        guard let components = color["components"] as? [String: Any] else { throw Problem(reason: "a colour has no \"components\"") }
        let alpha = try number(components["alpha"] ?? "1", name: "alpha", isAlpha: true)
        func channel(_ name: String) throws(Problem) -> Double {
            guard let value = components[name] else { throw Problem(reason: "the \(space) colour has no \"\(name)\" component") }
            return try number(value, name: name, isAlpha: false)
        }
        switch space {
        case "srgb", "extended-srgb":
            return RGBAColor(red: try channel("red"), green: try channel("green"), blue: try channel("blue"), opacity: alpha)
        case "extended-linear-srgb":
            return RGBAColor(red: SRGBTransfer.encode(try channel("red")), green: SRGBTransfer.encode(try channel("green")),
                             blue: SRGBTransfer.encode(try channel("blue")), opacity: alpha)
        case "display-p3", "extended-display-p3":
            let linear = [SRGBTransfer.decode(try channel("red")), SRGBTransfer.decode(try channel("green")),
                          SRGBTransfer.decode(try channel("blue"))]
            let converted = displayP3ToSRGB.map { row in row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2] }
            let clip = space == "display-p3"
            let encoded = converted.map { SRGBTransfer.encode(clip ? min(1, max(0, $0)) : $0) }
            return RGBAColor(red: encoded[0], green: encoded[1], blue: encoded[2], opacity: alpha)
        case "gray-gamma-22", "extended-gray":
            let white = try channel("white")
            return RGBAColor(red: white, green: white, blue: white, opacity: alpha)
        default:
            throw Problem(reason: "colour space \"\(space)\" is not one of srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22")
        }
    }

    /// A component as Xcode writes it: `"0.478"` (0–1), `"122"` (0–255, Xcode's 8-bit input),
    /// `"0x7A"` (hex, 0–255), or a JSON number (0–1). Alpha is always 0–1 unless hex.
    static func number(_ value: Any, name: String, isAlpha: Bool) throws(Problem) -> Double {
        if let number = value as? Double { return try finite(number, name) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            throw Problem(reason: "component \"\(name)\" is not a number")
        }
        if text.lowercased().hasPrefix("0x") {
            guard let hex = UInt8(text.dropFirst(2), radix: 16) else { throw Problem(reason: "component \"\(name)\" \(text) is not a hex byte") }
            return Double(hex) / 255
        }
        guard let number = Double(text) else { throw Problem(reason: "component \"\(name)\" \"\(text)\" is not a number") }
        if isAlpha || text.contains(".") || text.contains("e") { return try finite(number, name) }
        guard number >= 0, number <= 255 else { throw Problem(reason: "component \"\(name)\" \(text) is not in 0…255") }
        return number / 255
    }

    private static func finite(_ number: Double, _ name: String) throws(Problem) -> Double {
        guard number.isFinite else { throw Problem(reason: "component \"\(name)\" is not finite") }
        return number
    }
}
