/// Search fields with tokens, scopes and suggestion placements (iOS 16 and 17). A render draws
/// the search field at rest, as `searchable(text:)` does: tokens are drawn only once the user
/// adds one, scopes appear only while searching, and suggestions only while the field is
/// active. (A screen whose token collection starts non-empty draws its field without them.)

extension View {
    // MARK: tokens

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    // MARK: editable

    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, S>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, S>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    // MARK: suggested

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                 prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    // MARK: Scopes and suggestions

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        inert()
    }

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        inert()
    }

    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        inert()
    }

    /// The token a suggestion adds when tapped.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { inert() }

    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { inert() }

    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { inert() }
}

/// When a search's scope bar appears, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable {
    private let name: String
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    private let name: String
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }

    /// Several placements, as SwiftUI's `SearchSuggestionsPlacement.Set`.
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var menu: Set { Set(rawValue: 1 << 0) }
        public static var content: Set { Set(rawValue: 1 << 1) }
    }
}

/// Whether the search toolbar hides content while searching, as SwiftUI's
/// `SearchPresentationToolbarBehavior`.
public struct SearchPresentationToolbarBehavior: Sendable {
    private let name: String
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    public static var avoidHidingContent: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(name: "avoidHidingContent")
    }
}

/// Whether a field offers dictation, as SwiftUI's `TextInputDictationBehavior`.
public struct TextInputDictationBehavior: Equatable, Sendable {
    private let name: String
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    public static let preventDictation = TextInputDictationBehavior(name: "preventDictation")
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: "inline.\(activation.name)")
    }
}

/// When inline dictation starts, as SwiftUI's `TextInputDictationActivation`.
public struct TextInputDictationActivation: Equatable, Sendable {
    let name: String
    public static let onLook = TextInputDictationActivation(name: "onLook")
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
}
