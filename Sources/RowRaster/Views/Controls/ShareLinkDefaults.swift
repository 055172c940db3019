import Foundation

/// `ShareLink`'s forms with SwiftUI's default label and no preview, for URLs and strings:
/// a title as a key, a `Text` or a string (verbatim), or none ("Share").
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message)
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(titleKey, items: CollectionOfOne(item), subject: subject, message: message)
    }

    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message)
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message)
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(titleKey, items: CollectionOfOne(item), subject: subject, message: message)
    }

    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message)
    }
}


/// What the share sheet shows of an item: a title, and an image and icon. The sheet opens only
/// after a tap, so a render draws none of it and keeps nothing of it.
public struct SharePreview<Image: Transferable, Icon: Transferable>: Sendable {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
    public init(_ title: Text, image: Image, icon: Icon) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
    public init(_ title: Text, icon: Icon) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {}
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    public init(_ title: Text, image: Image) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {}
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) {}
    public init(_ title: Text) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}
}
