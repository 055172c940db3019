import Foundation
import RowRaster
import RowRasterGoldens

/// Asserts that `view` renders like its golden image, `Goldens/<Suite>/<test>[.<name>]@<scale>x.png`.
///
/// The view is rendered twice (the two renders must be identical: a view that draws
/// differently each time is reported as nondeterministic), then compared by decoded pixels
/// with `tolerance`. Missing goldens are recorded or reported according to the record mode
/// (`GoldenRecordMode`). A failure writes the actual image, the expected one, a diff, a
/// labelled triptych and zoomed crops under `output/golden-failures/<Suite>/`, and an
/// `index.html` to browse them; its message gives the measured differences, the smallest
/// tolerance that would pass, and which laid-out elements changed.
///
///     @Test func contactRow() {
///         assertGolden(of: ContactRow(contact: .sample), proposal: ProposedViewSize(width: 390, height: nil))
///     }
///
/// - Parameters:
///   - view: The view to render.
///   - name: Distinguishes several goldens of one test.
///   - proposal: The size offered to the view (unspecified dimensions take its ideal size).
///   - size: A fixed size for the image, instead of `proposal`.
///   - scale: Pixels per point; the suite's or 3 when nil.
///   - tolerance: How different pixels may be; the suite's or `.default` when nil.
///   - record: The record mode; the suite's, `ROWRASTER_RECORD`'s, or the default when nil.
///   - appearances: The appearances to render in, one golden each, named by its variant after
///     the scale (`row@3x.png` for the standard one, `row@3x.ax3.rtl.png`).
///   - fileID: The test file, whose name is the suite's folder under `Goldens/`.
///   - filePath: The test file's path, from which the package root is found.
///   - function: The test function, whose name names the golden.
///   - line: Where a failure is reported.
///   - column: Where a failure is reported.
@MainActor
public func assertGolden<V: View>(
    of view: V,
    named name: String? = nil,
    proposal: ProposedViewSize = .unspecified,
    size: CGSize? = nil,
    scale: CGFloat? = nil,
    tolerance: GoldenTolerance? = nil,
    record: GoldenRecordMode? = nil,
    appearances: [RenderAppearance] = [.standard],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let reporter = FailureReporter(fileID: fileID, filePath: filePath, line: line, column: column)
    let failures = goldenAssertionFailures(of: view, named: name, proposal: proposal, size: size, scale: scale,
                                           tolerance: tolerance, record: record, appearances: appearances,
                                           fileID: "\(fileID)", filePath: "\(filePath)", function: "\(function)")
    for message in failures { reporter.fail(message) }
}
