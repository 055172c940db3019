import Foundation

// CoreGraphics' C-style makers, which Foundation lacks on Linux; code written against
// `import SwiftUI` on iOS reaches them through CoreGraphics (`CGPointMake(x, y)`).

/// A point, as CoreGraphics' `CGPointMake`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A size, as CoreGraphics' `CGSizeMake`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// A rectangle, as CoreGraphics' `CGRectMake`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A vector, as CoreGraphics' `CGVectorMake`.
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
