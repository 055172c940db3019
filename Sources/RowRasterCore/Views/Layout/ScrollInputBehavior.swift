/// A kind of input that scrolls, as SwiftUI's `ScrollInputKind`. On iOS no kind is public (the
/// one SwiftUI declares, `handGestureShortcut`, is watchOS only), so code for iOS names none.
public struct ScrollInputKind: Sendable, Equatable {
    let name: String

    /// The watchOS double-tap gesture; unavailable on iOS, as in SwiftUI.
    @available(*, unavailable, message: "handGestureShortcut is watchOS only")
    public static var handGestureShortcut: ScrollInputKind { ScrollInputKind(name: "handGestureShortcut") }
}

/// Whether a kind of input scrolls, as SwiftUI's `ScrollInputBehavior`.
public struct ScrollInputBehavior: Sendable, Equatable {
    let name: String

    /// The platform decides.
    public static let automatic = ScrollInputBehavior(name: "automatic")
    /// The input scrolls.
    public static let enabled = ScrollInputBehavior(name: "enabled")
    /// The input does not scroll.
    public static let disabled = ScrollInputBehavior(name: "disabled")
}

nonisolated extension View {
    /// Whether `input` scrolls the scroll views inside. Input only moves a scroll view after a
    /// touch, so a render, the resting state, draws the same whatever the behavior.
    @MainActor public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View {
        self
    }
}

/// Whether a scroll view keeps what it shows in place when content before it changes size in a
/// transaction, as SwiftUI's `ScrollContentOffsetAdjustmentBehavior` (set on
/// `Transaction.scrollContentOffsetAdjustmentBehavior`). A render is one moment with no earlier
/// content to adjust from, so either value draws the same.
public struct ScrollContentOffsetAdjustmentBehavior {
    let adjusts: Bool

    /// The scroll view adjusts its offset, as iOS does by default.
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(adjusts: true) }
    /// The scroll view keeps its offset, and what it shows moves.
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(adjusts: false) }
}

private struct ScrollContentOffsetAdjustsKey: TransactionKey {
    static var defaultValue: Bool { true }
}

extension Transaction {
    /// How scroll views changed in this transaction adjust their offset (`.automatic` by
    /// default); a render draws the same either way.
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { ScrollContentOffsetAdjustmentBehavior(adjusts: self[ScrollContentOffsetAdjustsKey.self]) }
        set { self[ScrollContentOffsetAdjustsKey.self] = newValue.adjusts }
    }
}

private struct ScrollPositionUpdatePreservesVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
}

extension Transaction {
    /// Whether a scroll position changed in this transaction keeps the scroll view's velocity
    /// (false by default); a render has no velocity to keep, so it draws the same either way.
    public var scrollPositionUpdatePreservesVelocity: Bool {
        get { self[ScrollPositionUpdatePreservesVelocityKey.self] }
        set { self[ScrollPositionUpdatePreservesVelocityKey.self] = newValue }
    }
}
