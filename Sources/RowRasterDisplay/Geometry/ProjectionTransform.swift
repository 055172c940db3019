import Foundation

/// A projective (perspective) transform of the plane, as SwiftUI's `ProjectionTransform`.
///
/// The layout is CoreGraphics' and SwiftUI's: a point is a row vector `[x y 1]` multiplied on
/// the left, so `(x, y)` maps to `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)` with
/// `w = m13·x + m23·y + m33`. An affine transform has `m13 = m23 = 0` and `m33 = 1`.
public struct ProjectionTransform: Sendable, Hashable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform as a projection.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    /// All nine entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform keeps parallel lines parallel (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part; exact when `isAffine`.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// The transform that applies `self`, then `rhs` (as CoreGraphics' `concatenating`).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = rows, b = rhs.rows
        var r = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] } }
        return ProjectionTransform(rows: r)
    }

    /// Inverts the transform in place; returns false (leaving it unchanged) when it is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
        let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
        let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
        let determinant = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
        guard determinant != 0, determinant.isFinite else { return false }
        let inverse: [[CGFloat]] = [
            [c00, m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
            [c01, m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
            [c02, m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
        ].map { $0.map { $0 / determinant } }
        self = ProjectionTransform(rows: inverse)
        return true
    }

    /// The inverse, or `self` when the transform is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The determinant: zero when the transform collapses the plane (a scale of zero).
    package var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    package var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }

    /// The entries as rows, `rows[i][j]` = m(i+1)(j+1).
    package var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    package init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m21: r[1][0], m22: r[1][1], m23: r[1][2],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2])
    }

    /// The homogeneous image of `point`: (x', y', w), before the division by w.
    package func homogeneous(_ point: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (m11 * point.x + m21 * point.y + m31, m12 * point.x + m22 * point.y + m32, m13 * point.x + m23 * point.y + m33)
    }
}

extension CGPoint {
    /// The point projected by `m` (divided by its w, as CoreGraphics does).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let h = m.homogeneous(self)
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }
}
