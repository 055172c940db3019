// Picker's other initialisers: a label as a value, a title with a symbol, and pickers over
// several sources at once (each source's binding reached through a key path).

extension Picker {
    /// The label as a view value; deprecated in SwiftUI, drawn as the builder form draws.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// A picker that sets one value on every element of `sources`. It shows the value they
    /// share selected, and no option selected while they differ, as iOS shows a mixed selection.
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selectedValue: Self.sharedValue(of: sources, selection), content: content(), label: label())
    }

    static func sharedValue<C: RandomAccessCollection>(of sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>)
        -> SelectionValue? {
        let values = sources.map { $0[keyPath: selection].wrappedValue }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}

extension Picker where Label == Text {
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == RowRaster.Label<Text, Image> {
    /// A picker whose label is a title with an SF Symbol, as `Label(_:systemImage:)` draws it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { RowRaster.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { RowRaster.Label(title, systemImage: systemImage) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { RowRaster.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, systemImage: String, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { RowRaster.Label(title, systemImage: systemImage) }
    }
}
