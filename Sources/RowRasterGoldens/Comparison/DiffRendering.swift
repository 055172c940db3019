import Foundation
import RowRaster

/// The expected image faded to a light grey, with red where the render is darker, blue where
/// it is lighter and yellow for antialiasing differences: readable at a glance, unlike a
/// near-black difference blend.
public func diffImage(expected: Bitmap, difference: ImageDifference) -> Bitmap {
    var output = Bitmap(width: expected.width, height: expected.height, filledWith: (255, 255, 255, 255))
    let colours: [ImageDifference.PixelClass: (UInt8, UInt8, UInt8)] = [
        .darker: (230, 30, 40), .lighter: (30, 90, 230), .antialiasing: (245, 200, 0),
    ]
    for index in 0..<(expected.width * expected.height) {
        let i = index * 4
        if let kind = ImageDifference.PixelClass(rawValue: difference.mask[index]), let colour = colours[kind] {
            output.bytes[i] = colour.0; output.bytes[i + 1] = colour.1; output.bytes[i + 2] = colour.2
            continue
        }
        // Grey of the expected pixel over white, pushed 80 % of the way to white.
        let alpha = Double(expected.bytes[i + 3]) / 255
        let luma = 0.299 * Double(expected.bytes[i]) + 0.587 * Double(expected.bytes[i + 1]) + 0.114 * Double(expected.bytes[i + 2])
        let grey = UInt8((luma * alpha + 255 * (1 - alpha)) * 0.2 + 255 * 0.8)
        output.bytes[i] = grey; output.bytes[i + 1] = grey; output.bytes[i + 2] = grey
    }
    return output
}

/// For each of the largest clusters, the same region cut from every image and enlarged by
/// `factor` with nearest-neighbour sampling, so single pixels stay visible.
public func zoomedCrops(of images: [Bitmap], clusters: [DifferenceCluster], factor: Int = 8, margin: Int = 4,
                        maxCrops: Int = 6, maxSide: Int = 96) -> [[Bitmap]] {
    guard let first = images.first else { return [] }
    return clusters.prefix(maxCrops).map { cluster in
        var rect = PixelRect(x: cluster.bounds.x - margin, y: cluster.bounds.y - margin,
                             width: cluster.bounds.width + 2 * margin, height: cluster.bounds.height + 2 * margin)
        // Large clusters: a window around their centre.
        if rect.width > maxSide { rect.x += (rect.width - maxSide) / 2; rect.width = maxSide }
        if rect.height > maxSide { rect.y += (rect.height - maxSide) / 2; rect.height = maxSide }
        rect.x = max(0, min(rect.x, first.width - 1)); rect.y = max(0, min(rect.y, first.height - 1))
        rect.width = min(rect.width, first.width - rect.x); rect.height = min(rect.height, first.height - rect.y)
        return images.map { $0.cropped(to: rect, zoom: factor) }
    }
}

extension Bitmap {
    /// The pixels inside `rect` (which must lie inside the image), each repeated `zoom` times
    /// across and down: the crops of a failure report, and what placement tests compare.
    public func cropped(to rect: PixelRect, zoom factor: Int = 1) -> Bitmap {
        var output = Bitmap(width: rect.width * factor, height: rect.height * factor, filledWith: (0, 0, 0, 0))
        for y in 0..<output.height {
            let sy = rect.y + y / factor
            for x in 0..<output.width {
                let sx = rect.x + x / factor
                let s = (sy * width + sx) * 4, t = (y * output.width + x) * 4
                output.bytes[t] = bytes[s]; output.bytes[t + 1] = bytes[s + 1]
                output.bytes[t + 2] = bytes[s + 2]; output.bytes[t + 3] = bytes[s + 3]
            }
        }
        return output
    }
}
