import SwiftUI
import XCTest
@testable import TagKit

final class TagKitTests: XCTestCase {
    func testFlowLayoutDefaults() {
        let layout = FlowLayout()
        XCTAssertEqual(layout.spacing, 8)
        XCTAssertEqual(layout.lineSpacing, 8)
    }
}
