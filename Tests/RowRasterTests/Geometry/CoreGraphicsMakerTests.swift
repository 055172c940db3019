import Foundation
@testable import RowRasterCore
import Testing

/// CoreGraphics' C-style makers, which code written for iOS still calls.
@Suite struct CoreGraphicsMakerTests {
    @Test func makersBuildTheValuesTheirArgumentsName() {
        #expect(CGPointMake(3, -4) == CGPoint(x: 3, y: -4))
        #expect(CGSizeMake(10, 20) == CGSize(width: 10, height: 20))
        #expect(CGRectMake(1, 2, 30, 40) == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(CGVectorMake(0.5, -2) == CGVector(dx: 0.5, dy: -2))
    }
}
