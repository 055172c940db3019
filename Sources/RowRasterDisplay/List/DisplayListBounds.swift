import Foundation

extension DisplayItem {
    /// A rectangle covering every pixel the item may touch, in its parent's coordinates.
    /// Conservative (strokes count their miters, text its overhangs): it sizes offscreen groups.
    package var bounds: CGRect {
        switch self {
        case .fill(let path, _, _):
            return path.boundingRect
        case .stroke(let path, _, let style):
            let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? max(1, style.miterLimit) : 1.5)
            return path.boundingRect.insetBy(dx: -reach, dy: -reach)
        case .text(let text):
            // Glyphs may overhang their logical box (italics, accents): allow a quarter em.
            let overhang = (text.paragraph.spans.map(\.font.size).max() ?? 0) / 4
            return CGRect(origin: text.origin, size: text.size).insetBy(dx: -overhang, dy: -overhang)
        case .image(let image):
            return image.rect
        case .group(let effect, let children):
            let inner = children.reduce(CGRect.null) { $0.union($1.bounds) }
            switch effect {
            case .transform(let t): return inner.isNull ? inner : inner.applying(t)
            case .projection(let m): return inner.isNull ? inner : inner.projected(by: m)
            case .clip(let path, _): return inner.intersection(path.boundingRect)
            case .opacity, .compositingGroup, .drawingGroup, .layer, .blend, .colorMatrix, .backdrop, .aliasedStrokes: return inner
            case .mask(let mask): return inner.intersection(DisplayList(mask).bounds)
            case .shadow(_, let radius, let offset):
                guard !inner.isNull else { return inner }
                let reach = ShadowGeometry.reach(ofRadius: radius)
                return inner.union(inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach))
            case .blur(let radius, let opaque):
                guard !inner.isNull, !opaque else { return inner }
                let reach = ShadowGeometry.reach(ofRadius: radius)
                return inner.insetBy(dx: -reach, dy: -reach)
            }
        }
    }
}

extension CGRect {
    /// How far drawing through a projection may reach when part of it passes behind the
    /// viewer (w ≤ 0 at a corner): the image is unbounded, so it is capped here, in points.
    static let unboundedProjectionReach: CGFloat = 10_000

    /// The bounding box of the projected corners.
    package func projected(by m: ProjectionTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
        let mapped = corners.map { m.homogeneous($0) }
        guard mapped.allSatisfy({ $0.w > 0 && $0.x.isFinite && $0.y.isFinite }) else {
            return insetBy(dx: -Self.unboundedProjectionReach, dy: -Self.unboundedProjectionReach)
        }
        let xs = mapped.map { $0.x / $0.w }, ys = mapped.map { $0.y / $0.w }
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

extension DisplayList {
    package var bounds: CGRect { items.reduce(CGRect.null) { $0.union($1.bounds) } }
}

/// The blur convention of every shadow and blur: SwiftUI's `radius` acts as the Gaussian's
/// standard deviation (iOS blurs about twice as much as CSS for the same number, and CSS uses
/// sigma = blur / 2), so sigma = radius. Change it here and every effect follows.
package enum ShadowGeometry {
    package static let sigmaPerRadius: CGFloat = 1

    /// How far a blur of `radius` spreads visibly: three standard deviations.
    package static func reach(ofRadius radius: CGFloat) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        return (3 * radius * sigmaPerRadius).rounded(.up)
    }
}

extension DisplayItem {
    /// Whether the item paints every pixel of `rect` with an opaque colour (a full-screen
    /// background), so nothing drawn before it can show.
    package func coversOpaquely(_ rect: CGRect) -> Bool {
        guard case .fill(let path, .color(let color), _) = self, color.opacity >= 1,
              case .rect(let filled) = path.storage else { return false }
        return filled.contains(rect)
    }
}
