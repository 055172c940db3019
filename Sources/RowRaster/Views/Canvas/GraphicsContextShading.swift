extension GraphicsContext {
    /// A colour or gradient to fill or stroke with, as SwiftUI's `GraphicsContext.Shading`.
    /// Gradient points are in the context's user space (not unit points).
    public struct Shading {
        enum Storage {
            case style(any ShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }

        let storage: Storage

        public static func color(_ color: Color) -> Shading { Shading(storage: .style(color)) }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(style)) }

        public static var foreground: Shading { Shading(storage: .style(ForegroundStyle())) }

        /// Options of gradient shadings; accepted for source compatibility.
        public struct GradientOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
        }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, startPoint, endPoint))
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .radial(gradient, center, startRadius, endRadius))
        }

        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center, angle))
        }

        /// The paint in user space; a shape style is placed in the drawn path's bounds.
        func paint(bounds: CGRect, environment: EnvironmentValues) -> Paint {
            func reduced(_ stops: [GradientStop]) -> Paint? {
                stops.isEmpty ? .color(.clear) : stops.count == 1 ? .color(stops[0].color) : nil
            }
            switch storage {
            case .style(let style):
                return resolveShapeStyle(style, in: environment).paint(in: bounds)
            case .linear(let gradient, let start, let end):
                let stops = gradient.resolvedStops(in: environment)
                return reduced(stops) ?? .linearGradient(stops, start: start, end: end)
            case .radial(let gradient, let center, let r0, let r1):
                let stops = gradient.resolvedStops(in: environment)
                return reduced(stops) ?? .radialGradient(stops, center: center, startRadius: max(0, r0), endRadius: max(0, r1),
                                                         scale: CGSize(width: 1, height: 1))
            case .conic(let gradient, let center, let angle):
                let stops = gradient.resolvedStops(in: environment)
                return reduced(stops) ?? .angularGradient(stops, center: center, startAngle: angle.radians,
                                                          endAngle: angle.radians + 2 * .pi)
            }
        }
    }

    /// A filter applied to later drawing, as SwiftUI's `GraphicsContext.Filter`.
    public struct Filter {
        enum Storage {
            case shadow(Color, CGFloat, CGFloat, CGFloat)
            case blur(CGFloat)
            case matrix(ColorMatrix)
            case colorMultiply(Color)
        }

        let storage: Storage

        /// A drop shadow under each later drawing (radius is the Gaussian's standard deviation).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(storage: .shadow(color, radius, x, y))
        }

        public static func blur(radius: CGFloat) -> Filter { Filter(storage: .blur(radius)) }
        public static func brightness(_ amount: Double) -> Filter { Filter(storage: .matrix(ColorEffects.brightness(amount))) }
        public static func contrast(_ amount: Double) -> Filter { Filter(storage: .matrix(ColorEffects.contrast(amount))) }
        public static func saturation(_ amount: Double) -> Filter { Filter(storage: .matrix(ColorEffects.saturation(amount))) }
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(storage: .matrix(ColorEffects.saturation(1 - min(1, max(0, amount)))))
        }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(storage: .colorMultiply(color)) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(storage: .matrix(ColorEffects.hueRotation(angle))) }
        /// Moves each colour channel `amount` (0…1) of the way to its complement.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(storage: .matrix(ColorEffects.invert(amount))) }
        /// Black with the luminance of each colour as its alpha.
        public static var luminanceToAlpha: Filter { Filter(storage: .matrix(ColorEffects.luminanceToAlpha)) }

        /// The display effect; shadow offsets are in user space, so they follow the transform.
        func effect(transform: CGAffineTransform, environment: EnvironmentValues) -> DisplayEffect {
            switch storage {
            case .shadow(let color, let radius, let x, let y):
                let offset = CGSize(width: x, height: y).applying(transform)
                return .shadow(color: color.resolved(in: environment), radius: radius.isFinite ? max(0, radius) : 0, offset: offset)
            case .colorMultiply(let color):
                return .colorMatrix(ColorEffects.multiply(color.resolved(in: environment)))
            case .blur(let radius):
                return .blur(radius: radius.isFinite ? max(0, radius) : 0, opaque: false)
            case .matrix(let matrix):
                return .colorMatrix(matrix)
            }
        }
    }
}
