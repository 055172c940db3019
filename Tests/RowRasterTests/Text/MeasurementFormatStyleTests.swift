import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `Measurement.FormatStyle` as Apple's Foundation formats it; the expected strings are the
/// outputs Foundation's documentation and its widely read guides show for en_US and sv_SE.
@MainActor
@Suite struct MeasurementFormatStyleTests {
    static let us = Locale(identifier: "en_US")
    static let sweden = Locale(identifier: "sv_SE")

    let speedLimit = Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)
    let drivingDistance = Measurement(value: 200, unit: UnitLength.kilometers)
    let baseballThrow = Measurement(value: 70, unit: UnitLength.feet)
    let bodyTemperature = Measurement(value: 98.5, unit: UnitTemperature.fahrenheit)

    @Test func generalUsageShowsTheLocalesUnitsAtEachWidth() {
        let us = Self.us
        #expect(speedLimit.formatted(.measurement(width: .wide).locale(us)) == "62 miles per hour")
        #expect(speedLimit.formatted(.measurement(width: .abbreviated).locale(us)) == "62 mph")
        #expect(speedLimit.formatted(.measurement(width: .narrow).locale(us)) == "62mph")
        #expect(drivingDistance.formatted(.measurement(width: .wide).locale(us)) == "124 miles")
        #expect(drivingDistance.formatted(.measurement(width: .narrow).locale(us)) == "124mi")
        #expect(baseballThrow.formatted(.measurement(width: .abbreviated).locale(us)) == "70 ft")
        #expect(bodyTemperature.formatted(.measurement(width: .wide).locale(us)) == "98 degrees Fahrenheit")
        #expect(bodyTemperature.formatted(.measurement(width: .abbreviated).locale(us)) == "98°F")
        #expect(bodyTemperature.formatted(.measurement(width: .narrow).locale(us)) == "98°")
    }

    @Test func asProvidedKeepsTheUnitAndGeneralConvertsPerLocale() {
        let height = Measurement(value: 190, unit: UnitLength.centimeters)
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .general).locale(Self.us)) == "6.2 ft")
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .general).locale(Self.sweden)) == "1,9 m")
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(Self.us)) == "190 cm")
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(Self.sweden)) == "190 cm")
    }

    @Test func purposeUsagesPickThePurposesUnits() {
        let energy = Measurement(value: 2, unit: UnitEnergy.kilowattHours)
        #expect(energy.formatted(.measurement(width: .wide, usage: .food).locale(Self.us)) == "1,721 Calories")
        #expect(energy.formatted(.measurement(width: .abbreviated, usage: .workout).locale(Self.us)) == "1,721 Cal")
        #expect(energy.formatted(.measurement(width: .abbreviated, usage: .general).locale(Self.us)) == "2 kWh")
        let height = Measurement(value: 1.8, unit: UnitLength.meters)
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(Self.us)) == "5 ft, 11 in")
        let road = Measurement(value: 12.5, unit: UnitLength.kilometers)
        #expect(road.formatted(.measurement(width: .abbreviated, usage: .road).locale(Self.us)) == "7.8 mi")
        let weather = Measurement(value: 21, unit: UnitTemperature.celsius)
        #expect(weather.formatted(.measurement(width: .abbreviated, usage: .weather).locale(Self.us)) == "70°F")
        #expect(weather.formatted(.measurement(width: .abbreviated, usage: .weather).locale(Self.sweden)) == "21\u{A0}°C")
    }

    @Test func hiddenScaleNamesShowABareDegree() {
        let weather = Measurement(value: 21, unit: UnitTemperature.celsius)
        let style = Measurement<UnitTemperature>.FormatStyle.measurement(
            width: .abbreviated, usage: .weather, hidesScaleName: true)
        #expect(weather.formatted(style.locale(Self.us)) == "70°")
        #expect(weather.formatted(style.locale(Self.sweden)) == "21°")
        let asProvided = Measurement<UnitTemperature>.FormatStyle.measurement(
            width: .abbreviated, usage: .asProvided, hidesScaleName: true)
        #expect(Measurement(value: 21.5, unit: UnitTemperature.celsius).formatted(asProvided.locale(Self.us)) == "21.5°")
    }

    @Test func aNumberFormatStyleFormatsTheConvertedNumber() {
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        let oneDecimal = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: oneDecimal)
            .locale(Self.us)) == "5.0 km")
        #expect(run.formatted(.measurement(width: .wide, usage: .road, numberFormatStyle: oneDecimal)
            .locale(Self.us)) == "3.1 miles")
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: oneDecimal)
            .locale(Locale(identifier: "de_DE"))) == "5,0 km")
    }

    @Test func unitsICUDoesNotKnowShowTheirSymbol() {
        let leagues = UnitLength(symbol: "lea", converter: UnitConverterLinear(coefficient: 4828))
        #expect(Measurement(value: 3, unit: leagues).formatted(.measurement(width: .wide).locale(Self.us)) == "3 lea")
        // Angles have no usage data in ICU: the unit is kept as provided.
        #expect(Measurement(value: 45, unit: UnitAngle.degrees).formatted(.measurement(width: .abbreviated)
            .locale(Self.us)) == "45 deg")
    }

    @Test func everyMappedUnitIsOneICUKnows() {
        for (unit, identifier) in ICUUnitIdentifiers.entries {
            let text = ICUMeasureFormatter.format(1, skeleton: "measure-unit/\(identifier)", localeIdentifier: "en_US")?.text
            #expect(text != nil, "ICU refuses \(identifier) for \(unit.symbol)")
        }
    }

    @Test func textFormatsAMeasurementInTheEnvironmentsLocale() {
        let text = Text(Measurement(value: 12.5, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated, usage: .road))
        #expect(text.paragraph(in: EnvironmentValues()).string == "7.8 mi")
        var french = EnvironmentValues()
        french.locale = Locale(identifier: "fr_FR")
        #expect(text.paragraph(in: french).string == "12\u{202F}km")
        // Swedish roads are measured in Scandinavian miles.
        var swedish = EnvironmentValues()
        swedish.locale = Self.sweden
        #expect(text.paragraph(in: swedish).string == "1,2 mil")
    }
}
