import Foundation

/// What a measurement is used for, which decides the unit a locale shows it in: Foundation's
/// `MeasurementFormatUnitUsage`, missing from swift-corelibs-foundation.
///
/// `.general` shows the locale's preferred unit (190 cm is "6.2 ft" in en_US, "1,9 m" in sv_SE);
/// `.asProvided` keeps the measurement's own unit; the others choose the unit people use for that
/// purpose (a road distance in miles and feet, a person's height in feet and inches).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The CLDR usage ICU selects units with; nil keeps the unit as provided.
    let icuUsage: String?

    package init(icuUsage: String?) { self.icuUsage = icuUsage }

    /// The locale's preferred unit for this dimension.
    public static var general: Self { Self(icuUsage: "default") }
    /// The unit the measurement was created with.
    public static var asProvided: Self { Self(icuUsage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Lengths of a person, in the locale's units for bodies.
    public static var person: Self { Self(icuUsage: "person") }
    /// A person's height ("5 ft, 11 in" in en_US).
    public static var personHeight: Self { Self(icuUsage: "person-height") }
    /// Road distances ("7.8 mi" in en_US, "12 km" in fr_FR).
    public static var road: Self { Self(icuUsage: "road") }
    /// Focal lengths of lenses, always in millimetres.
    public static var focalLength: Self { Self(icuUsage: "focal-length") }
    /// Amounts of rain.
    public static var rainfall: Self { Self(icuUsage: "rainfall") }
    /// Amounts of snow.
    public static var snowfall: Self { Self(icuUsage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(icuUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A person's temperature.
    public static var person: Self { Self(icuUsage: "person") }
    /// Weather temperatures.
    public static var weather: Self { Self(icuUsage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy ("1,721 Cal" in en_US).
    public static var food: Self { Self(icuUsage: "food") }
    /// Energy burnt in a workout, in the units food energy uses (CLDR has no separate usage).
    public static var workout: Self { Self(icuUsage: "food") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// Volumes of liquid ("1.1 pt" for half a litre in en_US).
    public static var liquid: Self { Self(icuUsage: "fluid") }
}
