import Foundation

/// The CLDR unit identifier ICU knows each Foundation unit by (`UnitLength.kilometers` is
/// "length-kilometer"). Foundation units are compared by dimension, symbol and conversion, as
/// `Unit` equality does, because several share a symbol (US and imperial "fl oz").
enum ICUUnitIdentifiers {
    static func identifier(for unit: Dimension) -> String? {
        table[Key(unit)]
    }

    private struct Key: Hashable {
        let dimension: ObjectIdentifier
        let symbol: String
        let baseValueOfOne: Double

        package init(_ unit: Dimension) {
            dimension = ObjectIdentifier(type(of: unit))
            symbol = unit.symbol
            baseValueOfOne = unit.converter.baseUnitValue(fromValue: 1)
        }
    }

    /// Every unit with its identifier (the tests format each one).
    static let entries: [(unit: Dimension, identifier: String)] = lengths + masses + temperatures + speeds
        + durations + energies + volumes + areas + pressures + angles + powers + frequencies + others

    /// Built once; a `static let` is initialised exactly once, thread-safely, and never mutated.
    private static let table: [Key: String] = Dictionary(
        entries.map { (Key($0.unit), $0.identifier) }, uniquingKeysWith: { first, _ in first })

    private static let lengths: [(Dimension, String)] = [
        (UnitLength.kilometers, "length-kilometer"), (UnitLength.meters, "length-meter"),
        (UnitLength.decimeters, "length-decimeter"), (UnitLength.centimeters, "length-centimeter"),
        (UnitLength.millimeters, "length-millimeter"), (UnitLength.micrometers, "length-micrometer"),
        (UnitLength.nanometers, "length-nanometer"), (UnitLength.picometers, "length-picometer"),
        (UnitLength.inches, "length-inch"), (UnitLength.feet, "length-foot"), (UnitLength.yards, "length-yard"),
        (UnitLength.miles, "length-mile"), (UnitLength.scandinavianMiles, "length-mile-scandinavian"),
        (UnitLength.lightyears, "length-light-year"), (UnitLength.nauticalMiles, "length-nautical-mile"),
        (UnitLength.fathoms, "length-fathom"), (UnitLength.furlongs, "length-furlong"),
        (UnitLength.astronomicalUnits, "length-astronomical-unit"), (UnitLength.parsecs, "length-parsec"),
    ]

    private static let masses: [(Dimension, String)] = [
        (UnitMass.kilograms, "mass-kilogram"), (UnitMass.grams, "mass-gram"), (UnitMass.milligrams, "mass-milligram"),
        (UnitMass.micrograms, "mass-microgram"), (UnitMass.ounces, "mass-ounce"), (UnitMass.pounds, "mass-pound"),
        (UnitMass.stones, "mass-stone"), (UnitMass.metricTons, "mass-tonne"), (UnitMass.shortTons, "mass-ton"),
        (UnitMass.carats, "mass-carat"), (UnitMass.ouncesTroy, "mass-ounce-troy"),
    ]

    private static let temperatures: [(Dimension, String)] = [
        (UnitTemperature.celsius, "temperature-celsius"), (UnitTemperature.fahrenheit, "temperature-fahrenheit"),
        (UnitTemperature.kelvin, "temperature-kelvin"),
    ]

    private static let speeds: [(Dimension, String)] = [
        (UnitSpeed.metersPerSecond, "speed-meter-per-second"), (UnitSpeed.kilometersPerHour, "speed-kilometer-per-hour"),
        (UnitSpeed.milesPerHour, "speed-mile-per-hour"), (UnitSpeed.knots, "speed-knot"),
    ]

    private static let durations: [(Dimension, String)] = [
        (UnitDuration.hours, "duration-hour"), (UnitDuration.minutes, "duration-minute"),
        (UnitDuration.seconds, "duration-second"), (UnitDuration.milliseconds, "duration-millisecond"),
        (UnitDuration.microseconds, "duration-microsecond"), (UnitDuration.nanoseconds, "duration-nanosecond"),
    ]

    private static let energies: [(Dimension, String)] = [
        (UnitEnergy.kilojoules, "energy-kilojoule"), (UnitEnergy.joules, "energy-joule"),
        (UnitEnergy.kilocalories, "energy-kilocalorie"), (UnitEnergy.calories, "energy-calorie"),
        (UnitEnergy.kilowattHours, "energy-kilowatt-hour"),
    ]

