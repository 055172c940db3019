/// A bitmap image: its natural size unless resizable, then the size offered. Cap insets keep
/// the corners unscaled (nine slices); tiling repeats it at its natural size.
package final class ImageNode: RenderNode {
    let content: ImageContent
    let scale: CGFloat
    let isResizable: Bool
    let capInsets: EdgeInsets
    let resizingMode: Image.ResizingMode
    let interpolation: Image.Interpolation
    let tint: RGBAColor?
    /// The colour of the placeholder box drawn instead of the image when it is redacted.
    var redactionColor: RGBAColor?

    init(content: ImageContent, scale: CGFloat, isResizable: Bool, capInsets: EdgeInsets, resizingMode: Image.ResizingMode,
         interpolation: Image.Interpolation, tint: RGBAColor?, context: LayoutContext) {
        self.content = content
        self.scale = scale
        self.isResizable = isResizable
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.interpolation = interpolation
        self.tint = tint
        super.init(name: "Image", context: context)
    }

    var naturalSize: CGSize {
        content.pointSize(scale: scale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return naturalSize }
        let size = proposal.replacingUnspecifiedDimensions(by: naturalSize)
        // An infinite offer cannot be drawn; the natural size answers it instead.
        return CGSize(width: size.width.isFinite ? size.width : naturalSize.width,
                      height: size.height.isFinite ? size.height : naturalSize.height)
    }

    private var sampling: ImageInterpolation {
        switch interpolation {
        case .none: return .none
        case .low: return .low
        case .medium: return .medium
        case .high: return .high
        }
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        if let redactionColor {
            if let box = RedactionPlaceholder.imageItem(in: frame, color: redactionColor) { builder.append(box) }
            return
        }
        if isResizable, resizingMode == .tile {
            builder.append(.image(ImageItem(content: content, rect: frame, interpolation: sampling, tint: tint,
                                            tileSize: naturalSize)))
            return
        }
        let insets = capInsets
        guard isResizable, insets.all.contains(where: { $0 > 0 }) else {
            builder.append(.image(ImageItem(content: content, rect: frame, interpolation: sampling, tint: tint)))
            return
        }
        // Nine slices: corners keep their size, edges stretch along one axis, the centre both.
        let natural = naturalSize
        let xs = [frame.minX, frame.minX + insets.leading, frame.maxX - insets.trailing, frame.maxX]
        let ys = [frame.minY, frame.minY + insets.top, frame.maxY - insets.bottom, frame.maxY]
        let sx = [0, insets.leading, natural.width - insets.trailing, natural.width].map { $0 * scale }
        let sy = [0, insets.top, natural.height - insets.bottom, natural.height].map { $0 * scale }
        for row in 0..<3 {
            for column in 0..<3 {
                let target = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let source = CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                guard target.width > 0, target.height > 0, source.width > 0, source.height > 0 else { continue }
                builder.append(.image(ImageItem(content: content, rect: target, interpolation: sampling, tint: tint,
                                                sourceRect: source)))
            }
        }
    }

    package override var dumpDetail: String {
        "\(content.bitmap.width)x\(content.bitmap.height)@\(compactNumber(scale))x\(isResizable ? " resizable" : "")"
    }
}
