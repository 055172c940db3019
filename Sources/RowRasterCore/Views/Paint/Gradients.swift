/// A point in a view's bounds in unit coordinates: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colours at locations, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    /// The space colours are mixed in between stops (`colorSpace(_:)`).
    package var interpolation = ColorSpace.device

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }

    /// Stops clamped to 0…1 and sorted (stable), with non-finite locations dropped, in the
    /// colours of `environment`'s appearance.
    package func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        let ordered = stops.enumerated()
            .filter { $0.element.location.isFinite }
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
        let resolved = ordered.map { entry -> GradientStop in
            GradientStop(color: entry.element.color.resolved(in: environment), location: Double(min(1, max(0, entry.element.location))))
        }
        return interpolation == .perceptual ? Self.perceptualStops(resolved) : resolved
    }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`. As a view it fills its frame.
nonisolated public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, View, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .linear(gradient.resolvedStops(in: environment), start: startPoint, end: endPoint)
    }

    @MainActor public var body: some View { Rectangle().fill(self) }
}

/// A gradient along circles around a centre, as SwiftUI's `RadialGradient`.
nonisolated public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, View, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        // Non-finite radii are kept so the shape drawing it reports them (_ShapeView).
        let r0 = startRadius.isFinite ? max(0, startRadius) : startRadius
        let r1 = endRadius.isFinite ? max(0, endRadius) : endRadius
        return .radial(gradient.resolvedStops(in: environment), center: center, startRadius: r0, endRadius: r1)
    }

    @MainActor public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient stretched to the bounds' ellipse, as SwiftUI's `EllipticalGradient`.
nonisolated public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle, View, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        // SwiftUI's fractions are of the bounds' half size: 0.5 reaches the edges. Our ellipse
        // radius is half the width, so a fraction f becomes 2f of it.
        .elliptical(gradient.resolvedStops(in: environment), center: center, startFraction: max(0, startRadiusFraction) * 2,
                    endFraction: max(0, endRadiusFraction) * 2)
    }

    @MainActor public var body: some View { Rectangle().fill(self) }
}

/// A gradient around a centre (a conic gradient), as SwiftUI's `AngularGradient`.
nonisolated public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, View, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles mean a full turn, as in SwiftUI.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full-turn gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .angular(gradient.resolvedStops(in: environment), center: center, start: startAngle, end: endAngle)
    }

    @MainActor public var body: some View { Rectangle().fill(self) }
}

/// A gradient without geometry, drawn from top to bottom of what it fills, as SwiftUI's
/// `AnyGradient`: a colour's standard gradient (`Color.gradient`) or any `Gradient`.
public struct AnyGradient: ShapeStyle, ResolvableShapeStyle, Hashable {
    package let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// This gradient with its colours mixed in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { gradient.colorSpace(space) }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .linear(gradient.resolvedStops(in: environment), start: .top, end: .bottom)
    }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle {
    /// A bare gradient fills from top to bottom, as in SwiftUI.
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { AnyGradient(self).resolveStyle(in: environment) }
}

extension Color {
    /// The colour as a subtle top-to-bottom gradient: from a lighter tint at the top to the
    /// colour at the bottom (see `ColorGradientTop`).
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(dynamic: values.map(ColorGradientTop.lighter)), self]))
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
