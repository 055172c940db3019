import Foundation

/// An image set of an asset catalog, by name, as the `ImageResource` Xcode generates a static
/// member for (`Image(.appIcon)`): drawn as `Image(name)` draws it, from the registered
/// catalogs (see `ImageLibrary`).
public struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour set of an asset catalog, by name, as the `ColorResource` Xcode generates a static
/// member for (`Color(.brandPrimary)`): resolved as `Color(name)` is.
public struct ColorResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Button where Label == RowRaster.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(titleKey, image: image, role: nil, action: action)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(title, image: image, role: nil, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { RowRaster.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { RowRaster.Label(title, image: image) }
    }
}

extension Menu where Label == RowRaster.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { RowRaster.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { RowRaster.Label(title, image: image) }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { RowRaster.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }
}

extension Toggle where Label == RowRaster.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { RowRaster.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { RowRaster.Label(title, image: image) }
    }
}

extension Toggle where Label == RowRaster.Label<Text, Image> {
    /// A toggle over several sources, labelled with a title and an asset image.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { RowRaster.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, image: ImageResource, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { RowRaster.Label(title, image: image) }
    }
}

extension Picker where Label == RowRaster.Label<Text, Image> {
    /// A picker labelled with a title and an asset image, as `Label(_:image:)` draws it.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { RowRaster.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { RowRaster.Label(title, image: image) }
    }

    /// A picker over several sources, labelled with a title and an asset image.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { RowRaster.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, image: ImageResource, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { RowRaster.Label(title, image: image) }
    }
}
