// ControlGroup's titled initialisers and its menu styles. A group's title shows only when the
// group is collapsed into a menu; in a row the automatic style draws the controls alone.

extension ControlGroup where Label == Text {
    /// A group titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension ControlGroup where Label == RowRaster.Label<Text, Image> {
    /// A group titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { RowRaster.Label(title, systemImage: systemImage) }
    }

    /// A group titled with a localized string and an asset image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { RowRaster.Label(titleKey, image: image) }
    }

    /// A group titled with a string and an asset image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { RowRaster.Label(title, image: image) }
    }
}

/// A control group shown as a menu: at rest, a closed menu whose label is the group's, drawn
/// as ``Menu`` draws its label; the controls show only once it opens.
public struct MenuControlGroupStyle: ControlGroupStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A control group shown as a compact menu (its controls in a row once open): at rest, a
/// closed menu whose label is the group's, as ``MenuControlGroupStyle`` draws it.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { .init() }
}
