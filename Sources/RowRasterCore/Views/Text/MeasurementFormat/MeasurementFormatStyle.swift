import Foundation

// swift-corelibs-foundation has no measurement formatting, so row code such as
// `Text(distance, format: .measurement(width: .abbreviated, usage: .road))` or
// `Text(temperature.formatted())` would not compile. These are Foundation's names and
// signatures, formatted the way Apple's Foundation does it: through an ICU number skeleton.

extension Measurement where UnitType: Dimension {
    /// Formats a measurement in a locale's units for a usage: Foundation's
    /// `Measurement.FormatStyle`, which swift-corelibs-foundation lacks.
    ///
    /// `Measurement(value: 12.5, unit: UnitLength.kilometers)` is "7.8 mi" with the default style
    /// in en_US, "12.5 km" with `usage: .asProvided`, and "12.5 kilometers" at `.wide` width.
    /// Inside `Text(_:format:)` the environment's locale replaces the style's, as in SwiftUI.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the unit's name is shown.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let icuToken: String

            /// The full name: "12.5 kilometers".
            public static var wide: Self { Self(icuToken: "unit-width-full-name") }
            /// The abbreviation: "12.5 km".
            public static var abbreviated: Self { Self(icuToken: "unit-width-short") }
            /// As short as the locale allows: "12.5km", "70°".
            public static var narrow: Self { Self(icuToken: "unit-width-narrow") }
        }

        /// How much of the unit's name is shown.
        public var width: UnitWidth
        /// The locale whose units and digits are used.
        public var locale: Locale
        /// What the measurement is for; nil shows the unit as provided.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is formatted; nil lets the locale and usage decide (at least two
        /// significant digits after a conversion, as ICU rounds for a usage).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// For temperatures: shows "21°" instead of "21°C".
        public var hidesScaleName: Bool

        /// A style with a width, locale, usage and optional number format.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent,
                    usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
            self.hidesScaleName = false
        }

        /// The measurement as text.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            MeasurementFormatting(style: self).string(for: measurement)
        }

        /// The same style in another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement formatted by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// The measurement in the current locale's units, abbreviated: "7.8 mi".
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension FormatStyle {
    /// A measurement style: `Text(distance, format: .measurement(width: .wide, usage: .road))`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature style that can hide the scale name: "21°" instead of "21°C".
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        var style = Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        style.hidesScaleName = hidesScaleName
        return style
    }
}
