// NavigationLink's other initialisers: titles with values, and the deprecated forms that push
// while a binding is set (`isActive:`, `tag:selection:`). A render draws the row holding the
// link, so those draw the link's label, as before anyone taps it.

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// The form for values that a `NavigationPath` can encode; drawn as the `Hashable` form.
    public init<P: Codable & Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Codable & Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Codable & Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
    }
}

extension NavigationLink {
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// Whether the destination shows in the detail column of a split view on iPad; a row draws
    /// the same either way.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: { destination }) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: { destination }) { Text(title) }
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: { destination }) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: { destination }) { Text(title) }
    }
}
