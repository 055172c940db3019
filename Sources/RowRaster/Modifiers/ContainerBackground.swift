/// Where a container background goes, as SwiftUI's `ContainerBackgroundPlacement`. On iOS the
/// only placement is WidgetKit's `.widget`; a view drawn in an app, as a render is, sits in no
/// such container.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    package let name: String

    package init(name: String) { self.name = name }
}

nonisolated extension View {
    /// The background of the container of kind `container` around the view (a widget's). A
    /// render draws the view in an app, where no widget surrounds it, so nothing is drawn, as
    /// a row shared between an app and its widget shows in the app.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { inert() }

    /// The background of the container of kind `container` around the view, as a view: not
    /// drawn in a render, which has no such container (see `containerBackground(_:for:)`).
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View { inert() }
}
