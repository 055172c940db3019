import Foundation

/// A value whose `animatableData` an animation moves, as SwiftUI's `Animatable`. A render
/// shows the final state (see RowRaster's article on what is supported of SwiftUI), so
/// RowRaster never sets `animatableData` between values: a shape or effect draws from the
/// properties it was made with, which is the frame iOS draws once an animation ends.
///
/// Main-actor isolated (with `@preconcurrency`) as `View` is: shapes and effects are views
/// or modifiers, isolated to the main actor by their conformance, and their `animatableData`
/// must satisfy the requirement in Swift 6 mode with no `nonisolated` written.
@MainActor @preconcurrency
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A modifier with animatable data, as SwiftUI's (deprecated) `AnimatableModifier`.
@available(*, deprecated, message: "Use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { self = .radians(newValue) }
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { self = CGPoint(x: newValue.first, y: newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { self = CGSize(width: newValue.first, height: newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { self = UnitPoint(x: newValue.first, y: newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            self = EdgeInsets(top: newValue.first, leading: newValue.second.first,
                              bottom: newValue.second.second.first, trailing: newValue.second.second.second)
        }
    }
}

/// A number is its own animatable data (iOS 17), so keyframes and springs can move it.
extension Double: Animatable {
    public typealias AnimatableData = Double
}

/// A number is its own animatable data (iOS 17), so keyframes and springs can move it.
extension CGFloat: Animatable {
    public typealias AnimatableData = CGFloat
}
