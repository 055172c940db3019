extension GraphicsContext {
    /// A colour or gradient to fill or stroke with, as SwiftUI's `GraphicsContext.Shading`.
    /// Gradient points are in the context's user space (not unit points).
    public struct Shading: Sendable {
        enum Storage: Sendable {
            case style(any ShapeStyle)
            /// A style already resolved by the context's `resolve(_:)`.
            case resolved(ResolvedStyle)
            /// Layers of a multicolour symbol; anything else takes the first.
            case palette([Shading])
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }

        let storage: Storage
        /// Whether a gradient mixes its colours in linear sRGB (`.linearColor`).
        var mixesLinearly = false
        /// Whether a linear or radial gradient repeats its ramp past its ends (`.repeat`),
        /// and whether every other repetition is reversed (`.mirror`).
        var repeats = false
        var mirrors = false

        init(storage: Storage, options: GradientOptions = GradientOptions()) {
            self.storage = storage
            mixesLinearly = options.contains(.linearColor)
            mirrors = options.contains(.mirror)
            repeats = mirrors || options.contains(.repeat)
        }

        public static func color(_ color: Color) -> Shading { Shading(storage: .style(color)) }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(style)) }

        /// The context's foreground style.
        public static var foreground: Shading { Shading(storage: .style(ForegroundStyle())) }

        /// One shading per layer of a multicolour symbol (`.palette` rendering); a path or
        /// text is drawn with the first.
        public static func palette(_ array: [Shading]) -> Shading { Shading(storage: .palette(array)) }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, startPoint, endPoint), options: options)
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .radial(gradient, center, startRadius, endRadius), options: options)
        }

        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center, angle), options: options)
        }

        /// A mesh gradient, its unit coordinates those of the bounds of the path or text drawn
        /// with it, as a `MeshGradient` fills a shape.
        public static func meshGradient(_ mesh: MeshGradient) -> Shading { Shading(storage: .style(mesh)) }

        /// The shading as a style relative to `rect` (unit points of it), for what is painted
        /// through styles rather than paints (a symbol's layers). Exact for every kind: user
        /// space points become unit points of `rect`, radii and angles stay as they are.
        func resolvedStyle(in rect: CGRect, environment: EnvironmentValues) -> ResolvedStyle {
            func unit(_ point: CGPoint) -> UnitPoint {
                UnitPoint(x: (point.x - rect.minX) / rect.width, y: (point.y - rect.minY) / rect.height)
            }
            switch storage {
            case .style(let style): return resolveShapeStyle(style, in: environment)
            case .resolved(let style): return style
            case .palette(let layers): return layers.first?.resolvedStyle(in: rect, environment: environment) ?? .color(.clear)
            case .linear(let gradient, let start, let end):
                return .linear(stops(of: gradient, in: environment), start: unit(start), end: unit(end))
            case .radial(let gradient, let center, let r0, let r1):
                return .radial(stops(of: gradient, in: environment), center: unit(center), startRadius: max(0, r0), endRadius: max(0, r1))
            case .conic(let gradient, let center, let angle):
                return .angular(stops(of: gradient, in: environment), center: unit(center), start: angle,
                                end: angle + .degrees(360))
            }
        }

        /// The gradient's stops, mixed in linear sRGB when the shading asks for it.
        func stops(of gradient: Gradient, in environment: EnvironmentValues) -> [GradientStop] {
            let stops = gradient.resolvedStops(in: environment)
            return mixesLinearly ? Gradient.linearLightStops(stops) : stops
        }

        /// `item`, drawn with this shading's paint, finished as its style asks (an image
        /// paint's tiles from the corner of `bounds`, shadows, a blend mode).
        /// `blends` says whether the finished item blends with the canvas's drawing.
        func finishing(_ item: DisplayItem, bounds: CGRect, environment: EnvironmentValues) -> (item: DisplayItem, blends: Bool) {
            let style: ResolvedStyle
            switch storage {
            case .style(let shapeStyle): style = resolveShapeStyle(shapeStyle, in: environment)
            case .resolved(let resolved): style = resolved
            default: return (item, false)
            }
            return (style.finishing([item], origin: bounds.origin).first ?? item, style.blends)
        }

        /// `image`'s `sourceRect` part (unit coordinates) tiled at `scale` times its natural
        /// size, a tile's corner at `origin` (user space).
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> Shading {
            var paint = ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
            paint.tileOrigin = origin
            return Shading(storage: .style(paint))
        }

        /// The paint in user space; a shape style is placed in the drawn path's bounds.
        func paint(bounds: CGRect, environment: EnvironmentValues) -> Paint {
            func reduced(_ stops: [GradientStop]) -> Paint? {
                stops.isEmpty ? .color(.clear) : stops.count == 1 ? .color(stops[0].color) : nil
            }
            switch storage {
            case .style(let style):
                return resolveShapeStyle(style, in: environment).paint(in: bounds, localOrigin: .zero)
            case .resolved(let style):
                return style.paint(in: bounds, localOrigin: .zero)
            case .palette(let layers):
                return layers.first?.paint(bounds: bounds, environment: environment) ?? .color(.clear)
            case .linear(let gradient, let start, let end):
                let stops = stops(of: gradient, in: environment)
                let tiled = repeats ? GradientRepeat.linear(stops, start: start, end: end, mirror: mirrors, bounds: bounds) : nil
                return reduced(stops) ?? tiled ?? .linearGradient(stops, start: start, end: end)
            case .radial(let gradient, let center, let r0, let r1):
                let stops = stops(of: gradient, in: environment)
                let tiled = repeats ? GradientRepeat.radial(stops, center: center, r0: max(0, r0), r1: max(0, r1), mirror: mirrors,
                                                            bounds: bounds) : nil
                return reduced(stops) ?? tiled ?? .radialGradient(stops, center: center, startRadius: max(0, r0), endRadius: max(0, r1),
                                                                  scale: CGSize(width: 1, height: 1))
            case .conic(let gradient, let center, let angle):
                let stops = stops(of: gradient, in: environment)
                return reduced(stops) ?? .angularGradient(stops, center: center, startAngle: angle.radians,
                                                          endAngle: angle.radians + 2 * .pi)
            }
        }
    }
}

extension GraphicsContext {
    /// `shading` with its styles resolved in this context's environment, so later changes to
    /// the environment do not change it.
    public func resolve(_ shading: Shading) -> Shading {
        switch shading.storage {
        case .style(let style): return Shading(storage: .resolved(resolveShapeStyle(style, in: environment)))
        case .palette(let layers): return Shading(storage: .palette(layers.map(resolve)))
        default: return shading
        }
    }
}
