/// A shape style resolved against the environment, with its geometry still relative to the
/// bounds it will fill: gradients are given in unit points and placed at drawing time.
package enum ResolvedStyle: Hashable, Sendable {
    case color(RGBAColor)
    case linear([GradientStop], start: UnitPoint, end: UnitPoint)
    case radial([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Radii are fractions of half the bounds' size on each axis.
    case elliptical([GradientStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    case angular([GradientStop], center: UnitPoint, start: Angle, end: Angle)
    /// A mesh gradient's grid in unit coordinates (`MeshGradient`).
    case mesh(ResolvedMesh)
    /// A material: what is behind, blurred and saturated, under a tint.
    case material(MaterialLook)
    /// An image tiled over what is drawn (`ImagePaint`): drawn as its tiles masked by the
    /// drawing's coverage, so it has no paint of its own.
    case image(ImageTiling)
    /// A style that casts a shadow (`ShadowStyle`) from what it paints.
    indirect case shadowed(ResolvedStyle, ShadowLook)
    /// A style whose drawing composites with a blend mode (`blendMode(_:)` on a style).
    indirect case blended(ResolvedStyle, BlendOperator)
    /// A style placed in a rectangle of its own (`in(_:)`) instead of what it fills: the
    /// rectangle is in the drawing's local space.
    indirect case anchored(ResolvedStyle, CGRect)

    /// The paint for a shape whose bounds are `rect`, which are also its local space (a view's
    /// frame: its corner is the local origin).
    package func paint(in rect: CGRect) -> Paint { paint(in: rect, localOrigin: rect.origin) }

    /// The paint for a drawing whose bounds are `rect`, in a local space whose origin is at
    /// `localOrigin` (where an anchored style's rectangle is measured from).
    package func paint(in rect: CGRect, localOrigin: CGPoint) -> Paint {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        switch self {
        case .color(let color):
            return .color(color)
        case .material(let look):
            return .color(look.tint)
        case .shadowed(let base, _), .blended(let base, _):
            return base.paint(in: rect, localOrigin: localOrigin)
        case .anchored(let base, let bounds):
            return base.paint(in: bounds.offsetBy(dx: localOrigin.x, dy: localOrigin.y), localOrigin: localOrigin)
        case .image:
            return .color(.black)
        case .linear(let stops, let start, let end):
            return Self.reduced(stops) ?? .linearGradient(stops, start: point(start), end: point(end))
        case .radial(let stops, let center, let r0, let r1):
            return Self.reduced(stops) ?? .radialGradient(stops, center: point(center), startRadius: r0, endRadius: r1,
                                                          scale: CGSize(width: 1, height: 1))
        case .elliptical(let stops, let center, let f0, let f1):
            // A circle of radius w/2 stretched vertically by h/w gives the bounds' ellipse.
            let radius = rect.width / 2
            let scale = CGSize(width: 1, height: rect.width > 0 ? rect.height / rect.width : 1)
            return Self.reduced(stops) ?? .radialGradient(stops, center: point(center), startRadius: f0 * radius,
                                                          endRadius: f1 * radius, scale: scale)
        case .angular(let stops, let center, let start, let end):
            return Self.reduced(stops) ?? .angularGradient(stops, center: point(center), startAngle: start.radians,
                                                           endAngle: end.radians)
        case .mesh(let mesh):
            return .mesh(mesh.paint(in: rect))
        }
    }

    /// A gradient with no stops draws nothing and one with one stop is that colour.
    private static func reduced(_ stops: [GradientStop]) -> Paint? {
        if stops.isEmpty { return .color(.clear) }
        if stops.count == 1 { return .color(stops[0].color) }
        return nil
    }

    func multipliedOpacity(_ factor: Double) -> ResolvedStyle {
        func scaled(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multipliedOpacity(factor), location: $0.location) }
        }
        switch self {
        case .color(let color): return .color(color.multipliedOpacity(factor))
        case .material(var look):
            look.tint = look.tint.multipliedOpacity(factor)
            return .material(look)
        case .image(var tiling):
            tiling.opacity *= factor.isFinite ? factor : 0
            return .image(tiling)
        case .blended(let base, let blend):
            return .blended(base.multipliedOpacity(factor), blend)
        case .anchored(let base, let bounds):
            return .anchored(base.multipliedOpacity(factor), bounds)
        case .shadowed(let base, var shadow):
            shadow.color = shadow.color.multipliedOpacity(factor)
            return .shadowed(base.multipliedOpacity(factor), shadow)
        case .linear(let s, let a, let b): return .linear(scaled(s), start: a, end: b)
        case .radial(let s, let c, let r0, let r1): return .radial(scaled(s), center: c, startRadius: r0, endRadius: r1)
        case .elliptical(let s, let c, let f0, let f1): return .elliptical(scaled(s), center: c, startFraction: f0, endFraction: f1)
        case .angular(let s, let c, let a, let b): return .angular(scaled(s), center: c, start: a, end: b)
        case .mesh(let mesh): return .mesh(mesh.multipliedOpacity(factor))
        }
    }

    /// The colour text takes from this style when it cannot be drawn as a gradient.
    package var representativeColor: RGBAColor {
        switch self {
        case .color(let color): return color
        case .material(let look): return look.tint
        case .shadowed(let base, _), .blended(let base, _), .anchored(let base, _): return base.representativeColor
        // The coverage colour: text runs draw in it, then the tiles are masked by them.
        case .image: return .black
        case .linear(let s, _, _), .radial(let s, _, _, _), .elliptical(let s, _, _, _), .angular(let s, _, _, _):
            return s.first?.color ?? .clear
        case .mesh(let mesh): return mesh.vertices.first?.color ?? mesh.background
        }
    }

    var isInvisible: Bool {
        switch self {
        case .color(let color): return color.opacity <= 0
        case .material: return false
        case .shadowed(let base, _), .blended(let base, _), .anchored(let base, _): return base.isInvisible
        case .image(let tiling): return tiling.opacity <= 0
        case .linear(let s, _, _), .radial(let s, _, _, _), .elliptical(let s, _, _, _), .angular(let s, _, _, _):
            return s.allSatisfy { $0.color.opacity <= 0 }
        case .mesh(let mesh): return mesh.isInvisible
        }
    }
}

extension ResolvedStyle {
    /// The style under its shadows and blend modes: what paints.
    package var undecorated: ResolvedStyle {
        switch self {
        case .shadowed(let base, _), .blended(let base, _): return base.undecorated
        case .anchored(let base, let bounds):
            // A material has no geometry to place; any other paint keeps its rectangle.
            let inner = base.undecorated
            if case .material = inner { return inner }
            return .anchored(inner, bounds)
        default: return self
        }
    }

    /// Whether drawing with the style blends with what is behind it.
    package var blends: Bool {
        switch self {
        case .blended: return true
        case .shadowed(let base, _), .anchored(let base, _): return base.blends
        default: return false
        }
    }

    /// `items`, drawn with this style's paint, finished as the style asks, innermost first:
    /// an image paint (whose paint is black coverage) tiles its image masked by them, the
    /// tiles starting at `origin` (the drawn frame's corner) unless the tiling has its own;
    /// a shadow is cast from what is drawn so far; a blend mode composites all of it.
    package func finishing(_ items: [DisplayItem], origin: CGPoint) -> [DisplayItem] {
        guard !items.isEmpty else { return items }
        switch self {
        case .image(let tiling): return [tiling.fill(coverage: items, drawingOrigin: origin)]
        case .shadowed(let base, let shadow): return [shadow.applied(to: base.finishing(items, origin: origin))]
        case .blended(let base, let blend): return [.group(.blend(blend), base.finishing(items, origin: origin))]
        case .anchored(let base, let bounds):
            return base.finishing(items, origin: CGPoint(x: origin.x + bounds.minX, y: origin.y + bounds.minY))
        default: return items
        }
    }
}
