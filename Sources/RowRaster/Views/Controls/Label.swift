/// A title with an icon, as SwiftUI's `Label`: in a list, the icon takes the tint.
public struct Label<Title: View, Icon: View>: View, BuiltInControl {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let tintedIcon = Group {
            if environment.isInList { icon.foregroundStyle(environment.tintOrAccent) } else { icon }
        }
        return Group {
            switch environment.labelStyleKind {
            case .titleOnly: title
            case .iconOnly: tintedIcon
            case .titleAndIcon:
                HStack(spacing: environment.isInList ? 16 : 8) {
                    tintedIcon
                    title
                }
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    public init(_ title: String, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}

/// How a label shows, as SwiftUI's `LabelStyle`.
public protocol LabelStyle: Sendable {}
public struct DefaultLabelStyle: LabelStyle, Hashable { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle, Hashable { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle, Hashable { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle, Hashable { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

enum LabelStyleKind: Hashable, Sendable { case titleOnly, iconOnly, titleAndIcon }

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: LabelStyleKind { .titleAndIcon } }

extension EnvironmentValues {
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind: LabelStyleKind = style is TitleOnlyLabelStyle ? .titleOnly : style is IconOnlyLabelStyle ? .iconOnly : .titleAndIcon
        return environment(\.labelStyleKind, kind)
    }
}