    private static let volumes: [(Dimension, String)] = [
        (UnitVolume.megaliters, "volume-megaliter"), (UnitVolume.liters, "volume-liter"),
        (UnitVolume.deciliters, "volume-deciliter"), (UnitVolume.centiliters, "volume-centiliter"),
        (UnitVolume.milliliters, "volume-milliliter"), (UnitVolume.cubicKilometers, "volume-cubic-kilometer"),
        (UnitVolume.cubicMeters, "volume-cubic-meter"), (UnitVolume.cubicCentimeters, "volume-cubic-centimeter"),
        (UnitVolume.cubicInches, "volume-cubic-inch"), (UnitVolume.cubicFeet, "volume-cubic-foot"),
        (UnitVolume.cubicYards, "volume-cubic-yard"), (UnitVolume.cubicMiles, "volume-cubic-mile"),
        (UnitVolume.acreFeet, "volume-acre-foot"), (UnitVolume.bushels, "volume-bushel"),
        (UnitVolume.teaspoons, "volume-teaspoon"), (UnitVolume.tablespoons, "volume-tablespoon"),
        (UnitVolume.fluidOunces, "volume-fluid-ounce"), (UnitVolume.cups, "volume-cup"),
        (UnitVolume.pints, "volume-pint"), (UnitVolume.quarts, "volume-quart"), (UnitVolume.gallons, "volume-gallon"),
        (UnitVolume.imperialFluidOunces, "volume-fluid-ounce-imperial"),
        (UnitVolume.imperialGallons, "volume-gallon-imperial"), (UnitVolume.metricCups, "volume-cup-metric"),
    ]

    private static let areas: [(Dimension, String)] = [
        (UnitArea.squareKilometers, "area-square-kilometer"), (UnitArea.squareMeters, "area-square-meter"),
        (UnitArea.squareCentimeters, "area-square-centimeter"), (UnitArea.squareInches, "area-square-inch"),
        (UnitArea.squareFeet, "area-square-foot"), (UnitArea.squareYards, "area-square-yard"),
        (UnitArea.squareMiles, "area-square-mile"), (UnitArea.acres, "area-acre"), (UnitArea.hectares, "area-hectare"),
    ]

    private static let pressures: [(Dimension, String)] = [
        (UnitPressure.hectopascals, "pressure-hectopascal"), (UnitPressure.kilopascals, "pressure-kilopascal"),
        (UnitPressure.megapascals, "pressure-megapascal"), (UnitPressure.newtonsPerMetersSquared, "pressure-pascal"),
        (UnitPressure.bars, "pressure-bar"), (UnitPressure.millibars, "pressure-millibar"),
        (UnitPressure.millimetersOfMercury, "pressure-millimeter-ofhg"),
        (UnitPressure.inchesOfMercury, "pressure-inch-ofhg"),
        (UnitPressure.poundsForcePerSquareInch, "pressure-pound-force-per-square-inch"),
    ]

    private static let angles: [(Dimension, String)] = [
        (UnitAngle.degrees, "angle-degree"), (UnitAngle.arcMinutes, "angle-arc-minute"),
        (UnitAngle.arcSeconds, "angle-arc-second"), (UnitAngle.radians, "angle-radian"),
        (UnitAngle.revolutions, "angle-revolution"),
    ]

    private static let powers: [(Dimension, String)] = [
        (UnitPower.gigawatts, "power-gigawatt"), (UnitPower.megawatts, "power-megawatt"),
        (UnitPower.kilowatts, "power-kilowatt"), (UnitPower.watts, "power-watt"),
        (UnitPower.milliwatts, "power-milliwatt"), (UnitPower.horsepower, "power-horsepower"),
    ]

    private static let frequencies: [(Dimension, String)] = [
        (UnitFrequency.gigahertz, "frequency-gigahertz"), (UnitFrequency.megahertz, "frequency-megahertz"),
        (UnitFrequency.kilohertz, "frequency-kilohertz"), (UnitFrequency.hertz, "frequency-hertz"),
    ]

    private static let others: [(Dimension, String)] = [
        (UnitFuelEfficiency.litersPer100Kilometers, "consumption-liter-per-100-kilometer"),
        (UnitFuelEfficiency.milesPerGallon, "consumption-mile-per-gallon"),
        (UnitFuelEfficiency.milesPerImperialGallon, "consumption-mile-per-gallon-imperial"),
        (UnitAcceleration.metersPerSecondSquared, "acceleration-meter-per-square-second"),
        (UnitAcceleration.gravity, "acceleration-g-force"),
        (UnitElectricCurrent.amperes, "electric-ampere"), (UnitElectricCurrent.milliamperes, "electric-milliampere"),
        (UnitElectricPotentialDifference.volts, "electric-volt"), (UnitElectricResistance.ohms, "electric-ohm"),
        (UnitIlluminance.lux, "light-lux"),
        (UnitConcentrationMass.milligramsPerDeciliter, "concentr-milligram-ofglucose-per-deciliter"),
        (UnitDispersion.partsPerMillion, "concentr-permillion"),
        (UnitInformationStorage.bytes, "digital-byte"), (UnitInformationStorage.kilobytes, "digital-kilobyte"),
        (UnitInformationStorage.megabytes, "digital-megabyte"), (UnitInformationStorage.gigabytes, "digital-gigabyte"),
        (UnitInformationStorage.terabytes, "digital-terabyte"), (UnitInformationStorage.bits, "digital-bit"),
        (UnitInformationStorage.kilobits, "digital-kilobit"), (UnitInformationStorage.megabits, "digital-megabit"),
        (UnitInformationStorage.gigabits, "digital-gigabit"),
    ]
}
