/// Gesture modifiers on views. A render is the first frame, before any touch: each keeps its
/// gesture and draws the view as it is (the display list of the unmodified view).

nonisolated extension View {
    /// Runs `action` when the view is tapped `count` times (never in a render).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        inert()
    }

    /// Runs `action` with the tap's location (iOS 17; never in a render).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        inert()
    }

    /// The iOS 16 form, with a `CoordinateSpace` value; disfavoured as in SwiftUI.
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        inert()
    }

    /// Runs `action` when a press is held for `minimumDuration` (never in a render).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        inert()
    }

    /// The older form, with the pressing handler first. Disfavoured so that
    /// `.onLongPressGesture { }` means the newer form, as it does in SwiftUI.
    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        inert()
    }

    /// Attaches a gesture, below the view's own gestures in priority.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        inert()
    }

    /// Attaches a gesture that can be turned off (iOS 18).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        inert()
    }

    /// Attaches a gesture recognised at the same time as the view's own.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        inert()
    }

    /// Attaches a gesture recognised before the view's own.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        inert()
    }

    /// Attaches a gesture recognised at the same time as the view's own, that can be turned off.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { inert() }

    /// Attaches a gesture recognised before the view's own, that can be turned off.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { inert() }

    /// Attaches a gesture with a name (iOS 18), for the gestures of UIKit views to refer to.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { inert() }

    /// Attaches a named gesture recognised before the view's own (iOS 18).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { inert() }

    /// Attaches a named gesture recognised at the same time as the view's own (iOS 18).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { inert() }

    /// Whether the view takes part in hit testing; it draws the same either way.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        inert()
    }
}
