/// iOS 18's tab content: the `Tab`s a `TabView` is written with, and how they become the
/// tagged, labelled views the tab view draws (`PickerOptions`, as `tabItem(_:)` tabs are).

/// A type that provides the tabs of a `TabView`, as SwiftUI's `TabContent`.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the values that select the tabs: its body's, unless it says.
    associatedtype TabValue: Hashable = Body.TabValue
    /// The tab content this content is made of.
    associatedtype Body: TabContent
    /// The tabs this content is made of.
    @TabContentBuilder<TabValue> var body: Body { get }
}

/// Tab content that draws itself (the built-in kinds); any other content draws its `body`.
/// (The built-in kinds' `body` says `return`, so the protocol's builder does not rewrite it.)
@MainActor
protocol PrimitiveTabContent {
    /// The tabs, in order: each its page with its bar item, tagged with its value.
    func tabOptions() -> [PickerOption]
}

extension TabContent {
    /// The tabs this content makes, as a tab view reads them.
    func tabOptions() -> [PickerOption] {
        if let primitive = self as? any PrimitiveTabContent { return primitive.tabOptions() }
        return body.tabOptions()
    }
}

extension Never: TabContent {
    public typealias TabValue = Never
    /// Never called: content with no body of its own draws itself.
    public var body: Never { return fatalError("Never has no tabs") }
}

/// Builds tab content from a closure's statements, as SwiftUI's `TabContentBuilder`.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// The tabs a builder made, as the view a `TabView` holds.
    public struct Content<C: TabContent>: View, PickerOptionSource {
        let content: C

        /// The tabs' pages in turn; a `TabView` reads the tabs themselves instead.
        public var body: some View { TupleView((), children: pickerOptions().map { $0.label as any View }) }

        func pickerOptions() -> [PickerOption] { content.tabOptions() }
    }

    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// Several tabs in turn. (Each statement's content already has the builder's tab values:
    /// `buildExpression` requires it.)
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<TabValue> {
        var children: [any TabContent] = []
        for child in repeat each content { children.append(child) }
        return TupleTabContent(children: children)
    }

    public static func buildIf<C: TabContent>(_ content: C?) -> OptionalTabContent<C> where C.TabValue == TabValue {
        OptionalTabContent(content: content)
    }

    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        ConditionalTabContent(content: first)
    }

    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        ConditionalTabContent(content: second)
    }

    public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> AnyTabContent<C.TabValue> {
        AnyTabContent(content)
    }
}

/// Several tab contents in turn, as a `TabContentBuilder` block makes them.
nonisolated public struct TupleTabContent<TabValue: Hashable>: TabContent, PrimitiveTabContent {
    let children: [any TabContent]
    init(children: [any TabContent]) { self.children = children }
    public var body: Never { return fatalError("TupleTabContent draws itself") }
    @MainActor func tabOptions() -> [PickerOption] { children.flatMap { $0.tabOptions() } }
}

/// Tab content shown when a condition holds, as an `if` without `else` makes it.
nonisolated public struct OptionalTabContent<Wrapped: TabContent>: TabContent, PrimitiveTabContent {
    public typealias TabValue = Wrapped.TabValue
    let content: Wrapped?
    init(content: Wrapped?) { self.content = content }
    public var body: Never { return fatalError("OptionalTabContent draws itself") }
    @MainActor func tabOptions() -> [PickerOption] { content?.tabOptions() ?? [] }
}

/// One of two tab contents, as `if`–`else` makes it.
nonisolated public struct ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent, PrimitiveTabContent
where TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    let content: any TabContent
    init(content: any TabContent) { self.content = content }
    public var body: Never { return fatalError("ConditionalTabContent draws itself") }
    @MainActor func tabOptions() -> [PickerOption] { content.tabOptions() }
}

/// Tab content of a type known at run time only, as SwiftUI's `AnyTabContent`.
nonisolated public struct AnyTabContent<TabValue: Hashable>: TabContent, PrimitiveTabContent {
    let content: any TabContent

    /// Tab content of any type with the same tab values.
    public init<C: TabContent>(_ content: C) where C.TabValue == TabValue { self.content = content }

    public var body: Never { return fatalError("AnyTabContent draws itself") }
    @MainActor func tabOptions() -> [PickerOption] { content.tabOptions() }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    public var body: Never { return fatalError("ForEach draws its tabs itself") }

    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.init(data: data, id: id, content: content)
    }

    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TabValue, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TabValue {
        self.init(data: data, id: \.self, content: content)
    }

    // The forms for tabs whose values are optional: a `TabView` bound to an optional selection.

    @_disfavoredOverload
    public init<V: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V?> content: @escaping (Data.Element) -> Content)
    where Content.TabValue == V? {
        self.init(data: data, id: id, content: content)
    }

    @_disfavoredOverload
    public init<V: Hashable>(_ data: Data, @TabContentBuilder<V?> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Content.TabValue == V?, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    @_disfavoredOverload
    public init<V: Hashable>(_ data: Range<Int>, @TabContentBuilder<V?> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, Content.TabValue == V? {
        self.init(data: data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
    /// A tab for each element's content; a tab without a value of its own is tagged with the
    /// element's id, as a `ForEach` of `tabItem` tabs is.
    func tabOptions() -> [PickerOption] {
        data.flatMap { element in
            content(element).tabOptions().map { option in
                var option = option
                if option.tag == nil { option.tag = AnyHashable(element[keyPath: idKeyPath]) }
                return option
            }
        }
    }
}

extension Group: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
        self = .of(content())
    }

    /// Tabs whose values are optional, for a `TabView` bound to an optional selection.
    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content) where Content.TabValue == V? {
        self = .of(content())
    }

    public var body: Never { return fatalError("Group draws its tabs itself") }
}

extension Group: PrimitiveTabContent where Content: TabContent {
    func tabOptions() -> [PickerOption] { content.tabOptions() }
}
