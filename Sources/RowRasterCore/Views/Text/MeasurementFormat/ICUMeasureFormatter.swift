#if canImport(_FoundationICU)
import _FoundationICU
#endif

// The one place RowRaster calls ICU. swift-corelibs-foundation has no measurement formatting
// (`MeasurementFormatter` is unavailable, `Measurement.FormatStyle` missing), but the toolchain
// ships the ICU that Foundation formats numbers and dates with, as `_FoundationICU`, with every
// C entry point renamed `swift_…`. Apple's Foundation formats measurements by handing ICU a
// number skeleton (`measure-unit/length-kilometer unit-width-short usage/road`); so does this.
// ICU converts to the locale's preferred unit for the usage and picks the precision (at least
// two significant digits, no fraction beyond that), so "12.5 km" in en_US for a road is "7.8 mi".
//
// Sharp edges kept here: the module is underscored (a toolchain upgrade may move it; the tests
// in MeasurementFormatStyleTests fail loudly if it does), ICU objects are freed on every path,
// and a skeleton ICU refuses returns nil instead of text.

/// One ICU number formatting of a value, with where its number sits in the text.
struct ICUFormattedMeasure {
    /// The formatted text, such as "7.8 mi" or "5 ft, 11 in".
    let text: String
    /// The value after unit conversion (unrounded when the skeleton asks for `precision-unlimited`).
    let convertedValue: Double
    /// The UTF-16 range of the number (sign, digits, separators) in `text`; nil when the text has
    /// several numbers (mixed units such as "5 ft, 11 in").
    let numberRange: Range<Int>?
}

#if canImport(_FoundationICU)
enum ICUMeasureFormatter {
    /// Formats `value` with an ICU number `skeleton` in `localeIdentifier`; nil when ICU refuses.
    static func format(_ value: Double, skeleton: String, localeIdentifier: String) -> ICUFormattedMeasure? {
        var status = U_ZERO_ERROR
        let skeletonUnits = Array(skeleton.utf16)
        guard let formatter = swift_unumf_openForSkeletonAndLocale(
            skeletonUnits, Int32(skeletonUnits.count), localeIdentifier, &status), status.rawValue <= 0
        else { return nil }
        defer { swift_unumf_close(formatter) }
        guard let result = swift_unumf_openResult(&status), status.rawValue <= 0 else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter, value, result, &status)
        guard status.rawValue <= 0, let text = string(of: result) else { return nil }
        return ICUFormattedMeasure(text: text, convertedValue: convertedValue(of: result) ?? value,
                                   numberRange: numberRange(of: result))
    }

    private static func string(of result: OpaquePointer) -> String? {
        var status = U_ZERO_ERROR
        // Ask for the length first (ICU reports U_BUFFER_OVERFLOW_ERROR), then fill.
        let length = swift_unumf_resultToString(result, nil, 0, &status)
        guard length >= 0 else { return nil }
        var buffer = [UChar](repeating: 0, count: Int(length) + 1)
        status = U_ZERO_ERROR
        let written = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= 0 else { return nil }
        return String(decoding: buffer[0..<Int(written)], as: UTF16.self)
    }

    /// The number ICU formatted (after conversion and rounding), read back as decimal text.
    private static func convertedValue(of result: OpaquePointer) -> Double? {
        var status = U_ZERO_ERROR
        var digits = [CChar](repeating: 0, count: 64)
        let length = swift_unumf_resultToDecimalNumber(result, &digits, Int32(digits.count - 1), &status)
        guard status.rawValue <= 0, length > 0 else { return nil }
        return Double(String(decoding: digits[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// The span covering the number's fields; nil when there is more than one integer part.
    private static func numberRange(of result: OpaquePointer) -> Range<Int>? {
        var status = U_ZERO_ERROR
        guard let fields = swift_ufieldpositer_open(&status), status.rawValue <= 0 else { return nil }
        defer { swift_ufieldpositer_close(fields) }
        swift_unumf_resultGetAllFieldPositions(result, fields, &status)
        guard status.rawValue <= 0 else { return nil }
        let numberFields = Set([
            UNUM_INTEGER_FIELD, UNUM_FRACTION_FIELD, UNUM_DECIMAL_SEPARATOR_FIELD, UNUM_GROUPING_SEPARATOR_FIELD,
            UNUM_SIGN_FIELD, UNUM_EXPONENT_SYMBOL_FIELD, UNUM_EXPONENT_SIGN_FIELD, UNUM_EXPONENT_FIELD,
        ].map { Int32($0.rawValue) })
        var span: Range<Int>?
        var integerParts = 0
        var begin: Int32 = 0, end: Int32 = 0
        while true {
            let field = swift_ufieldpositer_next(fields, &begin, &end)
            guard field >= 0 else { break }
            guard numberFields.contains(field) else { continue }
            if field == Int32(UNUM_INTEGER_FIELD.rawValue) { integerParts += 1 }
            let range = Int(begin)..<Int(end)
            span = span.map { min($0.lowerBound, range.lowerBound)..<max($0.upperBound, range.upperBound) } ?? range
        }
        return integerParts <= 1 ? span : nil
    }
}
#else
/// Where the toolchain ships no `_FoundationICU` (Apple's platforms, whose Foundation formats
/// measurements itself), ICU is not called: every skeleton is refused.
enum ICUMeasureFormatter {
    static func format(_ value: Double, skeleton: String, localeIdentifier: String) -> ICUFormattedMeasure? { nil }
}
#endif
