/// A coordinate space, as SwiftUI's `CoordinateSpace`: what a `GeometryProxy` measures frames in.
public enum CoordinateSpace: Hashable {
    /// The rendered image's space (on iOS, the window's).
    case global
    /// The view's own space: its top-leading corner is the origin.
    case local
    /// The space of the nearest enclosing view named `name` with `coordinateSpace(name:)`.
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A frame of reference a `GeometryProxy` can measure in, as SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

/// A named coordinate space, as SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    package init(name: AnyHashable) { self.name = name }

    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The names of the spaces scroll views give their visible region.
    static var scrollViewName: AnyHashable { ScrollViewSpaceName(axis: nil) }
    static func scrollViewName(axis: Axis?) -> AnyHashable { ScrollViewSpaceName(axis: axis) }
}

/// The name of a scroll view's space, distinct from every name an app could choose.
private struct ScrollViewSpaceName: Hashable, Sendable {
    let axis: Axis?
}

/// The view's own space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The rendered image's space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest enclosing view given this name with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

    /// The visible region of the nearest enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: NamedCoordinateSpace.scrollViewName) }

    /// The visible region of the nearest enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: NamedCoordinateSpace.scrollViewName(axis: axis))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

nonisolated struct _CoordinateSpaceModifier: NodeWrappingModifier {
    let name: AnyHashable

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        CoordinateSpaceNode(name: name, child: node)
    }
}

nonisolated extension View {
    /// Names the view's space, so views inside can measure frames in it
    /// (`GeometryProxy.frame(in: .named(name))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }

    /// Names the view's space, as SwiftUI's `coordinateSpace(name:)` (deprecated there in iOS 17 for
    /// `coordinateSpace(_:)`, and still common).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
