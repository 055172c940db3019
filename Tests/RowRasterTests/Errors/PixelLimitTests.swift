import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The pixel-area limit: a render whose image would hold more pixels than its renderer allows
/// is refused from its laid-out size, before any pixel memory is allocated.
@MainActor
@Suite struct PixelLimitTests {
    private func render<V: View>(_ view: V, limit: Int? = nil) -> Result<Bitmap, RenderError> {
        let renderer = ImageRenderer(content: view)
        if let limit { renderer.maximumPixelCount = limit }
        do { return .success(try renderer.bitmap()) } catch { return .failure(error) }
    }

    /// 9000×9000 is within Cairo's 32767 on a side, but 81 megapixels (324 MB of surface and
    /// as much again converted) is above the default 64-megapixel limit.
    @Test func defaultLimitRefusesEightyOneMegapixels() {
        let result = render(Color.red.frame(width: 9000, height: 9000))
        #expect(result.failure == .tooManyPixels(width: 9000, height: 9000, limit: 64 * 1024 * 1024))
    }

    @Test func limitIsAdjustablePerRenderer() throws {
        #expect(render(Color.red.frame(width: 20, height: 20), limit: 399).failure
            == .tooManyPixels(width: 20, height: 20, limit: 399))
        let bitmap = try render(Color.red.frame(width: 20, height: 20), limit: 400).get()
        #expect(bitmap.width == 20 && bitmap.height == 20)
    }

    @Test func messageNamesTheLimitAndHowToRaiseIt() {
        #expect(RenderError.tooManyPixels(width: 9000, height: 9000, limit: 67_108_864).description
            == "The image would be 9000×9000 = 81000000 pixels, more than the renderer's limit of 67108864; raise ImageRenderer.maximumPixelCount to render it.")
    }
}

private extension Result {
    /// The error of a failure; nil for a success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
