// iOS 18's pickers with a `currentValueLabel:`: a view the picker shows as its value (a menu
// picker's trailing text, a navigation-link picker's detail) in place of the selected option's
// label. The other styles draw their options, as iOS does, and leave it out.

extension Picker {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selectedValue: selection.wrappedValue, content: content(), label: label(), currentValueLabel: AnyView(currentValueLabel()))
    }

    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                                           @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selectedValue: Self.sharedValue(of: sources, selection), content: content(), label: label(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                   @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content,
                                                              @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == RowRaster.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { RowRaster.Label(titleKey, systemImage: systemImage) },
                  currentValueLabel: currentValueLabel)
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
                                           @ViewBuilder currentValueLabel: () -> some View) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content,
                  label: { RowRaster.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { RowRaster.Label(title, systemImage: systemImage) },
                  currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, systemImage: String, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content,
                                                              @ViewBuilder currentValueLabel: () -> some View)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content,
                  label: { RowRaster.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { RowRaster.Label(titleKey, image: image) },
                  currentValueLabel: currentValueLabel)
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
                                           @ViewBuilder currentValueLabel: () -> some View) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content,
                  label: { RowRaster.Label(titleKey, image: image) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { RowRaster.Label(title, image: image) },
                  currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, image: ImageResource, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content,
                                                              @ViewBuilder currentValueLabel: () -> some View)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content,
                  label: { RowRaster.Label(title, image: image) }, currentValueLabel: currentValueLabel)
    }
}
