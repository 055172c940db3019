/// VoiceOver rotors: named lists of places a VoiceOver user can jump between. They describe
/// the view to assistive technologies and never change what is drawn; the entries are kept
/// unbuilt, as VoiceOver asks for them only once a user turns the rotor.

nonisolated extension View {
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        inert()
    }

    public func accessibilityRotor<EntryModel: Identifiable>(_ label: Text, entries: [EntryModel],
                                    entryLabel: KeyPath<EntryModel, String>) -> some View {
        inert()
    }

    public func accessibilityRotor<EntryModel, ID: Hashable>(_ label: Text, entries: [EntryModel],
                                    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        inert()
    }

    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { inert() }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        inert()
    }

    public func accessibilityRotor<EntryModel: Identifiable>(_ labelKey: LocalizedStringKey, entries: [EntryModel],
                                    entryLabel: KeyPath<EntryModel, String>) -> some View {
        inert()
    }

    public func accessibilityRotor<EntryModel, ID: Hashable>(_ labelKey: LocalizedStringKey, entries: [EntryModel],
                                    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        inert()
    }

    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { inert() }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        inert()
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ label: L, entries: [EntryModel],
                                    entryLabel: KeyPath<EntryModel, String>) -> some View {
        inert()
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ label: L, entries: [EntryModel],
                                    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        inert()
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { inert() }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        inert()
    }

    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
                                                           entryLabel: KeyPath<EntryModel, String>) -> some View {
        inert()
    }

    public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
                                                           entryID: KeyPath<EntryModel, ID>,
                                                           entryLabel: KeyPath<EntryModel, String>) -> some View {
        inert()
    }

    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        inert()
    }
}

/// What a rotor lists, as SwiftUI's `AccessibilityRotorContent`.
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder var body: Body { get }
}

// `@preconcurrency`: `Never`'s `body` is the main-actor one it has as a `View`.
extension Never: @preconcurrency AccessibilityRotorContent {}

extension AccessibilityRotorContent where Body == Never {
    /// Entries are leaves.
    public var body: Never { preconditionFailure("\(Self.self) is a rotor entry and has no body") }
}

/// Builds rotor content from entries, as SwiftUI's `AccessibilityRotorContentBuilder`.
@resultBuilder
public struct AccessibilityRotorContentBuilder: Sendable {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content)
        -> TupleAccessibilityRotorContent<(repeat each Content)> {
        TupleAccessibilityRotorContent(value: (repeat each content))
    }

    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> OptionalAccessibilityRotorContent<Content> {
        OptionalAccessibilityRotorContent(content: content)
    }
}

/// Several rotor entries in order, as the builder makes them.
public struct TupleAccessibilityRotorContent<Value>: AccessibilityRotorContent {
    public typealias Body = Never
    let value: Value
}

/// Rotor content written under an `if`.
public struct OptionalAccessibilityRotorContent<Content: AccessibilityRotorContent>: AccessibilityRotorContent {
    public typealias Body = Never
    let content: Content?
}

/// One place a rotor can jump to, as SwiftUI's `AccessibilityRotorEntry`.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public typealias Body = Never
    /// What VoiceOver reads for the entry.
    public let label: Text?
    let id: ID?
    let textRange: Range<String.Index>?
    let prepare: () -> Void

    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        (self.label, self.id, self.textRange, self.prepare) = (label, id, textRange, prepare)
    }

    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping (() -> Void) = {}) {
        self.init(label, id: id, textRange: textRange, prepare: prepare)
    }

    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {
        (self.label, self.id, self.textRange, self.prepare) = (label, nil, textRange, prepare)
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping (() -> Void) = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping (() -> Void) = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping (() -> Void) = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping (() -> Void) = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
    where ID == Never {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
    where ID == Never {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
}

/// A rotor VoiceOver already has, as SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
    private let name: String

    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks")
    }
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings.\(level)")
    }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

// Rotor entries made from a collection, or grouped: VoiceOver lists them; nothing is drawn.

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public typealias Body = Never

    /// A rotor entry (or entries) for each element of `data`, identified by its `id`.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    /// A rotor entry (or entries) for each element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension Group: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public typealias Body = Never

    /// The rotor entries `content` builds, as if written in place.
    public init(@AccessibilityRotorContentBuilder content: () -> Content) {
        self = .of(content())
    }
}
