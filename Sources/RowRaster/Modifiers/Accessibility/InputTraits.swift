/// How text input behaves once a field is edited: the keyboard's kind, its return key, what is
/// corrected and submitted. A render shows no keyboard, so these draw the view as it is.

nonisolated extension View {
    /// Runs `action` when the user submits (return on the keyboard; never in a render).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { inert() }

    /// The label of the keyboard's return key.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inert() }

    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { inert() }

    /// The iOS 13 form.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { inert() }

    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { environment(\.disableAutocorrection, disable) }

    /// The iOS 13 form.
    public func disableAutocorrection(_ disable: Bool?) -> some View { environment(\.disableAutocorrection, disable) }

    public func keyboardType(_ type: UIKeyboardType) -> some View { inert() }

    public func textContentType(_ textContentType: UITextContentType?) -> some View { inert() }

    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    /// A key combination that triggers the view's action on a hardware keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { inert() }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { inert() }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { inert() }

    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        inert()
    }
}

/// What submits a view's text, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The return key's label, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What the keyboard capitalizes, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")

    private init(name: String) { self.name = name }

    /// The capitalization matching UIKit's style (`.none` is ``never``); nil for none other.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

/// UIKit's capitalization styles, which iOS 13 SwiftUI code passes to `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// UIKit's keyboard kinds, which SwiftUI's `keyboardType(_:)` takes.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's kinds of text content, which SwiftUI's `textContentType(_:)` takes.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("namePrefix")
    public static let givenName = UITextContentType("givenName")
    public static let middleName = UITextContentType("middleName")
    public static let familyName = UITextContentType("familyName")
    public static let nameSuffix = UITextContentType("nameSuffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("jobTitle")
    public static let organizationName = UITextContentType("organizationName")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    public static let addressCity = UITextContentType("addressCity")
    public static let addressState = UITextContentType("addressState")
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    public static let sublocality = UITextContentType("sublocality")
    public static let countryName = UITextContentType("countryName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let dateTime = UITextContentType("dateTime")
    public static let flightNumber = UITextContentType("flightNumber")
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
}

/// When scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}
