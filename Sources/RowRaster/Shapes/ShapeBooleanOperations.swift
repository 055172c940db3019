import Foundation

/// The shapes `union(_:eoFill:)` and its kin return: two shapes' paths in the same rectangle,
/// combined by `Path`'s boolean operation of the same name.
struct CombinedShape<Shape1: Shape, Shape2: Shape>: Shape {
    enum Operation: Sendable {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    var shape: Shape1
    var other: Shape2
    var operation: Operation
    var eoFill: Bool

    func path(in rect: CGRect) -> Path {
        let path = shape.path(in: rect), otherPath = other.path(in: rect)
        switch operation {
        case .union: return path.union(otherPath, eoFill: eoFill)
        case .intersection: return path.intersection(otherPath, eoFill: eoFill)
        case .subtracting: return path.subtracting(otherPath, eoFill: eoFill)
        case .symmetricDifference: return path.symmetricDifference(otherPath, eoFill: eoFill)
        case .lineIntersection: return path.lineIntersection(otherPath, eoFill: eoFill)
        case .lineSubtraction: return path.lineSubtraction(otherPath, eoFill: eoFill)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// The regions this shape or `other` fills, as SwiftUI's (iOS 17); see `Path.union(_:eoFill:)`.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(shape: self, other: other, operation: .union, eoFill: eoFill)
    }

    /// The regions both this shape and `other` fill.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(shape: self, other: other, operation: .intersection, eoFill: eoFill)
    }

    /// The regions this shape fills and `other` does not.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(shape: self, other: other, operation: .subtracting, eoFill: eoFill)
    }

    /// The regions exactly one of this shape and `other` fills.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(shape: self, other: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// This shape's outline where it lies inside `other`: lines, to be stroked.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(shape: self, other: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// This shape's outline where it lies outside `other`: lines, to be stroked.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(shape: self, other: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}
