/// What controls read from the environment: their tint, size and styles, set by the
/// modifiers below, as in SwiftUI.

/// A control drawn from other views (a switch is a capsule and a circle): built without an
/// evaluation of its own, as SwiftUI's controls are not views whose bodies a report would list.
@MainActor
protocol BuiltInControl: PrimitiveView {
    associatedtype Rendition: View
    func rendition(in environment: EnvironmentValues) -> Rendition
}

extension BuiltInControl {
    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        // What the control reads of an `@Observable` model through its bindings belongs to
        // the view whose body made the control, as in SwiftUI: a change re-runs that body.
        let environment = context.environment
        let rendition = context.graph.trackedByCurrentView { self.rendition(in: environment) }
        return context.graph.makeNodes(rendition, in: context.child(0))
    }
}

/// The sizes of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Whether the controls inside show their labels: iOS shows them unless `.hidden`
    /// (`labelsHidden()` sets that).
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    var labelsHidden: Bool { labelsVisibility == .hidden }

    /// Whether the view is a row (or inside a row) of a `List`.
    var isInList: Bool { listSectionAppearance != nil }
}

nonisolated extension View {
    /// Tints the controls inside: switches, buttons, progress bars, links.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }

    /// The accent colour of the controls inside: the deprecated form of `tint(_:)`.
    @available(iOS, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// The size of the controls inside.
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }

    /// Hides the labels of the controls inside (a toggle shows only its switch).
    public func labelsHidden() -> some View { environment(\.labelsVisibility, .hidden) }

    /// Shows or hides the labels of the controls inside: `.hidden` as `labelsHidden()`;
    /// `.visible` and `.automatic` (which iOS controls show labels for) show them, also inside
    /// a hidden region.
    public func labelsVisibility(_ visibility: Visibility) -> some View { environment(\.labelsVisibility, visibility) }
}

/// The tint of the controls around (`.tint`), as a shape style.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .color(environment.tintOrAccent.resolved(in: environment)) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Fills and strokes controls share: UIKit's dynamic fill colours, light or dark with the scheme.
enum ControlColors {
    /// tertiarySystemFill: the well of a search field, a stepper, a segmented control.
    static let well = Color(.tertiarySystemFill)
    /// secondarySystemFill: the track of a switch that is off, and of a progress bar.
    static let track = Color(.secondarySystemFill)
    /// placeholderText and tertiaryLabel.
    static let placeholder = Color(.placeholderText)
    /// opaqueSeparator.
    static let separator = Color(.opaqueSeparator)
    /// The selected segment of a segmented control: white, and UIKit's dark grey (#636366) in dark mode.
    static let selectedSegment = Color(dynamic: DynamicColorValues(light: 0xFFFFFF, dark: 0x636366))
}
