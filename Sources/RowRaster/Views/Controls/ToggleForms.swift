// Toggle's other initialisers: a title with a symbol, and toggles over several sources at
// once (each source's binding reached through a key path).

extension Toggle {
    /// A toggle that sets every element of `sources` on or off. The switch shows on when every
    /// source is on, and off when any is off (iOS's switch has no mixed look).
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.init(isOn: Self.combined(sources, isOn), label: label)
    }

    static func combined<C: RandomAccessCollection>(_ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool> {
        let bindings = sources.map { $0[keyPath: isOn] }
        return Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                       set: { value in for binding in bindings { binding.wrappedValue = value } })
    }
}

extension Toggle where Label == Text {
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == RowRaster.Label<Text, Image> {
    /// A toggle whose label is a title with an SF Symbol, as `Label(_:systemImage:)` draws it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { RowRaster.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { RowRaster.Label(title, systemImage: systemImage) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { RowRaster.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { RowRaster.Label(title, systemImage: systemImage) }
    }
}
