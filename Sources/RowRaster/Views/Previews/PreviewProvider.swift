/// Xcode's previews as row files declare them, so a file with a `PreviewProvider` at its bottom
/// compiles unchanged with RowRaster.
///
/// The preview modifiers describe Xcode's canvas (its layout, device, name and orientation), not
/// the view: the view they modify draws exactly as it does without them, and `rowraster previews`
/// reads them to size and name each preview. Each member of a `Group` (or a `ForEach`) in
/// `previews` is a preview of its own, as in Xcode's canvas.
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View

    /// The views Xcode would show in its canvas.
    @ViewBuilder static var previews: Previews { get }

    /// The platform the previews are for (nil: the one the target builds for).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can name, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// How Xcode's canvas sizes a preview, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The preview's device screen.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview names by its Xcode name (`"iPhone 15 Pro"`), as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of the device, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}

nonisolated extension View {
    /// The canvas layout of this preview in Xcode; the view draws unchanged.
    public func previewLayout(_ value: PreviewLayout) -> some View { previewTrait(.layout(value)) }

    /// The name Xcode's canvas gives this preview; the view draws unchanged.
    public func previewDisplayName(_ value: String?) -> some View { previewTrait(.displayName(value)) }

    /// The device Xcode previews this view on; the view draws unchanged.
    public func previewDevice(_ value: PreviewDevice?) -> some View { previewTrait(.device(value)) }

    /// The orientation of the preview's device; the view draws unchanged.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewTrait(.orientation(value))
    }

    private func previewTrait(_ trait: PreviewCanvasTrait) -> ModifiedContent<Self, _PreviewTraitModifier> {
        modifier(_PreviewTraitModifier(trait: trait))
    }
}
