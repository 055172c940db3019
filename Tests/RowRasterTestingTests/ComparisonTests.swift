import Foundation
import RowRaster
import Testing
@testable import RowRasterGoldens
@testable import RowRasterTesting

@Suite struct ComparisonTests {
    @Test func identicalImagesAreIdentical() {
        guard case .identical = compareImages(expected: image(), actual: image(), tolerance: .default) else {
            Issue.record("expected identical"); return
        }
    }

    @Test func onePixelBeyondTheThresholdFailsWithItsFigures() throws {
        let actual = image(changing: (x: 7, y: 3, to: (20, 20, 20, 255)))
        guard case .different(let difference) = compareImages(expected: image(), actual: actual, tolerance: .default) else {
            Issue.record("expected a difference"); return
        }
        #expect(difference.differingPixels == 1)
        #expect(difference.boundingBox == PixelRect(x: 7, y: 3, width: 1, height: 1))
        #expect(difference.largestCluster?.pixelCount == 1)
        #expect(difference.differingFraction == 1.0 / 200)
        // Light grey to near black is a large perceptual step: dozens of JND.
        #expect(difference.maxDifferingDistance > 20)
        #expect(!difference.passes(.default))
        let smallest = difference.smallestPassingTolerance(from: .default)
        #expect(difference.passes(smallest))
        var stricter = smallest
        stricter.maxClusterSize = 0
        #expect(!difference.passes(stricter))
        #expect(difference.mask[3 * 20 + 7] == ImageDifference.PixelClass.darker.rawValue)
        #expect(difference.summary.contains("1 pixels differ"))
    }

    @Test func aChangeBelowTheThresholdPasses() {
        let actual = image(changing: (x: 2, y: 2, to: (201, 200, 200, 255)))
        guard case .different(let difference) = compareImages(expected: image(), actual: actual, tolerance: .default) else {
            Issue.record("expected a (tiny) difference"); return
        }
        #expect(difference.differingPixels == 0)
        #expect(difference.passes(.default))
        #expect(difference.maxDistance > 0 && difference.maxDistance < 1)
    }

    @Test func antialiasingOnlyDifferencesPass() {
        // A dark/light vertical edge whose boundary pixel column is shaded differently: the
        // shifted edge an antialiaser produces for a sub-pixel move.
        func edge(_ boundary: UInt8) -> Bitmap {
            var bitmap = Bitmap(width: 12, height: 12, filledWith: (255, 255, 255, 255))
            for y in 0..<12 {
                for x in 0..<5 { bitmap[x, y] = (0, 0, 0, 255) }
                bitmap[5, y] = (boundary, boundary, boundary, 255)
            }
            return bitmap
        }
        guard case .different(let difference) = compareImages(expected: edge(90), actual: edge(170), tolerance: .default) else {
            Issue.record("expected a difference"); return
        }
        #expect(difference.differingPixels == 0)
        #expect(difference.antialiasedPixels == 12)
        #expect(difference.passes(.default))
        var strict = GoldenTolerance.default
        strict.ignoresAntialiasing = false
        guard case .different(let counted) = compareImages(expected: edge(90), actual: edge(170), tolerance: strict) else {
            Issue.record("expected a difference"); return
        }
        #expect(counted.differingPixels == 12)
        #expect(!counted.passes(strict))
    }

    @Test func sizeChangesAreReportedWithBothSizes() {
        guard case .sizeMismatch(let expected, let actual) = compareImages(expected: image(), actual: image(width: 21), tolerance: .default) else {
            Issue.record("expected a size mismatch"); return
        }
        #expect(expected == (20, 10) && actual == (21, 10))
    }

    @Test func separateClustersAreCountedLargestFirst() {
        var actual = image(width: 30, height: 20)
        for (x, y) in [(2, 2), (3, 2), (2, 3), (20, 15)] { actual[x, y] = (0, 0, 255, 255) }
        guard case .different(let difference) = compareImages(expected: image(width: 30, height: 20), actual: actual, tolerance: .default) else {
            Issue.record("expected a difference"); return
        }
        #expect(difference.clusters.map(\.pixelCount) == [3, 1])
        #expect(difference.clusters[0].bounds == PixelRect(x: 2, y: 2, width: 2, height: 2))
        #expect(difference.boundingBox == PixelRect(x: 2, y: 2, width: 19, height: 14))
    }

    @Test func transparentAndWhiteDiffer() {
        let white = image(colour: (255, 255, 255, 255))
        let clear = image(colour: (255, 255, 255, 0))
        guard case .different(let difference) = compareImages(expected: white, actual: clear, tolerance: .default) else {
            Issue.record("expected a difference"); return
        }
        #expect(difference.differingPixels == 200)
    }

    @Test func diffImageMarksDarkerLighterAndAntialiasing() {
        var actual = image(width: 10, height: 4)
        actual[1, 1] = (0, 0, 0, 255)
        actual[8, 2] = (255, 255, 255, 255)
        guard case .different(let difference) = compareImages(expected: image(width: 10, height: 4), actual: actual, tolerance: .default) else {
            Issue.record("expected a difference"); return
        }
        let diff = diffImage(expected: image(width: 10, height: 4), difference: difference)
        #expect(diff[1, 1].r > 200 && diff[1, 1].b < 80, "darker is red")
        #expect(diff[8, 2].b > 200 && diff[8, 2].r < 80, "lighter is blue")
        #expect(diff[0, 0].r == diff[0, 0].g && diff[0, 0].r > 230, "unchanged is faded grey")
    }

    @Test func zoomedCropsEnlargeEachCluster() {
        var actual = image(width: 40, height: 40)
        actual[20, 20] = (0, 0, 0, 255)
        guard case .different(let difference) = compareImages(expected: image(width: 40, height: 40), actual: actual, tolerance: .default) else {
            Issue.record("expected a difference"); return
        }
        let crops = zoomedCrops(of: [image(width: 40, height: 40), actual], clusters: difference.clusters, factor: 8, margin: 4)
        #expect(crops.count == 1)
        #expect(crops[0].map(\.width) == [72, 72])
        #expect(crops[0][1][4 * 8 + 3, 4 * 8 + 3].r == 0, "the changed pixel, enlarged")
    }

    @Test func reportEscapesText() {
        let html = goldenFailureIndexHTML(entries: [GoldenReportEntry(
            suite: "S", test: "<script>alert(1)</script>", goldenPath: "Goldens/S/t.png", expectedRelativePath: "S/t.expected.png",
            actualRelativePath: "S/t.actual.png", diffRelativePath: nil, triptychRelativePath: "S/t.triptych.png", summary: "a & b")])
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;"))
        #expect(html.contains("a &amp; b"))
        #expect(html.contains("type=\"range\""))
    }
}
