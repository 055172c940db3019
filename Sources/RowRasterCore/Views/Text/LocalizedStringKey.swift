import Foundation

/// A string literal with interpolations, as `Text("\(count) items")` takes it.
///
/// As in SwiftUI, the literal parts are inline Markdown (`Text("**Bold** move")`), and each
/// interpolation is a value shown as itself, never parsed as Markdown, but styled by the
/// Markdown around it (`Text("**\(name)**")` is bold). Interpolated dates, format styles,
/// images and `Text` are resolved when the text is drawn, in its environment's locale.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The literal text; each interpolation is the placeholder scalar `placeholderBase + index`.
    let format: String
    let arguments: Arguments
    /// The String Catalog table the key is looked up in (`Text(_:tableName:)`); nil is `Localizable`.
    var table: String?

    /// The interpolated values. Immutable values (strings, dates, format styles, images); a
    /// `Formatter` argument is only read while formatting, on the main actor. That is why
    /// the unchecked conformance is safe: no argument is mutated after interpolation.
    struct Arguments: @unchecked Sendable, Equatable {
        var values: [Text] = []
        /// The format specifier each value stands for in the key a String Catalog lists
        /// (`%@`, `%lld`, `%lf`, or the one written with `specifier:`), as Xcode writes keys.
        var specifiers: [String] = []
        /// Each value's integer, if it is one: what picks a plural variation.
        var integers: [Int?] = []

        static func == (lhs: Arguments, rhs: Arguments) -> Bool { lhs.values == rhs.values && lhs.specifiers == rhs.specifiers }
    }

    /// Interpolations sit in the format as Unicode private-use scalars, so Markdown can
    /// style them without reading them.
    static let placeholderBase: UInt32 = 0xF0000

    public init(_ value: String) {
        format = value
        arguments = Arguments()
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        format = stringInterpolation.format
        arguments = Arguments(values: stringInterpolation.arguments, specifiers: stringInterpolation.specifiers,
                              integers: stringInterpolation.integers)
    }

    init(format: String, arguments: Arguments, table: String?) {
        self.format = format
        self.arguments = arguments
        self.table = table
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.format == rhs.format && lhs.arguments == rhs.arguments && lhs.table == rhs.table
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(format) }

    /// The interpolation index a scalar stands for, if it is a placeholder.
    static func argumentIndex(of scalar: Unicode.Scalar) -> Int? {
        guard scalar.value >= placeholderBase, scalar.value < placeholderBase + 0xFFFE else { return nil }
        return Int(scalar.value - placeholderBase)
    }

    /// Builds a key from literal text and interpolated values, as SwiftUI's does.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [Text] = []
        var specifiers: [String] = []
        var integers: [Int?] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            format.reserveCapacity(literalCapacity + interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { format += literal }

        mutating func append(_ text: Text, specifier: String = "%@", integer: Int? = nil) {
            guard let scalar = Unicode.Scalar(LocalizedStringKey.placeholderBase + UInt32(arguments.count)) else { return }
            format.unicodeScalars.append(scalar)
            arguments.append(text)
            specifiers.append(specifier)
            integers.append(integer)
        }

        /// An integer, in the text's locale, grouped as iOS shows one (`"\(21000)"` is "21,000"
        /// in English): SwiftUI formats an interpolated integer as `%lld` in the locale.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            let integer = Int(exactly: value)
            append(integer.map { Text($0, format: .number) } ?? Text(verbatim: "\(value)"), specifier: "%lld", integer: integer)
        }

        /// A string, shown as it is (not parsed as Markdown).
        public mutating func appendInterpolation(_ string: String) { append(Text(verbatim: string)) }

        /// Any value, shown as its description.
        public mutating func appendInterpolation<T>(_ value: T) { append(Text(verbatim: "\(value)")) }

        /// A floating-point number as SwiftUI shows one without a specifier or format: its
        /// `%lf` form, six decimals ("4.800000"); use `specifier:` or `format:` for fewer.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(Text(verbatim: String(format: "%lf", Double(value))), specifier: "%lf")
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(Text(verbatim: String(format: specifier, Double(value))), specifier: specifier)
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(Text(verbatim: String(format: specifier, Int(value))), specifier: specifier, integer: Int(exactly: value))
        }

        /// A value formatted by a format style in the text's locale: `"\(price, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(Text(input, format: format))
        }

        /// A value formatted by a `Formatter`: `"\(date, formatter: shortDate)"` (any subject, as
        /// `Text(_:formatter:)` takes it on Linux).
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            append(formatter.map { Text(subject, formatter: $0) } ?? Text(verbatim: "\(subject)"))
        }

        /// A date in a `Text.DateStyle`: `"Sent \(date, style: .time)"`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(Text(date, style: style))
        }

        /// A timer, as `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil,
                                                 countsDown: Bool = true, showsHours: Bool = true) {
            append(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }

        /// A styled text, keeping its own styles.
        public mutating func appendInterpolation(_ text: Text) { append(text) }

        /// An attributed string, with its runs' attributes.
        public mutating func appendInterpolation(_ attributedString: AttributedString) { append(Text(attributedString)) }

        /// An image drawn inline, at the text's size and in its colour: `"\(Image(systemName: "star.fill")) 4.8"`.
        public mutating func appendInterpolation(_ image: Image) { append(Text(image)) }
    }
}
