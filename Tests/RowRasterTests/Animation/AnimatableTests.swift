import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `Animatable` as app code writes it: shapes and geometry effects with `animatableData`
/// draw their final state, which is the state they were made with.
@MainActor
@Suite struct AnimatableTests {
    /// A progress arc as apps animate one: the trim fraction is its animatable data.
    struct Arc: Shape {
        var progress: Double
        var inset: CGFloat
        var animatableData: AnimatablePair<Double, CGFloat> {
            get { AnimatablePair(progress, inset) }
            set { progress = newValue.first; inset = newValue.second }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: inset, y: inset, width: (rect.width - 2 * inset) * progress, height: rect.height - 2 * inset))
        }
    }

    /// The shake that login screens run on a wrong password.
    struct Shake: GeometryEffect {
        var travel: CGFloat = 10
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
        }
    }

    @Test func aCustomShapeDrawsWithTheValuesItWasMadeWith() throws {
        #expect(try displayListDump(Arc(progress: 0.5, inset: 2).fill(Color.red).frame(width: 44, height: 10)) == """
        fill rect(2 2 20 6) #FF3B30
        """)
        var arc = Arc(progress: 0, inset: 0)
        arc.animatableData = AnimatablePair(0.25, 1)
        #expect(arc.progress == 0.25 && arc.inset == 1)
    }

    @Test func aGeometryEffectTransformsItsContentAndNotItsLayout() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).modifier(Shake(animatableData: 0.25))
            Color.blue.frame(width: 10, height: 20)
        }
        #expect(try displayListDump(view) == """
        group translate(10 0)
          fill rect(0 0 40 20) #FF3B30
        fill rect(40 0 10 20) #007AFF
        """)
        #expect(try displayListDump(Color.red.frame(width: 40, height: 20).modifier(Shake(animatableData: 0.25).ignoredByLayout())) == """
        group translate(10 0)
          fill rect(0 0 40 20) #FF3B30
        """)
    }

    @Test func vectorArithmeticInterpolatesPairsAndTheBuiltInValues() {
        let start = AnimatablePair(CGFloat(0), AnimatablePair(10.0, Float(4)))
        let end = AnimatablePair(CGFloat(8), AnimatablePair(20.0, Float(0)))
        let middle = start.interpolated(towards: end, amount: 0.5)
        #expect(middle.first == 4 && middle.second.first == 15 && middle.second.second == 2)
        #expect(end.magnitudeSquared == 64 + 400)
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
        var angle = Angle.degrees(90)
        angle.animatableData = .pi
        #expect(angle.degrees == 180)
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        rect.animatableData = rect.animatableData.scaled(by: 2)
        #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
        #expect(Rectangle().animatableData == EmptyAnimatableData())
    }
}
