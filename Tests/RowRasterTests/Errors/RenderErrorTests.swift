import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterCairo

@MainActor
@Suite struct RenderErrorTests {
    private func renderError<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) -> RenderError? {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposal
        renderer.scale = scale
        do {
            _ = try renderer.bitmap()
            return nil
        } catch {
            return error
        }
    }

    @Test func nanProposalIsAnInvalidSize() {
        let error = renderError(Color.red, proposal: ProposedViewSize(width: .nan, height: 10))
        guard case .invalidSize(_, let context)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context == "the proposed size")
    }

    @Test func negativeProposalIsAnInvalidSize() {
        guard case .invalidSize? = renderError(Color.red, proposal: ProposedViewSize(width: 10, height: -1)) else {
            Issue.record("expected invalidSize"); return
        }
    }

    @Test(arguments: [CGFloat.nan, -10, .infinity])
    func invalidFrameWidthNamesTheParameter(width: CGFloat) {
        let error = renderError(Color.red.frame(width: width, height: 10))
        guard case .invalidDimension(let view, let parameter, _)? = error else {
            Issue.record("got \(String(describing: error))"); return
        }
        #expect(parameter == "width")
        #expect(view.hasPrefix("frame at /"))
        #expect(error!.description.contains("width"))
    }

    @Test func nanFlexibleFrameAndPaddingAreReported() {
        guard case .invalidDimension(_, "minHeight", _)? = renderError(Color.red.frame(minHeight: .nan)) else {
            Issue.record("expected minHeight error"); return
        }
        // Padding may be negative, so its error names that rule rather than "not negative".
        guard case .invalidNumber(_, "padding leading", _, _)? = renderError(Color.red.padding(.leading, .nan)) else {
            Issue.record("expected padding error"); return
        }
        guard case .invalidDimension(_, "spacing", _)? = renderError(HStack(spacing: -.infinity) { Color.red }) else {
            Issue.record("expected spacing error"); return
        }
    }

    @Test(arguments: [CGFloat(0), 100, .nan, -1])
    func scaleOutOfRangeIsRejected(scale: CGFloat) {
        let error = renderError(Color.red.frame(width: 10, height: 10), scale: scale)
        guard case .invalidScale? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func imagesBeyondCairosLimitAreRejected() {
        let error = renderError(Color.red.frame(width: 20_000, height: 10), scale: 2)
        guard case .imageTooLarge(let width, _, let limit)? = error else {
            Issue.record("got \(String(describing: error))"); return
        }
        #expect(width == 40_000)
        #expect(limit == 32_767)
    }

    @Test func infiniteProposalToAFlexibleViewIsAnInvalidSize() {
        guard case .invalidSize(let size, "the rendered view")? = renderError(Color.red, proposal: .infinity) else {
            Issue.record("expected invalidSize of the rendered view, got \(String(describing: renderError(Color.red, proposal: .infinity)))"); return
        }
        #expect(size.width == .infinity)
    }

    @Test func emptyViewHasNothingToRender() {
        guard case .emptyImage(0, 0)? = renderError(EmptyView()) else { Issue.record("expected emptyImage"); return }
    }

    @Test func writingIntoAMissingDirectoryFailsAndLeavesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-missing-\(UUID())")
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        #expect(throws: RenderError.self) { try renderer.write(to: directory.appendingPathComponent("x.png")) }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func writingOverADirectoryFailsAndLeavesNoTemporaryFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-\(UUID())")
        let target = directory.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        do {
            try renderer.write(to: target)
            Issue.record("writing over a directory succeeded")
        } catch {
            guard case .unwritablePath(let path, _) = error else { Issue.record("got \(error)"); return }
            #expect(path == target.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken.png"])
    }

    @Test func missingFontFilesAreATypedError() {
        #expect(throws: RenderError.fontsUnavailable(missing: ["/nonexistent/Inter-Regular.otf"])) {
            _ = try FontSetup(files: ["/nonexistent/Inter-Regular.otf"])
        }
    }
}
