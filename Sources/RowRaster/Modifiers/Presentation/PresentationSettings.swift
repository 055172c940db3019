/// How a sheet, popover or dialog looks and behaves once presented (iOS 16.4 and 17). They
/// apply to the presented content, which a render — the first frame, before any presentation —
/// never shows, so each draws the view it modifies as it is.

nonisolated extension View {
    // MARK: Sheets

    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { inert() }

    public func presentationBackground<V: View>(alignment: Alignment = .center,
                                                @ViewBuilder content: () -> V) -> some View {
        inert()
    }

    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        inert()
    }

    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { inert() }

    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View {
        inert()
    }

    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { inert() }

    // MARK: Dialogs

    public func dialogIcon(_ icon: Image?) -> some View { inert() }

    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        inert()
    }

    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View {
        inert()
    }

    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { inert() }

    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { inert() }
}

/// What a presentation becomes in a compact size class, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable {
    private let name: String
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// Whether swiping a sheet resizes it or scrolls its content, as SwiftUI's
/// `PresentationContentInteraction`.
public struct PresentationContentInteraction: Equatable, Sendable {
    private let name: String
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// Whether the view behind a sheet takes touches, as SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
    private enum Kind: Sendable { case automatic, enabled(upThrough: PresentationDetent?), disabled }
    private let kind: Kind
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .automatic) }
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .enabled(upThrough: nil)) }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .disabled) }
}
