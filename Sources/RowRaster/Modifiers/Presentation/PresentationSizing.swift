import Foundation

/// iOS 18's sizing of presented sheets, as SwiftUI's `PresentationSizing`. A render shows no
/// presented sheet (see `sheet(isPresented:content:)`), so a sizing is kept with the sheet's
/// content and never asked; the screen is drawn as iOS draws it before anything is presented.

/// How a presented sheet is sized, as SwiftUI's `PresentationSizing`.
public protocol PresentationSizing {
    /// The size proposed to the sheet's content, given its root and the presentation.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The root view of a presented sheet, which a sizing can measure.
public struct PresentationSizingRoot: Sendable {
    let measure: @Sendable (ProposedViewSize) -> CGSize

    /// The size the sheet's root view takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// What a sizing knows of the presentation, as SwiftUI's `PresentationSizingContext`.
public struct PresentationSizingContext: Sendable {}

/// The system's sizing: on iPhone the full-width sheet.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// The size of a form sheet (on iPhone, the full-width sheet).
public struct FormPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// The size of a page (on iPhone, the full-width sheet).
public struct PagePresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// The content's own size (on iPhone, within the full-width sheet).
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A sizing changed by `fitted(horizontal:vertical:)` or `sticky(horizontal:vertical:)`.
public struct AdjustedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        base.proposedSize(for: root, context: context)
    }
}

extension PresentationSizing {
    /// This sizing, keeping the sheet at least as large as it grew along the given axes.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { AdjustedPresentationSizing(base: self) }

    /// This sizing, fitting the content along the given axes.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { AdjustedPresentationSizing(base: self) }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The system's sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A form sheet's size.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A page's size.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's own size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

nonisolated extension View {
    /// How the sheet this view is the content of is sized when presented: a render presents
    /// nothing, so the view draws as it is.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { inert() }
}
