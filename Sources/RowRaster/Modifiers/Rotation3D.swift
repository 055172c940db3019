/// The projection of `rotation3DEffect`, built as Core Animation builds SwiftUI's.
///
/// SwiftUI's `_Rotation3DEffect.effectValue(size:)` is the `CATransform3D` (row vectors)
/// `T(-anchor) · R(angle, axis) · P · T(anchor)` with `anchor = (anchor.x·w, anchor.y·h, anchorZ)`,
/// `R` = `CATransform3DRotate` (right-handed about the normalised axis, so a positive angle
/// about z turns clockwise on screen, as `rotationEffect` does) and `P` the identity with
/// `m34 = -1 / d`, `d = max(width, height) / perspective`, i.e. `m34 = -perspective / max(w, h)`:
/// the eye is `d` points in front of the anchor. The 4×4 matrix is reduced to SwiftUI's 3×3
/// `ProjectionTransform` by dropping z (rows and columns 3), since the view lies in z = 0.
/// (Layout direction is left-to-right: right-to-left flips are not applied.)
struct Rotation3D {
    let angle: Angle
    let axis: [CGFloat]
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat

    func projection(in size: CGSize) -> ProjectionTransform {
        let length = (axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]).squareRoot()
        let extent = max(size.width, size.height)
        // A zero axis leaves Core Animation's transform unrotated; an empty view shows nothing.
        guard length > 0, extent > 0 else { return ProjectionTransform() }
        let (x, y, z) = (axis[0] / length, axis[1] / length, axis[2] / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        // Rodrigues' rotation for column vectors.
        let r: [[CGFloat]] = [
            [c + x * x * t, x * y * t - z * s, x * z * t + y * s],
            [y * x * t + z * s, c + y * y * t, y * z * t - x * s],
            [z * x * t - y * s, z * y * t + x * s, c + z * z * t],
        ]
        let a = anchor.point(in: size)
        let origin = [-a.x, -a.y, -anchorZ]
        // Each rotated coordinate as a linear form of (x, y, 1) for a point (x, y, 0).
        func form(_ row: [CGFloat]) -> [CGFloat] {
            [row[0], row[1], row[0] * origin[0] + row[1] * origin[1] + row[2] * origin[2]]
        }
        let rx = form(r[0]), ry = form(r[1]), rz = form(r[2])
        let m34 = -perspective / extent
        // w = 1 + m34·Z; then translate back by the anchor, scaled by w (homogeneous).
        let w = [m34 * rz[0], m34 * rz[1], 1 + m34 * rz[2]]
        let xs = (0..<3).map { rx[$0] + a.x * w[$0] }
        let ys = (0..<3).map { ry[$0] + a.y * w[$0] }
        // Column-vector rows (x', y', w) transposed into SwiftUI's row-vector layout.
        return ProjectionTransform(m11: xs[0], m12: ys[0], m13: w[0], m21: xs[1], m22: ys[1], m23: w[1],
                                   m31: xs[2], m32: ys[2], m33: w[2])
    }
}
