import Foundation

/// Translated coordinates are snapped to 1/4096 point. A row laid out at a scroll offset holds
/// absolute positions with rounding noise in their last bits; moved back to the row's own
/// origin, the same content would come out as slightly different numbers at every offset and
/// never match its raster cache key. Snapped, it does; 1/4096 point is far below a pixel.
private func snap(_ value: CGFloat) -> CGFloat { (value * 4096).rounded() / 4096 }

private func moved(_ p: CGPoint, _ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: snap(p.x + dx), y: snap(p.y + dy)) }

private func moved(_ r: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
    CGRect(origin: moved(r.origin, dx, dy), size: r.size)
}

extension Path {
    /// The path moved by (dx, dy), its coordinates snapped.
    fileprivate func moved(dx: CGFloat, dy: CGFloat) -> Path {
        switch storage {
        case .empty: return self
        case .rect(let r): return Path(RowRasterDisplay.moved(r, dx, dy))
        case .ellipse(let r): return Path(ellipseIn: RowRasterDisplay.moved(r, dx, dy))
        case .roundedRect(let r, let corner, let style):
            return Path(roundedRect: RowRasterDisplay.moved(r, dx, dy), cornerSize: corner, style: style)
        case .elements(let elements):
            func m(_ p: CGPoint) -> CGPoint { RowRasterDisplay.moved(p, dx, dy) }
            return Path { path in
                for element in elements {
                    switch element {
                    case .move(let p): path.move(to: m(p))
                    case .line(let p): path.addLine(to: m(p))
                    case .quadCurve(let p, let c): path.addQuadCurve(to: m(p), control: m(c))
                    case .curve(let p, let c1, let c2): path.addCurve(to: m(p), control1: m(c1), control2: m(c2))
                    case .closeSubpath: path.closeSubpath()
                    }
                }
            }
        }
    }
}

extension DisplayItem {
    /// The item moved by (dx, dy): every coordinate it holds is offset (and snapped).
    package func translated(dx: CGFloat, dy: CGFloat) -> DisplayItem {
        // Even by zero: the snapping is what makes content at any position compare equal.
        switch self {
        case .fill(let path, let paint, let style):
            return .fill(path.moved(dx: dx, dy: dy), paint.translated(dx: dx, dy: dy), style)
        case .stroke(let path, let paint, let style):
            return .stroke(path.moved(dx: dx, dy: dy), paint.translated(dx: dx, dy: dy), style)
        case .text(var text):
            text.origin = moved(text.origin, dx, dy)
            text.fill = text.fill?.translated(dx: dx, dy: dy)
            return .text(text)
        case .image(var image):
            image.rect = moved(image.rect, dx, dy)
            return .image(image)
        case .group(.transform(var t), let children):
            // The children are in the transform's space: move the transform's output instead.
            t.tx = snap(t.tx + dx)
            t.ty = snap(t.ty + dy)
            return .group(.transform(t), children)
        case .group(let effect, let children) where effect.keepsOwnCoordinates:
            // A drawing group's (or layer's) items stay in its own space; a transform places it.
            return .group(.transform(CGAffineTransform(translationX: dx, y: dy)), [.group(effect, children)])
        case .group(let effect, let children):
            return .group(effect.translated(dx: dx, dy: dy), children.map { $0.translated(dx: dx, dy: dy) })
        }
    }
}

extension DisplayEffect {
    /// Effects whose items are in their own coordinates, so the raster cache can key on them.
    package var keepsOwnCoordinates: Bool {
        switch self {
        case .drawingGroup, .layer: return true
        default: return false
        }
    }

    func translated(dx: CGFloat, dy: CGFloat) -> DisplayEffect {
        switch self {
        case .clip(let path, let style): return .clip(path.moved(dx: dx, dy: dy), style)
        case .mask(let items): return .mask(items.map { $0.translated(dx: dx, dy: dy) })
        case .projection(let m):
            // Children move by (dx, dy), so the projection is conjugated: back, project, forth.
            let back = ProjectionTransform(CGAffineTransform(translationX: -dx, y: -dy))
            let forth = ProjectionTransform(CGAffineTransform(translationX: dx, y: dy))
            return .projection(back.concatenating(m).concatenating(forth))
        default: return self
        }
    }
}

extension Paint {
    package func translated(dx: CGFloat, dy: CGFloat) -> Paint {
        func move(_ p: CGPoint) -> CGPoint { moved(p, dx, dy) }
        switch self {
        case .color: return self
        case .linearGradient(let stops, let start, let end): return .linearGradient(stops, start: move(start), end: move(end))
        case .radialGradient(let stops, let center, let r0, let r1, let scale):
            return .radialGradient(stops, center: move(center), startRadius: r0, endRadius: r1, scale: scale)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(stops, center: move(center), startAngle: a0, endAngle: a1)
        case .mesh(let mesh): return .mesh(mesh.movingPoints(move))
        }
    }
}

extension DisplayList {
    /// The list moved by (dx, dy).
    package func translated(dx: CGFloat, dy: CGFloat) -> DisplayList {
        DisplayList(items.map { $0.translated(dx: dx, dy: dy) })
    }
}
