/// Scroll targets (iOS 17): where a scroll view comes to rest after a flick. A render is the
/// moment before anyone scrolls, so a behaviour changes nothing it draws; the position a
/// `scrollPosition(id:)` binding names is where the scroll view starts, as on iOS.

/// A place a scroll view can come to rest, as SwiftUI's `ScrollTarget`.
public struct ScrollTarget {
    /// The rect of the content the scroll view shows.
    public var rect: CGRect
    /// Where in the scroll view `rect` lines up, or nil for the nearest edge.
    public var anchor: UnitPoint?
}

/// What a behaviour knows when it picks a target, as SwiftUI's `ScrollTargetBehaviorContext`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target the scroll would come to rest at untouched.
    public let originalTarget: ScrollTarget
    /// How fast the scroll is going, in points per second.
    public let velocity: CGVector
    /// The size of the scrolled content.
    public let contentSize: CGSize
    /// The size of the scroll view.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set
    let environment: EnvironmentValues

    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// How a scroll view picks where it comes to rest, as SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {
    /// The context `updateTarget(_:context:)` is given.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// What `properties(context:)` says about the behaviour (iOS 18.4).
    typealias Properties = ScrollTargetBehaviorProperties
    /// The context `properties(context:)` is given (iOS 18.4).
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
    /// Moves `target` to where the scroll should come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// What the behaviour does to a scroll gesture: by default, nothing limits it.
    func properties(context: PropertiesContext) -> Properties
}

extension ScrollTargetBehavior {
    public func properties(context: PropertiesContext) -> Properties { Properties() }
}

/// What a scroll target behaviour does to scroll gestures, as SwiftUI's
/// `ScrollTargetBehaviorProperties`.
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether one gesture scrolls a limited distance (a page, a view).
    public var limitsScrolls = false

    public init() {}
}

/// Where a scroll target behaviour is asked for its properties, as SwiftUI's
/// `ScrollTargetBehaviorPropertiesContext`.
public struct ScrollTargetBehaviorPropertiesContext {
    /// The environment of the scroll view.
    public var environment: EnvironmentValues { storedEnvironment }
    /// The axes the scroll view scrolls.
    public var axes: Axis.Set { storedAxes }

    let storedEnvironment: EnvironmentValues
    let storedAxes: Axis.Set
}

/// A scroll target behaviour of a type known at run time only, as SwiftUI's
/// `AnyScrollTargetBehavior`.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour this one forwards to.
    public var base: any ScrollTargetBehavior

    public init(_ base: some ScrollTargetBehavior) { self.base = base }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }

    public func properties(context: PropertiesContext) -> Properties { base.properties(context: context) }
}

/// Rests on whole pages the size of the scroll view, as SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The paging behaviour.
    public init() {}

    /// Moves the target's origin to the page boundary nearest it along each scrolled axis.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = Self.pageStart(target.rect.origin.x, page: context.containerSize.width,
                                                  content: context.contentSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = Self.pageStart(target.rect.origin.y, page: context.containerSize.height,
                                                  content: context.contentSize.height)
        }
    }

    /// One gesture turns at most one page.
    public func properties(context: PropertiesContext) -> Properties {
        var properties = Properties()
        properties.limitsScrolls = true
        return properties
    }

    /// The start of the page nearest `offset`, within the content; `offset` itself when
    /// there are no pages to round to.
    static func pageStart(_ offset: CGFloat, page: CGFloat, content: CGFloat) -> CGFloat {
        guard page > 0, page.isFinite, offset.isFinite, content.isFinite else { return offset }
        let last = Swift.max(0, content - page)
        return Swift.min(Swift.max(0, (offset / page).rounded() * page), last)
    }
}

/// Rests with a view of the `scrollTargetLayout()` lined up, as SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How far one flick may move, as SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Sendable {
        let name: String
        /// Limited in compact size classes.
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        /// Always one view at a time.
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        /// Never limited.
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
        /// Always a few views at a time (iOS 18).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
        /// Always one view at a time (iOS 18).
        public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
    }

    let limitBehavior: LimitBehavior

    /// The behaviour, limited as `limitBehavior` says.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    /// Leaves the target where it is: lining up a view needs the frames of the scrolled
    /// views, which only a scrolling scroll view has, and a render never scrolls.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

    /// Limited, unless `.never`; `.automatic` limits in a compact width, as iOS's does.
    public func properties(context: PropertiesContext) -> Properties {
        var properties = Properties()
        switch limitBehavior.name {
        case "never": properties.limitsScrolls = false
        case "automatic": properties.limitsScrolls = context.environment.horizontalSizeClass != .regular
        default: properties.limitsScrolls = true
        }
        return properties
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view lined up.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view lined up, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

nonisolated extension View {
    /// Where the scroll views inside come to rest after a flick; at rest (a render) nothing moves.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { inert() }

    /// Makes this layout's views the targets of a `.viewAligned` behaviour; it draws the same.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { inert() }

    /// Flashes the scroll indicators when `value` changes; a render is after the flash.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { inert() }

    /// Flashes the scroll indicators as the scroll views appear; a render is after the flash.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { inert() }

    /// Starts the scroll views inside at the row whose id is the binding's value (of a
    /// `ForEach` in a lazy stack), aligned by `anchor`; at the top when it is nil.
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPosition, id.wrappedValue.map { ScrollPosition(anyID: AnyHashable($0), anchor: anchor) })
    }
}
