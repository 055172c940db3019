import Foundation
import RowRasterGallery
import Testing
@testable import RowRaster

/// The gallery's contact row at every Dynamic Type size, in a 390-point row: the name
/// (headline), detail (subheadline, one line) and time (caption) grow with their styles, the
/// 44-point avatar does not, and the row grows once the text outgrows the avatar; from
/// accessibility3 the name wraps (the detail keeps its one line, truncated). At @3x, as on an
/// iPhone: each text is SF Pro's line height (1.1934 × Apple's point size) per line, rounded up
/// to whole pixels (the name at the default size is 61 pixels, 20.33 points).
@MainActor
@Suite struct DynamicTypeLayoutTests {
    /// (size, row height, name frame, detail frame, time frame)
    static let expected: [(DynamicTypeSize, CGFloat, CGRect, CGRect, CGRect)] = [
        (.xSmall, 64.0, CGRect(x: 72.0, y: 15.33, width: 90.58, height: 17.0), CGRect(x: 72.0, y: 34.33, width: 188.3, height: 14.33), CGRect(x: 352.05, y: 25.33, width: 21.95, height: 13.33)),
        (.small, 64.0, CGRect(x: 72.0, y: 14.17, width: 97.05, height: 18.0), CGRect(x: 72.0, y: 34.17, width: 204.0, height: 15.67), CGRect(x: 352.05, y: 25.33, width: 21.95, height: 13.33)),
        (.medium, 64.0, CGRect(x: 72.0, y: 12.83, width: 103.52, height: 19.33), CGRect(x: 72.0, y: 34.17, width: 219.69, height: 17.0), CGRect(x: 352.05, y: 25.33, width: 21.95, height: 13.33)),
        (.large, 64.0, CGRect(x: 72.0, y: 11.83, width: 109.99, height: 20.33), CGRect(x: 72.0, y: 34.17, width: 235.37, height: 18.0), CGRect(x: 350.05, y: 24.83, width: 23.95, height: 14.33)),
        (.xLarge, 65.33, CGRect(x: 72.0, y: 10.0, width: 122.93, height: 23.0), CGRect(x: 72.0, y: 35.0, width: 250.06, height: 20.33), CGRect(x: 346.06, y: 24.17, width: 27.94, height: 17.0)),
        (.xxLarge, 70.33, CGRect(x: 72.0, y: 10.0, width: 135.87, height: 25.33), CGRect(x: 72.0, y: 37.33, width: 246.07, height: 23.0), CGRect(x: 342.07, y: 25.5, width: 31.93, height: 19.33)),
        (.xxxLarge, 75.0, CGRect(x: 72.0, y: 10.0, width: 148.81, height: 27.67), CGRect(x: 72.0, y: 39.67, width: 242.08, height: 25.33), CGRect(x: 338.08, y: 26.67, width: 35.92, height: 21.67)),
        (.accessibility1, 85.67, CGRect(x: 72.0, y: 10.0, width: 181.16, height: 33.67), CGRect(x: 72.0, y: 45.67, width: 234.09, height: 30.0), CGRect(x: 330.09, y: 29.67, width: 43.91, height: 26.33)),
        (.accessibility2, 97.67, CGRect(x: 72.0, y: 10.0, width: 213.52, height: 39.67), CGRect(x: 72.0, y: 51.67, width: 226.11, height: 36.0), CGRect(x: 322.11, y: 33.17, width: 51.89, height: 31.33)),
        (.accessibility3, 160.67, CGRect(x: 72.0, y: 10.0, width: 172.41, height: 95.67), CGRect(x: 72.0, y: 107.67, width: 214.14, height: 43.0), CGRect(x: 310.14, y: 61.17, width: 63.86, height: 38.33)),
        (.accessibility4, 184.67, CGRect(x: 72.0, y: 10.0, width: 202.59, height: 112.33), CGRect(x: 72.0, y: 124.33, width: 204.16, height: 50.33), CGRect(x: 300.16, y: 70.17, width: 73.84, height: 44.33)),
        (.accessibility5, 270.67, CGRect(x: 72.0, y: 10.0, width: 166.43, height: 190.0), CGRect(x: 72.0, y: 202.0, width: 192.18, height: 58.67), CGRect(x: 288.18, y: 109.67, width: 85.82, height: 51.33)),
    ]

    @Test(arguments: 0..<12)
    func contactRowFrames(index: Int) throws {
        let (size, height, name, detail, time) = Self.expected[index]
        let row = ContactRow(contact: .sample).dynamicTypeSize(size)
        let proposal = ProposedViewSize(width: 390, height: nil)
        let nodes = try laidOutNodes(row, proposal: proposal, scale: 3)
        let texts = nodes.compactMap { $0 as? TextNode }.map { dumpPrecision($0.frame) }
        #expect(dumpPrecision(nodes[0].frame.height) == height, "\(size)")
        // texts[0] is the avatar's initials (a fixed 17-point system font).
        #expect(Array(texts.dropFirst()) == [name, detail, time], "\(size)")
    }
}
