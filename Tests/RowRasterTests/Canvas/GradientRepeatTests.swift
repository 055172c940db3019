import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `GradientOptions.repeat` and `.mirror`: the ramp copied along the gradient over what is
/// filled, read back from the display list.
@MainActor
@Suite struct GradientRepeatTests {
    let ramp = Gradient(colors: [.red, .blue])

    /// The fill of a 40×20 canvas's full rectangle with `shading` (the fill line only).
    func fill(_ shading: GraphicsContext.Shading) throws -> String {
        let drawn = try displayListDump(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: shading)
        }.frame(width: 40, height: 20))
        return drawn.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// A 10-point ramp over a 40-point fill repeats four times, ending where the fill does.
    @Test func linearRepeatCopiesTheRampPerPeriod() throws {
        let drawn = try fill(.linearGradient(ramp, startPoint: .zero, endPoint: CGPoint(x: 10, y: 0), options: .repeat))
        #expect(drawn == "fill rect(0 0 40 20) linear(#FF3B30@0 #007AFF@0.25 #FF3B30@0.25 #007AFF@0.5 "
                + "#FF3B30@0.5 #007AFF@0.75 #FF3B30@0.75 #007AFF@1 from 0,0 to 40,0)")
    }

    /// Mirroring reverses every other period, so the ramp never jumps.
    @Test func linearMirrorReversesOddPeriods() throws {
        let drawn = try fill(.linearGradient(ramp, startPoint: CGPoint(x: 10, y: 0), endPoint: CGPoint(x: 20, y: 0), options: .mirror))
        // The period before the ramp (0…10) runs blue to red.
        #expect(drawn == "fill rect(0 0 40 20) linear(#007AFF@0 #FF3B30@0.25 #FF3B30@0.25 #007AFF@0.5 "
                + "#007AFF@0.5 #FF3B30@0.75 #FF3B30@0.75 #007AFF@1 from 0,0 to 40,0)")
    }

    /// A radial ramp repeats out to the far corner and in to the centre, cut at radius zero
    /// with the colour the ramp has there.
    @Test func radialRepeatReachesCornerAndCentre() throws {
        let drawn = try fill(.radialGradient(ramp, center: .zero, startRadius: 5, endRadius: 15, options: .repeat))
        // Periods of 10 from radius -5 to 45 (the corner is 44.7 away), cut at 0: half-way
        // through a period, so the centre is the ramp's middle colour.
        #expect(drawn == "fill rect(0 0 40 20) radial(#805B98@0 #007AFF@0.11 #FF3B30@0.11 #007AFF@0.33 #FF3B30@0.33 "
                + "#007AFF@0.56 #FF3B30@0.56 #007AFF@0.78 #FF3B30@0.78 #007AFF@1 at 0,0 r 0…45)")
    }

    /// A gradient with no length, or with non-finite points, is drawn as without the option.
    @Test func degenerateGradientsDoNotRepeat() throws {
        let flat = try fill(.linearGradient(ramp, startPoint: CGPoint(x: 5, y: 5), endPoint: CGPoint(x: 5, y: 5), options: .repeat))
        let plain = try fill(.linearGradient(ramp, startPoint: CGPoint(x: 5, y: 5), endPoint: CGPoint(x: 5, y: 5)))
        #expect(flat == plain)
        let huge = try fill(.linearGradient(ramp, startPoint: .zero, endPoint: CGPoint(x: 1e-9, y: 0), options: .repeat))
        #expect(huge.hasPrefix("fill rect(0 0 40 20) linear"), "\(huge.prefix(80))")
        _ = try fill(.radialGradient(ramp, center: CGPoint(x: CGFloat.nan, y: 0), startRadius: 0, endRadius: 4, options: .mirror))
        #expect(GraphicsContext.GradientOptions.repeat.rawValue == 1 && GraphicsContext.GradientOptions.mirror.rawValue == 2)
    }
}
