import RowRaster

/// A preview as its canvas shows it: the view, the size offered to it and the image's pixels per point.
///
/// - `.device`: the device's whole screen (`DeviceCanvas`), the view offered the safe area and
///   centred in it; views that ignore the safe area extend under the bars as on a device.
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
    package var device: DeviceScreen

    package init(_ entry: PreviewEntry, content: any View, defaultDevice: DeviceScreen, scale: CGFloat?) {
        device = entry.deviceName.flatMap(DeviceScreen.named) ?? defaultDevice
        self.scale = scale ?? device.scale
        let (screen, insets) = device.screen(entry.orientation)
        let content = AnyView(content)
        switch entry.layout {
        case .device:
            let canvas = DeviceCanvas(size: screen, insets: insets)
            view = AnyView(canvas.place(content))
            proposal = canvas.proposal
        case .sizeThatFits:
            view = AnyView(content.background(Color(.systemBackground)))
            proposal = ProposedViewSize(width: screen.width, height: nil)
        case .fixed(let width, let height):
            view = AnyView(content.frame(width: width, height: height).background(Color(.systemBackground)))
            proposal = ProposedViewSize(width: width, height: height)
        }
    }
}
