import Foundation

/// Turns a `Measurement.FormatStyle` and a measurement into ICU skeletons and text.
struct MeasurementFormatting<UnitType: Dimension> {
    let style: Measurement<UnitType>.FormatStyle

    func string(for measurement: Measurement<UnitType>) -> String {
        guard let unitIdentifier = ICUUnitIdentifiers.identifier(for: measurement.unit) else {
            // A unit ICU does not know (an app's own `Dimension`): the number and its symbol.
            return "\(number(measurement.value)) \(measurement.unit.symbol)"
        }
        if style.hidesScaleName, let temperature = measurement as? Measurement<UnitTemperature> {
            return scaleless(temperature)
        }
        let base = "measure-unit/\(unitIdentifier) \(style.width.icuToken)"
        // Some dimensions have no usage data in ICU (angles): then the unit is kept as provided.
        let candidates = style.usage?.icuUsage.map { ["\(base) usage/\($0)", base] } ?? [base]
        for skeleton in candidates {
            if let text = formatted(measurement.value, skeleton: skeleton) { return text }
        }
        return "\(number(measurement.value)) \(measurement.unit.symbol)"
    }

    /// ICU's text, with the number re-formatted by the style's number format when it has one.
    private func formatted(_ value: Double, skeleton: String) -> String? {
        let localeIdentifier = style.locale.identifier
        guard let numberFormatStyle = style.numberFormatStyle else {
            return ICUMeasureFormatter.format(value, skeleton: skeleton, localeIdentifier: localeIdentifier)?.text
        }
        // Format at full precision to learn the converted value and where the number sits, then
        // put the app's number format in its place. Mixed units ("5 ft, 11 in") keep ICU's.
        guard let exact = ICUMeasureFormatter.format(
            value, skeleton: skeleton + " precision-unlimited", localeIdentifier: localeIdentifier) else { return nil }
        guard let range = exact.numberRange else {
            return ICUMeasureFormatter.format(value, skeleton: skeleton, localeIdentifier: localeIdentifier)?.text
        }
        var units = Array(exact.text.utf16)
        units.replaceSubrange(range, with: Array(numberFormatStyle.locale(style.locale).format(exact.convertedValue).utf16))
        return String(decoding: units, as: UTF16.self)
    }

    /// A temperature in the unit the usage picks, shown with a bare degree sign.
    private func scaleless(_ temperature: Measurement<UnitTemperature>) -> String {
        var value = temperature.value
        var rounding = ""
        if let usage = style.usage?.icuUsage,
           let identifier = ICUUnitIdentifiers.identifier(for: temperature.unit),
           let converted = ICUMeasureFormatter.format(
               value, skeleton: "measure-unit/\(identifier) usage/\(usage) precision-unlimited",
               localeIdentifier: style.locale.identifier) {
            value = converted.convertedValue
            rounding = " precision-integer/@@*"  // the precision ICU gives a usage
        }
        let skeleton = "measure-unit/temperature-generic \(style.width.icuToken)"
            + (style.numberFormatStyle == nil ? rounding : "")
        return formatted(value, skeleton: skeleton) ?? "\(number(value))°"
    }

    private func number(_ value: Double) -> String {
        (style.numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(style.locale).format(value)
    }
}
