import Foundation

/// The rest of the accessibility modifiers on views: where VoiceOver activates, how a view
/// responds to direct touch, zoom and scroll actions, what stands in for a view or its
/// children, and links between elements. None changes what is drawn; the views given as
/// representations or large-content views are for assistive technologies only.

nonisolated extension View {
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true,
                                         options: AccessibilityDirectTouchOptions = []) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { inert() }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { inert() }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { inert() }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { inert() }
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { inert() }
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID,
                                                       in namespace: Namespace.ID) -> some View { inert() }
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { inert() }

    // The iOS 13 spellings.
    @available(iOS, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    @available(iOS, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    @available(iOS, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
    @available(iOS, deprecated: 100000.0, message: "No longer supported")
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttachment() }
}

/// How a direct-touch area passes touches through, as SwiftUI's.
public struct AccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A zoom gesture's direction and place, as VoiceOver reports it to `accessibilityZoomAction`.
public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

/// A view's role in a label–content pair, as SwiftUI's.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}
