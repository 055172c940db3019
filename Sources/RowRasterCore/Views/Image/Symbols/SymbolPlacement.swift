import Foundation

extension CGAffineTransform {
    /// Scales uniformly by `scale` and moves `anchor` to `destination`: how a symbol's part is
    /// set into another (a glyph centred in its ring, a badge at its corner, a person beside
    /// another). Built as the three steps it names, so it gives exactly the transform those
    /// steps concatenated by hand did.
    static func scaling(_ scale: CGFloat, moving anchor: CGPoint, to destination: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: destination.x, y: destination.y))
    }
}
