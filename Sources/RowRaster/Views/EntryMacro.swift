/// Declares an environment value with its key in one line, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var cardPadding: CGFloat = 16
/// }
/// ```
///
/// expands to a getter and setter through a private `EnvironmentKey` whose default is the
/// initial value (an optional with none defaults to nil). In an extension of `ContainerValues`
/// the key is a `ContainerValueKey`, as iOS 18's:
///
/// ```swift
/// extension ContainerValues {
///     @Entry var isHighlighted: Bool = false
/// }
/// ```
///
/// The macro's implementation comes with the `SwiftUI` and `RowRasterPreviews` products;
/// `Transaction` and `FocusedValues` entries are not supported.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "RowRasterPreviewMacros", type: "EntryMacro")
