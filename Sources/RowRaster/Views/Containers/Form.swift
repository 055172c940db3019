/// A settings form, as SwiftUI's `Form` on iOS: a list in the inset-grouped look whatever
/// list style is set around it (sections as white rounded cards on systemGroupedBackground,
/// headers in uppercase secondary footnote, footers in secondary footnote), with the
/// controls inside drawn as list rows draw them.
public struct Form<Content: View>: View, BuiltInControl {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        // iOS draws `.grouped` and `.automatic` forms alike; `.columns` is a macOS layout.
        List { content }.environment(\.listAppearance, .insetGrouped)
    }
}

/// How a form arranges its controls, as SwiftUI's `FormStyle`. On iOS every built-in form
/// style draws the grouped look, so the style is accepted and the look stays grouped.
public protocol FormStyle {}

/// The platform's form style: grouped on iOS.
public struct AutomaticFormStyle: FormStyle, Hashable, Sendable { public init() {} }
/// Sections as grouped cards.
public struct GroupedFormStyle: FormStyle, Hashable, Sendable { public init() {} }
/// Labels and controls in columns (macOS); iOS draws it grouped.
public struct ColumnsFormStyle: FormStyle, Hashable, Sendable { public init() {} }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension View {
    /// The style of the forms inside; every built-in style draws iOS's grouped form.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
