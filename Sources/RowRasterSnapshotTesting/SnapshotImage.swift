import Foundation
import RowRaster
import RowRasterPNG

/// What a RowRaster snapshot strategy produces: the pixels, stored as a PNG reference, and
/// (for a new snapshot, not one read back from disk) the laid-out tree as text, written beside
/// the artifacts of a failure so a changed frame can be read as well as seen.
public struct SnapshotImage: Sendable, Hashable {
    public var bitmap: Bitmap
    /// The layout dump of the render (nil for a reference read from a file).
    public var layoutDump: String?

    public init(bitmap: Bitmap, layoutDump: String? = nil) {
        self.bitmap = bitmap
        self.layoutDump = layoutDump
    }

    /// The scale when the traits give none: the @3x of the iPhone simulators references are
    /// usually recorded on.
    public static let defaultScale: CGFloat = 3

    /// The PNG a reference is stored as (RowRaster's canonical encoding).
    var pngData: Data { (try? PNGCodec.encode(bitmap)) ?? Data() }

    /// A reference read back; a file that is not a PNG gives an empty image, which compares
    /// as "could not be loaded".
    init(pngData: Data) {
        bitmap = (try? PNGCodec.decode(pngData, source: "snapshot reference")) ?? Bitmap(width: 0, height: 0, bytes: [])
        layoutDump = nil
    }
}

extension SnapshotImage {
    /// Renders `view` as a hosting controller shows it for `layout`, on its system background
    /// (white, or black with a dark `userInterfaceStyle`), through the same `RenderCanvas` as
    /// previews; a render that fails gives an empty image and the error as its dump.
    @MainActor
    static func render<V: View>(_ view: V, layout: SwiftUISnapshotLayout, traits: UITraitCollection) -> SnapshotImage {
        let scale = traits.displayScale > 0 ? traits.displayScale : defaultScale
        let appearance = RenderAppearance(colorScheme: traits.colorScheme, colorSchemeContrast: traits.colorSchemeContrast,
                                          layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        let canvas: RenderCanvas
        switch layout {
        case .sizeThatFits:
            canvas = RenderCanvas(.sizeThatFits(width: nil), appearance: appearance)
        case .fixed(let width, let height):
            canvas = RenderCanvas(.fixed(width: width, height: height), appearance: appearance)
        case .device(let config):
            // UIEdgeInsets are left and right: the canvas places the screen left to right.
            canvas = RenderCanvas(config.size.map { .device(DeviceCanvas(size: $0, insets: config.safeArea.edgeInsets)) }
                                      ?? .sizeThatFits(width: nil), appearance: appearance)
        }
        do {
            return try make(canvas.place(view), proposal: canvas.proposal, scale: scale)
        } catch {
            return SnapshotImage(bitmap: Bitmap(width: 0, height: 0, bytes: []), layoutDump: "\(error)")
        }
    }

    @MainActor
    private static func make<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat) throws -> SnapshotImage {
        let result = try RenderPipeline.render(view, proposal: proposal, scale: scale)
        return SnapshotImage(bitmap: result.bitmap, layoutDump: result.output.layoutDump)
    }
}
