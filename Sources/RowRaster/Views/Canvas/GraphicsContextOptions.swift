extension GraphicsContext {
    /// How later drawing composites onto what the canvas has drawn, as SwiftUI's
    /// `GraphicsContext.BlendMode`. The raw values are Core Graphics' blend mode numbers.
    ///
    /// The Porter–Duff modes that change what is behind even where the drawing's colour is clear
    /// (`clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`) act only
    /// inside the drawing's shape, as Core Graphics bounds them. `plusDarker` is left out: the
    /// raster backend has no such operator and its formula for translucent colours is not
    /// published.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// Clears what is behind wherever the drawing's shape covers.
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// Replaces what is behind with the drawing, its transparency included, inside its shape.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// Draws the drawing only where what is behind is opaque, clearing the rest of its shape.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// Draws the drawing only where what is behind is clear, clearing the rest of its shape.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// Keeps what is behind only where the drawing is opaque, inside the drawing's shape.
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// Keeps what is behind where the drawing is opaque and draws the drawing beneath it,
        /// inside the drawing's shape.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The raster operator; nil for `normal` and for raw values with no faithful operator
        /// (drawn as `normal`, the only choice that draws anything sensible).
        var blendOperator: BlendOperator? {
            let operators: [Int32: BlendOperator] = [
                1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn,
                8: .softLight, 9: .hardLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation,
                14: .color, 15: .luminosity, 16: .clear, 17: .copy, 18: .sourceIn, 19: .sourceOut,
                20: .sourceAtop, 21: .destinationOver, 22: .destinationIn, 23: .destinationOut, 24: .destinationAtop,
                25: .xor, 27: .plusLighter,
            ]
            return operators[rawValue]
        }
    }

    /// Options for ``GraphicsContext/clip(to:style:options:)`` and
    /// ``GraphicsContext/clipToLayer(opacity:options:content:)``.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to everything outside the path (or the layer's coverage) instead.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Options of a shadow filter, as SwiftUI's `GraphicsContext.ShadowOptions`.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow over the drawing instead of beneath it.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Draws only the shadow, not the drawing that casts it.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// Casts the shadow from everything outside the drawing (its inverted coverage): with
        /// `shadowAbove` and `sourceAtop`, an inner shadow.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Composites the shadow and the drawing separately into the canvas, instead of as one
        /// group: the context's opacity and blend mode then apply to each on its own.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options of a blur filter, as SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps the blurred drawing's edges opaque instead of fading them out.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        /// Dithers the blurred result to hide banding in smooth gradients. The blur is drawn
        /// without the dither's noise, which moves a channel by at most one 8-bit step.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Options for ``GraphicsContext/addFilter(_:options:)``; none is drawn differently yet,
    /// so only the empty set is offered.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options of a gradient shading, as SwiftUI's `GraphicsContext.GradientOptions`.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats a linear or radial gradient's colour ramp past its end points (a radial one
        /// also inward to its centre) instead of extending its end colours.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1 << 0) }
        /// Repeats the ramp as `repeat` does, reversing every other repetition.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 1 << 1) }
        /// Mixes colours between stops in linear (decoded) sRGB instead of gamma-encoded sRGB.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 1 << 2) }
    }
}
