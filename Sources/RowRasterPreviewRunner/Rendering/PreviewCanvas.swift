import RowRaster

/// A preview as its canvas shows it: the view, the size offered to it and the image's pixels per point.
///
/// - `.device`: the device's whole screen on the system background, the view offered the safe
///   area and centred in it; the insets are the screen's safe area, so views that ignore it
///   (style backgrounds, lists, scroll views) extend under the bars as on a device.
/// - `.sizeThatFits`: the device's width and the view's ideal height.
/// - `.fixed(width:height:)`: exactly that size.
///
/// Each is drawn on the system background, as Xcode's canvas shows previews (white, or black in
/// dark mode).
@MainActor
package struct PreviewCanvas {
    package var view: AnyView
    package var proposal: ProposedViewSize
    package var scale: CGFloat
    package var device: PreviewDeviceSpec

    package init(_ entry: PreviewEntry, content: any View, defaultDevice: PreviewDeviceSpec, scale: CGFloat?) {
        device = entry.deviceName.flatMap(PreviewDeviceSpec.named) ?? defaultDevice
        self.scale = scale ?? device.scale
        let (screen, insets) = device.screen(entry.orientation)
        let content = AnyView(content)
        switch entry.layout {
        case .device:
            view = AnyView(
                content
                    .frame(width: screen.width - insets.leading - insets.trailing,
                           height: screen.height - insets.top - insets.bottom)
                    .safeAreaPadding(insets)
                    .background(Color(.systemBackground)))
            proposal = ProposedViewSize(width: screen.width, height: screen.height)
        case .sizeThatFits:
            view = AnyView(content.background(Color(.systemBackground)))
            proposal = ProposedViewSize(width: screen.width, height: nil)
        case .fixed(let width, let height):
            view = AnyView(content.frame(width: width, height: height).background(Color(.systemBackground)))
            proposal = ProposedViewSize(width: width, height: height)
        }
    }
}
