import Foundation

extension Text {
    /// Shows `input` formatted by a Foundation format style, in the environment's locale (the
    /// style's own locale is replaced, as SwiftUI does): `Text(price, format: .currency(code: "EUR"))`.
    ///
    /// What swift-corelibs-foundation formats: numbers, percent, currency, dates, date
    /// intervals, durations, lists, byte counts; measurements through RowRaster's own
    /// `Measurement.FormatStyle` (Views/Text/MeasurementFormat).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(storage: .formatted(FormattedValue(StyleFormatting(input: input, format: format))))
    }

    /// Shows `subject` formatted by a Foundation `Formatter`. A formatter that gives no string
    /// shows nothing and adds a warning to the render's diagnostics.
    ///
    /// SwiftUI asks for a `ReferenceConvertible` or `NSObject` subject; on Linux `Date` and
    /// other value types are not `ReferenceConvertible`, so any subject is accepted.
    nonisolated public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(storage: .formatted(FormattedValue(FormatterFormatting(subject: subject, formatter: formatter))))
    }
}

/// A value and how to format it, resolved when the text is drawn.
protocol TextFormatting {
    /// The string in `environment`, or nil with a reason when it cannot be formatted.
    func string(in environment: EnvironmentValues) -> Result<String, TextFormattingFailure>
    func isEqual(to other: any TextFormatting) -> Bool
}

struct TextFormattingFailure: Error {
    let message: String
}

/// A type-erased formatted value that compares by its value and style.
struct FormattedValue: Equatable {
    let formatting: any TextFormatting

    init(_ formatting: any TextFormatting) { self.formatting = formatting }

    static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.formatting.isEqual(to: rhs.formatting) }
}

struct StyleFormatting<F: FormatStyle>: TextFormatting where F.FormatInput: Equatable, F.FormatOutput == String {
    let input: F.FormatInput
    let format: F

    func string(in environment: EnvironmentValues) -> Result<String, TextFormattingFailure> {
        .success(format.locale(environment.locale).format(input))
    }

    func isEqual(to other: any TextFormatting) -> Bool {
        guard let other = other as? Self else { return false }
        return other.input == input && other.format == format
    }
}

struct FormatterFormatting<Subject>: TextFormatting {
    let subject: Subject
    let formatter: Formatter

    func string(in environment: EnvironmentValues) -> Result<String, TextFormattingFailure> {
        if let string = formatter.string(for: subject) { return .success(string) }
        return .failure(TextFormattingFailure(
            message: "\(type(of: formatter)) gave no string for \(type(of: subject)) \"\(subject)\"; the text shows nothing"))
    }

    func isEqual(to other: any TextFormatting) -> Bool {
        guard let other = other as? Self else { return false }
        // Formatters are mutable objects: the same object with an equal description.
        return other.formatter === formatter && "\(other.subject)" == "\(subject)"
    }
}
