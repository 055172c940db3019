import RowRaster

/// A preview as its canvas shows it: the `RenderCanvas` layout of its traits, the device and the
/// image's pixels per point.
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
    package var content: AnyView
    package var layout: RenderCanvas.Layout
    package var scale: CGFloat
    package var device: DeviceScreen

    package init(_ entry: PreviewEntry, content: any View, defaultDevice: DeviceScreen, scale: CGFloat?) {
        device = entry.deviceName.flatMap(DeviceScreen.named) ?? defaultDevice
        self.scale = scale ?? device.scale
        self.content = AnyView(content)
        switch entry.layout {
        case .device: layout = .device(DeviceCanvas(device, entry.orientation))
        case .sizeThatFits: layout = .sizeThatFits(width: device.screen(entry.orientation).size.width)
        case .fixed(let width, let height): layout = .fixed(width: width, height: height)
        }
    }

    /// What the canvas offers the preview.
    package var proposal: ProposedViewSize { RenderCanvas(layout).proposal }

    /// The preview on its canvas in `appearance`.
    package func view(in appearance: RenderAppearance = .standard) -> AnyView {
        AnyView(RenderCanvas(layout, appearance: appearance).place(content))
    }
}
