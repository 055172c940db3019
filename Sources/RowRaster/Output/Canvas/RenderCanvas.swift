import Foundation

/// A view as a canvas shows it: what it is offered, on the system background, in an
/// appearance. Previews (Xcode's canvas) and snapshot tests (a hosting controller's view) both
/// draw through it, so "a view on the system background, in a device's safe area, in dark mode"
/// is written once. Goldens draw rows without a canvas: on transparent pixels in light mode, on
/// the window's background in dark mode (`RenderAppearance.apply(to:)`).
package struct RenderCanvas {
    /// What the view is offered.
    package enum Layout: Hashable, Sendable {
        /// A device's whole screen: the view offered the safe area (see `DeviceCanvas`).
        case device(DeviceCanvas)
        /// The view's ideal height at `width`, or its ideal size when `width` is nil.
        case sizeThatFits(width: CGFloat?)
        /// Exactly this size.
        case fixed(width: CGFloat, height: CGFloat)
    }

    package var layout: Layout
    package var appearance: RenderAppearance

    package init(_ layout: Layout, appearance: RenderAppearance = .standard) {
        self.layout = layout
        self.appearance = appearance
    }

    /// The size the canvas offers.
    package var proposal: ProposedViewSize {
        switch layout {
        case .device(let screen): screen.proposal
        case .sizeThatFits(let width): ProposedViewSize(width: width, height: nil)
        case .fixed(let width, let height): ProposedViewSize(width: width, height: height)
        }
    }

    /// `view` on the canvas, in its appearance. The surroundings are laid out left to right, as
    /// a screen is (a snapshot's `UIEdgeInsets` name left and right); the view takes the
    /// appearance's layout direction.
    @MainActor
    package func place<V: View>(_ view: V) -> some View {
        var surroundings = appearance
        surroundings.layoutDirection = .leftToRight
        return surroundings.apply(to: onSystemBackground(view.environment(\.layoutDirection, appearance.layoutDirection)))
    }

    @MainActor @ViewBuilder
    private func onSystemBackground<V: View>(_ content: V) -> some View {
        switch layout {
        case .device(let screen):
            screen.place(content)
        case .sizeThatFits:
            content.background(Color(.systemBackground))
        case .fixed(let width, let height):
            content.frame(width: width, height: height).background(Color(.systemBackground))
        }
    }
}
