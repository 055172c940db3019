import Foundation

/// A colour at a position along a gradient, 0…1.
package struct GradientStop: Sendable, Hashable {
    package var color: RGBAColor
    package var location: Double

    package init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// What fills or strokes a path: a colour or a gradient, in absolute coordinates (points).
package enum Paint: Sendable, Hashable {
    case color(RGBAColor)
    /// Colours along the line from `start` to `end`, extended flat beyond the ends.
    case linearGradient([GradientStop], start: CGPoint, end: CGPoint)
    /// Colours along the radius, from `startRadius` to `endRadius` around `center`; a
    /// non-square `scale` stretches the circles into ellipses.
    case radialGradient([GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, scale: CGSize)
    /// Colours around `center`, from `startAngle` to `endAngle` (radians, clockwise on
    /// screen from the positive x axis).
    case angularGradient([GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A mesh gradient's patches over its background (`MeshGradient`).
    case mesh(MeshPaint)

    /// The paint with its opacity multiplied, as `.opacity()` on a style does.
    package func multipliedOpacity(_ factor: Double) -> Paint {
        func scaled(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multipliedOpacity(factor), location: $0.location) }
        }
        switch self {
        case .color(let color): return .color(color.multipliedOpacity(factor))
        case .linearGradient(let stops, let start, let end): return .linearGradient(scaled(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1, let scale):
            return .radialGradient(scaled(stops), center: center, startRadius: r0, endRadius: r1, scale: scale)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(scaled(stops), center: center, startAngle: a0, endAngle: a1)
        case .mesh(let mesh): return .mesh(mesh.multipliedOpacity(factor))
        }
    }

    /// The gradient stops, or nil for a plain colour or a mesh.
    package var stops: [GradientStop]? {
        switch self {
        case .color, .mesh: return nil
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _, _), .angularGradient(let stops, _, _, _):
            return stops
        }
    }

    /// Whether drawing with this paint changes no pixel.
    package var isInvisible: Bool {
        switch self {
        case .color(let color): return color.opacity <= 0
        case .mesh(let mesh): return mesh.isInvisible
        default: return stops?.allSatisfy { $0.color.opacity <= 0 } ?? true
        }
    }
}

/// How the inside of a path is decided.
public struct FillStyle: Sendable, Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
