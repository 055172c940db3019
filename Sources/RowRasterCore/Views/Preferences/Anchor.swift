/// A geometric value of a view (its bounds, a point in it), kept so that an ancestor can
/// resolve it in its own space with `GeometryProxy[anchor]`, as SwiftUI's `Anchor`.
public struct Anchor<Value> {
    /// The value in the root's space.
    let rootValue: Value
    /// `rootValue` in a space whose origin is at the given root point.
    let relative: (Value, CGPoint) -> Value

    /// The value in the space whose origin lies at `origin` (root coordinates).
    func value(relativeTo origin: CGPoint) -> Value { relative(rootValue, origin) }

    /// What an anchor is taken from: a rect or a point of the view it is set on.
    public struct Source {
        let anchor: (CGRect) -> Anchor<Value>

        package init(anchor: @escaping (CGRect) -> Anchor<Value>) { self.anchor = anchor }

        /// The anchor of a view placed at `frame` (root coordinates).
        func anchor(in frame: CGRect) -> Anchor<Value> { anchor(frame) }
    }
}

extension Anchor.Source {
    /// The anchors of several sources, as one array.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in
            let anchors = array.map { $0.anchor(in: frame) }
            return Anchor(rootValue: anchors.map(\.rootValue)) { _, origin in anchors.map { $0.value(relativeTo: origin) } }
        }
    }

    /// The anchor of an optional source, nil when there is none.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in
            let resolved = anchor?.anchor(in: frame)
            return Anchor(rootValue: resolved?.rootValue) { _, origin in resolved?.value(relativeTo: origin) }
        }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.rootValue == rhs.rootValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(rootValue) }
}

extension Anchor.Source where Value == CGRect {
    /// A rect in the view's own space.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor(rootValue: rect.offsetBy(dx: frame.minX, dy: frame.minY)) { value, origin in
                value.offsetBy(dx: -origin.x, dy: -origin.y)
            }
        }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in rect(CGRect(origin: .zero, size: frame.size)).anchor(frame) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own space.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(rootValue: CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)) { value, origin in
                CGPoint(x: value.x - origin.x, y: value.y - origin.y)
            }
        }
    }

    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            point(CGPoint(x: unitPoint.x * frame.width, y: unitPoint.y * frame.height)).anchor(frame)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in the reader's own space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(relativeTo: globalFrame.origin) }
}
