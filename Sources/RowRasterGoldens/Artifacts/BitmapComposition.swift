import Foundation
import RowRaster

extension Bitmap {
    /// Copies `other` into this bitmap with its top-left corner at (x, y), clipped.
    mutating func blit(_ other: Bitmap, x: Int, y: Int) {
        for row in 0..<other.height {
            let targetY = y + row
            guard targetY >= 0, targetY < height else { continue }
            let startX = max(0, x), endX = min(width, x + other.width)
            guard startX < endX else { continue }
            let sourceStart = (row * other.width + (startX - x)) * 4
            let targetStart = (targetY * width + startX) * 4
            let count = (endX - startX) * 4
            bytes.replaceSubrange(targetStart..<targetStart + count, with: other.bytes[sourceStart..<sourceStart + count])
        }
    }
}

/// Labelled images side by side: `expected | diff | actual`, for failure artifacts.
@MainActor
enum LabelledStrip {
    static func make(_ panels: [(label: String, image: Bitmap)], gap: Int = 24, margin: Int = 16) -> Bitmap {
        let labels = panels.map { label(for: $0.label) }
        let labelHeight = labels.map(\.height).max() ?? 0
        let width = margin * 2 + panels.map(\.image.width).reduce(0, +) + gap * max(0, panels.count - 1)
        let height = margin * 2 + labelHeight + 8 + (panels.map(\.image.height).max() ?? 0)
        var canvas = Bitmap(width: width, height: height, filledWith: (255, 255, 255, 255))
        var x = margin
        for (index, panel) in panels.enumerated() {
            canvas.blit(labels[index], x: x, y: margin)
            // A checkerboard behind each image shows its extent and its transparent parts.
            var framed = checkerboard(width: panel.image.width, height: panel.image.height)
            framed.compositeOver(panel.image)
            canvas.blit(framed, x: x, y: margin + labelHeight + 8)
            x += panel.image.width + gap
        }
        return canvas
    }

    /// White and light-grey squares of 12 pixels.
    static func checkerboard(width: Int, height: Int) -> Bitmap {
        var board = Bitmap(width: width, height: height, filledWith: (255, 255, 255, 255))
        for y in 0..<height {
            for x in 0..<width where (x / 12 + y / 12) % 2 == 1 {
                board[x, y] = (229, 229, 234, 255)
            }
        }
        return board
    }

    private static func label(for text: String) -> Bitmap {
        let view = Text(text).font(.system(size: 15, weight: .semibold)).foregroundStyle(Color(white: 0.25))
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        return (try? renderer.bitmap()) ?? Bitmap(width: 1, height: 1, filledWith: (255, 255, 255, 0))
    }
}

extension Bitmap {
    /// Draws `top` over this bitmap (same size) with source-over blending.
    mutating func compositeOver(_ top: Bitmap) {
        guard top.width == width, top.height == height else { return }
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = Int(top.bytes[i + 3])
            if alpha == 255 {
                bytes[i] = top.bytes[i]; bytes[i + 1] = top.bytes[i + 1]; bytes[i + 2] = top.bytes[i + 2]; bytes[i + 3] = 255
            } else if alpha > 0 {
                for c in 0..<3 {
                    bytes[i + c] = UInt8((Int(top.bytes[i + c]) * alpha + Int(bytes[i + c]) * (255 - alpha) + 127) / 255)
                }
                bytes[i + 3] = UInt8(min(255, alpha + Int(bytes[i + 3]) * (255 - alpha) / 255))
            }
        }
    }
}
