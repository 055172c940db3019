import Foundation
import RowRasterGallery
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The gallery's contact row at every Dynamic Type size, in a 390-point row: the name
/// (headline), detail (subheadline, one line) and time (caption) grow with their styles, the
/// 44-point avatar does not, and the row grows once the text outgrows the avatar; from
/// accessibility3 the name wraps to two lines, and to three at accessibility5, where SF Pro's
/// positive tracking at large sizes widens both it and the time beside it (the detail keeps its
/// one line, truncated). Names at display sizes are drawn at SF Pro Display's narrower widths. At @3x, as on an iPhone: each text is SF Pro's line height (1.1934 ×
/// Apple's point size) per line, rounded up to whole pixels (the name at the default size is
/// 61 pixels, 20.33 points).
@MainActor
@Suite struct DynamicTypeLayoutTests {
    /// (size, row height, name frame, detail frame, time frame)
    static let expected: [(DynamicTypeSize, CGFloat, CGRect, CGRect, CGRect)] = [
        (.xSmall, 64.0, CGRect(x: 72.0, y: 15.33, width: 90.24, height: 17.0), CGRect(x: 72.0, y: 34.33, width: 188.3, height: 14.33), CGRect(x: 351.85, y: 25.33, width: 22.15, height: 13.33)),
        (.small, 64.0, CGRect(x: 72.0, y: 14.17, width: 95.87, height: 18.0), CGRect(x: 72.0, y: 34.17, width: 201.58, height: 15.67), CGRect(x: 351.85, y: 25.33, width: 22.15, height: 13.33)),
        (.medium, 64.0, CGRect(x: 72.0, y: 12.83, width: 101.55, height: 19.33), CGRect(x: 72.0, y: 34.17, width: 214.9, height: 17.0), CGRect(x: 351.85, y: 25.33, width: 22.15, height: 13.33)),
        (.large, 64.0, CGRect(x: 72.0, y: 11.83, width: 106.77, height: 20.33), CGRect(x: 72.0, y: 34.17, width: 227.93, height: 18.0), CGRect(x: 350.05, y: 24.83, width: 23.95, height: 14.33)),
        (.xLarge, 65.33, CGRect(x: 72.0, y: 10.0, width: 117.92, height: 23.0), CGRect(x: 72.0, y: 35.0, width: 250.52, height: 20.33), CGRect(x: 346.52, y: 24.17, width: 27.48, height: 17.0)),
        (.xxLarge, 70.33, CGRect(x: 72.0, y: 10.0, width: 128.32, height: 25.33), CGRect(x: 72.0, y: 37.33, width: 247.03, height: 23.0), CGRect(x: 343.03, y: 25.5, width: 30.97, height: 19.33)),
        (.xxxLarge, 75.0, CGRect(x: 72.0, y: 10.0, width: 138.87, height: 27.67), CGRect(x: 72.0, y: 39.67, width: 243.79, height: 25.33), CGRect(x: 339.79, y: 26.67, width: 34.21, height: 21.67)),
        (.accessibility1, 85.67, CGRect(x: 72.0, y: 10.0, width: 168.26, height: 33.67), CGRect(x: 72.0, y: 45.67, width: 237.81, height: 30.0), CGRect(x: 333.96, y: 29.67, width: 40.04, height: 26.33)),
        (.accessibility2, 97.67, CGRect(x: 72.0, y: 10.0, width: 197.59, height: 39.67), CGRect(x: 72.0, y: 51.67, width: 231.03, height: 36.0), CGRect(x: 327.45, y: 33.17, width: 46.55, height: 31.33)),
        (.accessibility3, 160.67, CGRect(x: 72.0, y: 10.0, width: 158.83, height: 95.67), CGRect(x: 72.0, y: 107.67, width: 220.51, height: 43.0), CGRect(x: 316.87, y: 61.17, width: 57.13, height: 38.33)),
        (.accessibility4, 184.67, CGRect(x: 72.0, y: 10.0, width: 185.97, height: 112.33), CGRect(x: 72.0, y: 124.33, width: 211.9, height: 50.33), CGRect(x: 308.28, y: 70.17, width: 65.72, height: 44.33)),
        (.accessibility5, 270.67, CGRect(x: 72.0, y: 10.0, width: 180.23, height: 190.0), CGRect(x: 72.0, y: 202.0, width: 201.41, height: 58.67), CGRect(x: 297.75, y: 109.67, width: 76.25, height: 51.33)),
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
