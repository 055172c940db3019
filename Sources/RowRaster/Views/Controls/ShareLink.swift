import Foundation

/// A share button as a row shows it before a tap: its label drawn as a button is (in the tint,
/// or the button style around), by default SwiftUI's "Share" with `square.and.arrow.up`. The
/// share sheet opens only after a tap, so the items and previews are kept and never drawn.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let label: Label

    public var body: some View { Button(action: {}) { label } }

    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.items = items
        self.label = label()
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.items = CollectionOfOne(item)
        self.label = label()
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
        self.items = items
        self.label = label()
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
        self.items = items
        self.label = label()
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label)
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label)
    }
}

/// SwiftUI's label for a share link: a title (by default "Share") with `square.and.arrow.up`.
public struct DefaultShareLinkLabel: View {
    let title: Text
    init(_ title: Text = Text("Share")) { self.title = title }
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(Text(titleKey), items: items, subject: subject, message: message, preview: preview)
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
                                   preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(Text(title), items: items, subject: subject, message: message, preview: preview)
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                    preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(Text(title), item: item, subject: subject, message: message, preview: preview)
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(Text(titleKey), item: item, subject: subject, message: message, preview: preview)
    }

    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title) }
    }
}
