import Foundation

extension Color {
    /// A colour's concrete value in one environment, as SwiftUI's `Color.Resolved`: components in
    /// the linear sRGB space, as SwiftUI stores them.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible, ShapeStyle, ResolvableShapeStyle {
        /// Linear-light sRGB components and opacity.
        public var linearRed: Float
        public var linearGreen: Float
        public var linearBlue: Float
        public var opacity: Float

        /// A value from components in `colorSpace` (gamma-encoded sRGB unless `.sRGBLinear`).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            func linear(_ value: Float) -> Float {
                colorSpace == .sRGBLinear ? value : Float(SRGBTransfer.decode(Double(value)))
            }
            linearRed = linear(red)
            linearGreen = linear(green)
            linearBlue = linear(blue)
            self.opacity = opacity
        }

        package init(_ color: RGBAColor) {
            self.init(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.opacity))
        }

        /// The gamma-encoded sRGB red component.
        public var red: Float { Float(SRGBTransfer.encode(Double(linearRed))) }
        /// The gamma-encoded sRGB green component.
        public var green: Float { Float(SRGBTransfer.encode(Double(linearGreen))) }
        /// The gamma-encoded sRGB blue component.
        public var blue: Float { Float(SRGBTransfer.encode(Double(linearBlue))) }

        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
        public var description: String { rgba.hexDescription }

        /// A resolved colour draws as itself.
        package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .color(rgba) }

        package var rgba: RGBAColor { RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity)) }
    }

    /// The colour's value in `environment`: its colour scheme and contrast choose among a
    /// dynamic colour's values, as `Color.resolve(in:)` does on iOS 17.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(resolved(in: environment))
    }

    /// A colour of a resolved value, the same in every appearance.
    public init(_ resolved: Resolved) {
        self.init(resolved: resolved.rgba)
    }
}

extension Color.Resolved: Animatable {
    /// The linear components and opacity, as SwiftUI animates a resolved colour: in linear
    /// light, so a red-to-green animation passes through a lighter yellow than sRGB mixing gives.
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    public var animatableData: AnimatableData {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}
