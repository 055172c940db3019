/// Alerts and confirmation dialogs. A render is the first frame of a screen: iOS presents an
/// alert after the frame in which its binding turned true, with an animation, so the first
/// frame never shows one, even bound to `true`. Each form is accepted and draws the view as it
/// is; its actions and message are kept unbuilt.

nonisolated extension View {
    // MARK: Alerts (iOS 15)

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { inert() }

    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { inert() }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { inert() }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inert() }

    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { inert() }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inert() }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { inert() }

    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { inert() }

    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { inert() }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { inert() }

    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View { inert() }

    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { inert() }

    /// An alert for an error, titled with its description.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View { inert() }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View { inert() }

    // MARK: Alerts (iOS 13)

    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { inert() }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { inert() }

    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { inert() }

    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { inert() }

    // MARK: Confirmation dialogs

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { inert() }

    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { inert() }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { inert() }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { inert() }

    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { inert() }

    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { inert() }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View { inert() }

    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View { inert() }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { inert() }

    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View { inert() }
}

/// An alert as iOS 13 code declares it, as SwiftUI's `Alert`. Never drawn in a render.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet.
    public struct Button {
        enum Kind { case `default`, cancel, destructive }
        let kind: Kind
        let label: Text?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(kind: .default, label: label, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(kind: .cancel, label: label, action: action)
        }

        /// A cancel button with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(kind: .cancel, label: nil, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(kind: .destructive, label: label, action: action)
        }
    }
}

/// An action sheet as iOS 13 code declares it, as SwiftUI's `ActionSheet`. Never drawn in a render.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public typealias Button = Alert.Button
}
