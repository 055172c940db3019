import Foundation

/// The outline of a 2D shape, with SwiftUI's API.
///
/// Rectangles, rounded rectangles and ellipses keep their description instead of being turned
/// into curves at once: the rasterizer uses it for fast paths (pixel-aligned fills, cached shadow
/// masks) and the display-list dump prints it readably.
public struct Path: Sendable, Hashable {
    /// A path element, as SwiftUI's `Path.Element`.
    public enum Element: Sendable, Hashable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// What the path holds: a known primitive, or general elements.
    public enum Storage: Sendable, Hashable {
        case empty
        case rect(CGRect)
        case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
        case ellipse(CGRect)
        case elements([Element])
    }

    public private(set) var storage: Storage

    public init() { storage = .empty }

    public init(_ rect: CGRect) { storage = .rect(rect.standardized) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        if cornerSize.width <= 0 || cornerSize.height <= 0 {
            storage = .rect(r)
        } else {
            storage = .roundedRect(r, cornerSize: cornerSize, style: style)
        }
    }

    public init(ellipseIn rect: CGRect) { storage = .ellipse(rect.standardized) }

    /// A path of these elements, as given (parsers build their element lists in one go).
    public init(elements: [Element]) { storage = elements.isEmpty ? .empty : .elements(elements) }

    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    public var isEmpty: Bool {
        if case .empty = storage { return true }
        if case .elements(let e) = storage { return e.isEmpty }
        return false
    }

    /// The path's elements; primitives are expanded into lines and cubic curves.
    public var elements: [Element] {
        switch storage {
        case .empty: return []
        case .elements(let e): return e
        case .rect(let r):
            return [.move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                    .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)),
                    .closeSubpath]
        case .roundedRect(let r, let size, let style):
            return RoundedRectGeometry.elements(in: r, cornerSize: size, style: style)
        case .ellipse(let r):
            return EllipseGeometry.elements(in: r)
        }
    }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The last point of the path, or nil when it is empty.
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): current = p; subpathStart = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = subpathStart
            }
        }
        return current
    }

    /// The smallest rectangle holding every point and control point of the path.
    public var boundingRect: CGRect {
        switch storage {
        case .empty: return .null
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _): return r
        case .elements(let elements):
            var minX = CGFloat.infinity, minY = CGFloat.infinity
            var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            func add(_ p: CGPoint) {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
            for element in elements {
                switch element {
                case .move(let p), .line(let p): add(p)
                case .quadCurve(let p, let c): add(p); add(c)
                case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
                case .closeSubpath: break
                }
            }
            guard minX <= maxX else { return .null }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// Whether every coordinate is finite; paths with NaN or infinite points are not drawn.
    public var isFinite: Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch storage {
        case .empty: return true
        case .rect(let r), .ellipse(let r):
            return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case .roundedRect(let r, let s, _):
            return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
                && s.width.isFinite && s.height.isFinite
        case .elements(let elements):
            return elements.allSatisfy { element in
                switch element {
                case .move(let p), .line(let p): return finite(p)
                case .quadCurve(let p, let c): return finite(p) && finite(c)
                case .curve(let p, let c1, let c2): return finite(p) && finite(c1) && finite(c2)
                case .closeSubpath: return true
                }
            }
        }
    }

    // MARK: Building

    private mutating func append(_ new: [Element]) {
        var current = elements
        current.append(contentsOf: new)
        storage = .elements(current)
    }

    public mutating func move(to point: CGPoint) { append([.move(to: point)]) }

    public mutating func addLine(to point: CGPoint) {
        append(currentPoint == nil ? [.move(to: point)] : [.line(to: point)])
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        append([.move(to: first)] + points.dropFirst().map { .line(to: $0) })
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        append([.quadCurve(to: point, control: control)])
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append([.curve(to: point, control1: control1, control2: control2)])
    }

    public mutating func closeSubpath() { append([.closeSubpath]) }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addPrimitive(Path(rect), transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addPrimitive(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPrimitive(Path(ellipseIn: rect), transform: transform)
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        addPrimitive(path, transform: transform)
    }

    /// Keeps a lone primitive as a primitive, so `Path { $0.addRect(r) }` stays a rectangle.
    private mutating func addPrimitive(_ path: Path, transform: CGAffineTransform) {
        let moved = transform.isIdentity ? path : path.applying(transform)
        if isEmpty { storage = moved.storage } else { append(moved.elements) }
    }

    /// Adds an arc of a circle, as CoreGraphics does in SwiftUI's flipped coordinates:
    /// `clockwise: false` sweeps toward increasing angles (visually clockwise on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        var arc = ArcGeometry.elements(center: center, radius: radius, start: startAngle.radians,
                                       end: endAngle.radians, clockwise: clockwise)
        if !transform.isIdentity { arc = arc.map { $0.applying(transform) } }
        guard case .move(let start)? = arc.first else { return }
        if currentPoint != nil { arc[0] = .line(to: start) }
        append(arc)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { move(to: p1); return }
        append(ArcGeometry.tangentArc(from: p0, p1, p2, radius: radius).map { $0.applying(transform) })
    }

    // MARK: Transforming

    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        let axisAligned = transform.b == 0 && transform.c == 0
        switch storage {
        case .empty: return self
        case .rect(let r) where axisAligned: return Path(r.applying(transform))
        case .ellipse(let r) where axisAligned: return Path(ellipseIn: r.applying(transform))
        case .roundedRect(let r, let s, let style) where axisAligned && abs(transform.a) == abs(transform.d):
            let k = abs(transform.a)
            return Path(roundedRect: r.applying(transform),
                        cornerSize: CGSize(width: s.width * k, height: s.height * k), style: style)
        default:
            var path = Path()
            path.storage = .elements(elements.map { $0.applying(transform) })
            return path
        }
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path.Element {
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
