import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Geometry effects: layout never changes; drawing goes through the effect's matrix about its anchor.
@MainActor
@Suite struct TransformEffectTests {
    private var box: some View { Color.red.frame(width: 40, height: 20) }

    @Test func scaleEffectLeavesLayoutAndScalesAboutTheCentre() throws {
        let view = HStack(spacing: 0) { box.scaleEffect(2); Color.blue.frame(width: 10, height: 20) }
        #expect(try frames(of: "scaleEffect", in: view) == [CGRect(x: 0, y: 0, width: 40, height: 20)])
        #expect(try displayListDump(view) == """
        group transform(2 0 0 2 -20 -10)
          fill rect(0 0 40 20) #FF3B30
        fill rect(40 0 10 20) #007AFF
        """)
    }

    @Test func scaleEffectVariantsUseTheirAnchor() throws {
        #expect(try displayListDump(box.scaleEffect(x: 0.5, y: 2, anchor: .topLeading)) == """
        group transform(0.5 0 0 2 0 0)
          fill rect(0 0 40 20) #FF3B30
        """)
        #expect(try displayListDump(box.scaleEffect(CGSize(width: -1, height: 1), anchor: .trailing)) == """
        group transform(-1 0 0 1 80 0)
          fill rect(0 0 40 20) #FF3B30
        """)
        // A scale of one is no effect at all.
        #expect(try displayListDump(box.scaleEffect(1)) == "fill rect(0 0 40 20) #FF3B30")
    }

    @Test func rotationEffectTurnsClockwiseAboutTheAnchor() throws {
        #expect(try displayListDump(box.padding(10).rotationEffect(.degrees(90))) == """
        group transform(0 1 -1 0 50 -10)
          fill rect(10 10 40 20) #FF3B30
        """)
        #expect(try displayListDump(box.rotationEffect(.degrees(180), anchor: .topLeading)) == """
        group transform(-1 0 0 -1 0 0)
          fill rect(0 0 40 20) #FF3B30
        """)
    }

    @Test func transformEffectIsInTheViewsOwnCoordinates() throws {
        let view = HStack(spacing: 0) {
            Color.green.frame(width: 30, height: 20)
            // Scale, then move by 5, in the box's coordinates: x' = 2·(x − 30) + 5 + 30.
            box.transformEffect(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
        }
        #expect(try displayListDump(view) == """
        fill rect(0 0 30 20) #34C759
        group transform(2 0 0 1 -25 0)
          fill rect(30 0 40 20) #FF3B30
        """)
    }

    @Test func affineProjectionsTakeTheAffinePath() throws {
        var projection = ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(projection.isAffine)
        #expect(try displayListDump(box.projectionEffect(projection)) == """
        group transform(0.5 0 0 0.5 0 0)
          fill rect(0 0 40 20) #FF3B30
        """)
        projection.m13 = 0.01
        #expect(!projection.isAffine)
        #expect(try displayListDump(box.projectionEffect(projection)) == """
        group projection(0.5 0 0.01 | 0 0.5 0 | 0 0 1)
          fill rect(0 0 40 20) #FF3B30
        """)
    }

    /// The matrix SwiftUI builds: T(-anchor)·R·P·T(anchor), m34 = -perspective / max(w, h).
    @Test func rotation3DEffectIsAPerspectiveProjection() throws {
        let view = Color.blue.frame(width: 100, height: 60)
            .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        #expect(try displayListDump(view) == """
        group projection(1.12 0.15 0.005 | 0 1 0 | -5.8 -7.5 0.75)
          fill rect(0 0 100 60) #007AFF
        """)
        // The right edge recedes (shorter), the left comes forward (taller), as on iOS.
        let m = Rotation3D(angle: .degrees(30), axis: [0, 1, 0], anchor: .center, anchorZ: 0, perspective: 1)
            .projection(in: CGSize(width: 100, height: 60))
        let right = CGPoint(x: 100, y: 0).applying(m).y, left = CGPoint(x: 0, y: 0).applying(m).y
        #expect(right > 0 && left < 0)
        // The anchor stays put.
        let centre = CGPoint(x: 50, y: 30).applying(m)
        #expect(abs(centre.x - 50) < 1e-9 && abs(centre.y - 30) < 1e-9)
        // x' of the right edge: 50 + 50·cos30 / (1 + 50·sin30/100).
        #expect(abs(CGPoint(x: 100, y: 30).applying(m).x - (50 + 50 * cos(Double.pi / 6) / 1.25)) < 1e-9)
    }

    @Test func rotation3DAboutZOrWithoutPerspectiveIsAffine() throws {
        let aboutZ = box.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1), anchor: .topLeading)
        #expect(try displayListDump(aboutZ) == """
        group transform(0 1 -1 0 0 0)
          fill rect(0 0 40 20) #FF3B30
        """)
        let flat = box.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0), perspective: 0)
        #expect(try displayListDump(flat) == """
        group transform(1 0 0 0.5 0 5)
          fill rect(0 0 40 20) #FF3B30
        """)
    }

    @Test func aZeroScaleDrawsNothing() throws {
        #expect(try displayListDump(box.scaleEffect(0)) == "")
    }

    @Test func nonFiniteArgumentsAreReported() throws {
        #expect(throws: RenderError.self) { try displayListDump(box.scaleEffect(.nan)) }
        #expect(throws: RenderError.self) { try displayListDump(box.rotationEffect(.radians(.infinity))) }
        #expect(throws: RenderError.self) {
            try displayListDump(box.rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0), perspective: .nan))
        }
    }

    @Test func projectionTransformInvertsAndConcatenates() {
        var m = ProjectionTransform(m11: 2, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 5, m32: 3, m33: 1)
        let p = CGPoint(x: 7, y: 11)
        let q = p.applying(m)
        let inverted = m.invert()
        #expect(inverted)
        let back = q.applying(m)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        #expect(m.concatenating(m.inverted()).rows.joined().enumerated().allSatisfy { index, value in
            abs(value - (index % 4 == 0 ? 1 : 0)) < 1e-9
        })
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertible = singular.invert()
        #expect(!invertible)
    }
}
