import Foundation
import RowRasterGallery
import Testing
@testable import RowRaster

/// The gallery's contact row at every Dynamic Type size, in a 390-point row: the name
/// (headline), detail (subheadline, one line) and time (caption) grow with their styles, the
/// 44-point avatar does not, and the row grows once the text outgrows the avatar; from
/// accessibility3 the name wraps (the detail keeps its one line, truncated). Heights are the
/// substitute font's line heights at Apple's point sizes.
@MainActor
@Suite struct DynamicTypeLayoutTests {
    /// (size, row height, name frame, detail frame, time frame)
    static let expected: [(DynamicTypeSize, CGFloat, CGRect, CGRect, CGRect)] = [
        (.xSmall, 64.0, CGRect(x: 72.0, y: 15.27, width: 90.58, height: 16.94), CGRect(x: 72.0, y: 34.21, width: 188.3, height: 14.52), CGRect(x: 352.05, y: 25.34, width: 21.95, height: 13.31)),
        (.small, 64.0, CGRect(x: 72.0, y: 14.06, width: 97.05, height: 18.15), CGRect(x: 72.0, y: 34.21, width: 204.0, height: 15.73), CGRect(x: 352.05, y: 25.34, width: 21.95, height: 13.31)),
        (.medium, 64.0, CGRect(x: 72.0, y: 12.85, width: 103.52, height: 19.36), CGRect(x: 72.0, y: 34.21, width: 219.69, height: 16.94), CGRect(x: 352.05, y: 25.34, width: 21.95, height: 13.31)),
        (.large, 64.0, CGRect(x: 72.0, y: 11.64, width: 109.99, height: 20.57), CGRect(x: 72.0, y: 34.21, width: 235.37, height: 18.15), CGRect(x: 350.05, y: 24.74, width: 23.95, height: 14.52)),
        (.xLarge, 65.57, CGRect(x: 72.0, y: 10.0, width: 122.93, height: 22.99), CGRect(x: 72.0, y: 34.99, width: 250.06, height: 20.57), CGRect(x: 346.06, y: 24.31, width: 27.94, height: 16.94)),
        (.xxLarge, 70.41, CGRect(x: 72.0, y: 10.0, width: 135.87, height: 25.42), CGRect(x: 72.0, y: 37.42, width: 246.07, height: 22.99), CGRect(x: 342.07, y: 25.52, width: 31.93, height: 19.36)),
        (.xxxLarge, 75.25, CGRect(x: 72.0, y: 10.0, width: 148.81, height: 27.83), CGRect(x: 72.0, y: 39.83, width: 242.08, height: 25.42), CGRect(x: 338.08, y: 26.73, width: 35.92, height: 21.78)),
        (.accessibility1, 86.14, CGRect(x: 72.0, y: 10.0, width: 181.16, height: 33.89), CGRect(x: 72.0, y: 45.89, width: 234.09, height: 30.26), CGRect(x: 330.09, y: 29.76, width: 43.91, height: 26.63)),
        (.accessibility2, 98.24, CGRect(x: 72.0, y: 10.0, width: 213.52, height: 39.94), CGRect(x: 72.0, y: 51.94, width: 226.11, height: 36.31), CGRect(x: 322.11, y: 33.39, width: 51.89, height: 31.47)),
        (.accessibility3, 162.39, CGRect(x: 72.0, y: 10.0, width: 172.41, height: 96.82), CGRect(x: 72.0, y: 108.82, width: 214.14, height: 43.57), CGRect(x: 310.14, y: 61.83, width: 63.86, height: 38.73)),
        (.accessibility4, 186.59, CGRect(x: 72.0, y: 10.0, width: 202.59, height: 113.76), CGRect(x: 72.0, y: 125.76, width: 204.16, height: 50.83), CGRect(x: 300.16, y: 70.91, width: 73.84, height: 44.78)),
        (.accessibility5, 273.73, CGRect(x: 72.0, y: 10.0, width: 166.43, height: 192.42), CGRect(x: 72.0, y: 204.42, width: 192.18, height: 59.3), CGRect(x: 288.18, y: 110.84, width: 85.82, height: 52.04)),
    ]

    @Test(arguments: 0..<12)
    func contactRowFrames(index: Int) throws {
        let (size, height, name, detail, time) = Self.expected[index]
        let row = ContactRow(contact: .sample).dynamicTypeSize(size)
        let proposal = ProposedViewSize(width: 390, height: nil)
        let nodes = try laidOutNodes(row, proposal: proposal)
        let texts = nodes.compactMap { $0 as? TextNode }.map { dumpPrecision($0.frame) }
        #expect(dumpPrecision(nodes[0].frame.height) == height, "\(size)")
        // texts[0] is the avatar's initials (a fixed 17-point system font).
        #expect(Array(texts.dropFirst()) == [name, detail, time], "\(size)")
    }
}
