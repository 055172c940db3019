import Foundation

/// Apple Pencil's double tap and squeeze (iOS 17.5), as a first frame shows them: no pencil
/// touches or squeezes anything before the screen is drawn, so the modifiers draw their content
/// unchanged and never run their actions. The values the actions receive keep SwiftUI's shape,
/// so code that reads a hover pose or a squeeze phase compiles as on iOS.

/// Where a hovering Apple Pencil is and how it is held, as SwiftUI's `PencilHoverPose`. Only a
/// pencil gesture makes one, so a render never has one.
public struct PencilHoverPose: Hashable, Sendable {
    /// The point under the pencil's tip, in the view's coordinate space.
    public let location: CGPoint
    /// `location` as a fraction of the view's size.
    public let anchor: UnitPoint
    /// How far the tip is above the screen.
    public let zDistance: CGFloat
    /// The angle between the pencil and the screen.
    public let altitude: Angle
    /// The direction the pencil points in, in the screen's plane.
    public let azimuth: Angle
    /// How far the pencil is turned about its own axis.
    public let roll: Angle
}

/// What a pencil double tap reports, as SwiftUI's `PencilDoubleTapGestureValue`.
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
    /// The pencil's pose when it hovered near the screen during the tap; nil when it did not.
    public let hoverPose: PencilHoverPose?
}

/// What a pencil squeeze reports, as SwiftUI's `PencilSqueezeGestureValue`.
public struct PencilSqueezeGestureValue: Hashable, Sendable {
    /// The pencil's pose when it hovered near the screen during the squeeze; nil when it did not.
    public let hoverPose: PencilHoverPose?
}

/// Where a pencil squeeze is in its life, as SwiftUI's `PencilSqueezeGesturePhase`.
public enum PencilSqueezeGesturePhase: Equatable, Sendable {
    /// The pencil is being squeezed.
    case active(PencilSqueezeGestureValue)
    /// The squeeze was let go and counts.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze was abandoned.
    case failed
}

/// What the user chose, in Settings, for a pencil double tap or squeeze to do, as SwiftUI's
/// `PencilPreferredAction`. An app that handles the gesture itself reads it from the
/// environment (`preferredPencilDoubleTapAction`, `preferredPencilSqueezeAction`).
public struct PencilPreferredAction: Hashable, Sendable {
    let name: String

    /// Switch between the current tool and the eraser.
    public static let switchEraser = PencilPreferredAction(name: "switchEraser")
    /// Switch between the current tool and the one used before it.
    public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
    /// Show the colour palette.
    public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
    /// Show the current tool's ink attributes.
    public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
    /// Show the tool palette next to the pencil.
    public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
    /// Run the shortcut chosen in Settings.
    public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
    /// Do nothing.
    public static let ignore = PencilPreferredAction(name: "ignore")
}

extension EnvironmentValues {
    /// What a pencil double tap should do: `.switchEraser`, the default iOS's Settings app starts
    /// with (Apple Pencil › Double-Tap, "Switch between current tool and eraser"). Read-only, as in
    /// SwiftUI, which reads it from Settings.
    public var preferredPencilDoubleTapAction: PencilPreferredAction { .switchEraser }

    /// What a pencil squeeze should do: `.showContextualPalette`, the default iOS's Settings app
    /// starts with (Apple Pencil › Squeeze, "Show tool palette"). Read-only, as in SwiftUI, which
    /// reads it from Settings.
    public var preferredPencilSqueezeAction: PencilPreferredAction { .showContextualPalette }
}

nonisolated extension View {
    /// Runs `action` when an Apple Pencil is double-tapped while the view is on screen. No pencil
    /// taps before a first frame, so the view draws unchanged (its resting state) and `action`
    /// never runs in a render.
    public func onPencilDoubleTap(perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void) -> some View {
        inert()
    }

    /// Runs `action` as an Apple Pencil is squeezed while the view is on screen. No pencil is
    /// squeezed before a first frame, so the view draws unchanged (its resting state) and `action`
    /// never runs in a render.
    public func onPencilSqueeze(perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void) -> some View {
        inert()
    }
}
