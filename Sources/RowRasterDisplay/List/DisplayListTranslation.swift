import Foundation

extension DisplayItem {
    /// The item moved by (dx, dy): every coordinate it holds is offset.
    package func translated(dx: CGFloat, dy: CGFloat) -> DisplayItem {
        if dx == 0, dy == 0 { return self }
        switch self {
        case .fill(let path, let paint, let style):
            return .fill(path.offsetBy(dx: dx, dy: dy), paint.translated(dx: dx, dy: dy), style)
        case .stroke(let path, let paint, let style):
            return .stroke(path.offsetBy(dx: dx, dy: dy), paint.translated(dx: dx, dy: dy), style)
        case .text(var text):
            text.origin = CGPoint(x: text.origin.x + dx, y: text.origin.y + dy)
            text.fill = text.fill?.translated(dx: dx, dy: dy)
            return .text(text)
        case .image(var image):
            image.rect = image.rect.offsetBy(dx: dx, dy: dy)
            return .image(image)
        case .group(.transform(let t), let children):
            // The children are in the transform's space: move the transform's output instead.
            return .group(.transform(t.concatenating(CGAffineTransform(translationX: dx, y: dy))), children)
        case .group(.drawingGroup(let opaque), let children):
            // A drawing group's items stay in its own space; a transform places it.
            return .group(.transform(CGAffineTransform(translationX: dx, y: dy)), [.group(.drawingGroup(opaque: opaque), children)])
        case .group(let effect, let children):
            return .group(effect.translated(dx: dx, dy: dy), children.map { $0.translated(dx: dx, dy: dy) })
        }
    }
}

extension DisplayEffect {
    func translated(dx: CGFloat, dy: CGFloat) -> DisplayEffect {
        switch self {
        case .clip(let path, let style): return .clip(path.offsetBy(dx: dx, dy: dy), style)
        case .mask(let items): return .mask(items.map { $0.translated(dx: dx, dy: dy) })
        default: return self
        }
    }
}

extension Paint {
    package func translated(dx: CGFloat, dy: CGFloat) -> Paint {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        switch self {
        case .color: return self
        case .linearGradient(let stops, let start, let end): return .linearGradient(stops, start: move(start), end: move(end))
        case .radialGradient(let stops, let center, let r0, let r1, let scale):
            return .radialGradient(stops, center: move(center), startRadius: r0, endRadius: r1, scale: scale)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(stops, center: move(center), startAngle: a0, endAngle: a1)
        }
    }
}

extension DisplayList {
    /// The list moved by (dx, dy).
    package func translated(dx: CGFloat, dy: CGFloat) -> DisplayList {
        DisplayList(items.map { $0.translated(dx: dx, dy: dy) })
    }
}
