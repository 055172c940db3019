/// A preview as Xcode's `#Preview` declares it: a name, canvas traits and the view.
///
/// `#Preview("Name", traits: .sizeThatFitsLayout) { MyRow() }` expands to a type conforming to
/// ``PreviewRegistry`` that makes one of these; `rowraster previews` finds those types at run
/// time and renders each preview to PNG. The macro's implementation comes with the
/// `RowRasterPreviews` product: add it to the targets that use `#Preview` (it builds
/// swift-syntax, so targets without previews do not pay for it).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "RowRasterPreviewMacros", type: "PreviewMacro")

/// A preview with a name (or none) and the view: `#Preview("Name") { MyRow() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "RowRasterPreviewMacros", type: "PreviewMacro")

/// Marks state a `#Preview` body owns, as SwiftUI's `@Previewable`:
/// `#Preview { @Previewable @State var isOn = true; Toggle("Wi-Fi", isOn: $isOn) }`. The preview
/// becomes a view with that state as a stored property, so bindings to it work as in a real view.
@attached(peer)
public macro Previewable() = #externalMacro(module: "RowRasterPreviewMacros", type: "PreviewableMacro")

/// One preview: what `#Preview` declares, as SwiftUI's `Preview`.
public struct Preview {
    /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits: Sendable {}

    /// The name shown for the preview; nil for an unnamed `#Preview`.
    public let name: String?
    /// The canvas traits, in the order written.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Makes the view to render.
    package let makeView: @MainActor () -> any View

    /// A preview with traits: `Preview("Name", traits: .sizeThatFitsLayout) { MyRow() }`.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = [traits] + additionalTraits
        makeView = body
    }

    /// A preview with the canvas's default layout and orientation.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        traits = []
        makeView = body
    }
}

/// A canvas trait of a preview, as SwiftUI's `PreviewTrait`: its layout or its orientation.
public struct PreviewTrait<T>: Sendable {
    package enum Value: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        /// iOS 18's `.modifier(_:)`: a `PreviewModifier` around the view.
        case modifier(PreviewModifierTrait)
    }

    package let value: Value

    package init(_ value: Value) { self.value = value }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills its device's screen.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
    /// The preview is as large as the view's ideal size (its width: the device's).
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview is exactly `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}

/// What each `#Preview` expands to: a type the previews runner finds at run time by this
/// conformance, with where the preview was written.
@MainActor
public protocol PreviewRegistry {
    /// The file the preview is in, as `#fileID` writes it (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview, made when the runner renders it.
    static func makePreview() throws -> Preview
}
