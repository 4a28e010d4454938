// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A unit's English names as Apple writes them for en_US: narrow (`.short`, written against the number), abbreviated
/// (`.medium`) and long (`.long`, singular and plural). A unit not in the table is written with its symbol.
struct UnitName {
    var narrow: String
    var abbreviated: String
    var singular: String
    var plural: String
    /// Written against the number at `.medium` too ("38°C").
    var attached = false

    init(_ unit: Unit) {
        self = UnitName.table[unit.symbol] ?? UnitName(unit.symbol, unit.symbol, unit.symbol, unit.symbol)
    }

    private init(_ narrow: String, _ abbreviated: String, _ singular: String, _ plural: String, attached: Bool = false)
    {
        self.narrow = narrow
        self.abbreviated = abbreviated
        self.singular = singular
        self.plural = plural
        self.attached = attached
    }

    private static let table: [String: UnitName] = [
        "kg": UnitName("kg", "kg", "kilogram", "kilograms"), "g": UnitName("g", "g", "gram", "grams"),
        "mg": UnitName("mg", "mg", "milligram", "milligrams"), "t": UnitName("t", "t", "metric ton", "metric tons"),
        "lb": UnitName("#", "lb", "pound", "pounds"), "oz": UnitName("oz", "oz", "ounce", "ounces"),
        "st": UnitName("st", "st", "stone", "stones"),
        "km": UnitName("km", "km", "kilometer", "kilometers"), "m": UnitName("m", "m", "meter", "meters"),
        "cm": UnitName("cm", "cm", "centimeter", "centimeters"),
        "mm": UnitName("mm", "mm", "millimeter", "millimeters"),
        "mi": UnitName("mi", "mi", "mile", "miles"), "yd": UnitName("yd", "yd", "yard", "yards"),
        "ft": UnitName("′", "ft", "foot", "feet"), "in": UnitName("″", "in", "inch", "inches"),
        "°C": UnitName("°C", "°C", "degree Celsius", "degrees Celsius", attached: true),
        "°F": UnitName("°", "°F", "degree Fahrenheit", "degrees Fahrenheit", attached: true),
        "K": UnitName("K", "K", "kelvin", "kelvins"),
        "km/h": UnitName("km/h", "km/h", "kilometer per hour", "kilometers per hour"),
        "mph": UnitName("mph", "mph", "mile per hour", "miles per hour"),
        "m/s": UnitName("m/s", "m/s", "meter per second", "meters per second"),
        "kn": UnitName("kn", "kn", "knot", "knots"),
        "L": UnitName("L", "L", "liter", "liters"), "mL": UnitName("mL", "mL", "milliliter", "milliliters"),
        "gal": UnitName("gal", "gal", "gallon", "gallons"),
        "fl oz": UnitName("fl oz", "fl oz", "fluid ounce", "fluid ounces"),
        "kCal": UnitName("kcal", "kcal", "kilocalorie", "kilocalories"),
        "kJ": UnitName("kJ", "kJ", "kilojoule", "kilojoules"),
        "hr": UnitName("h", "hr", "hour", "hours"), "min": UnitName("m", "min", "minute", "minutes"),
        "s": UnitName("s", "sec", "second", "seconds"),
    ]
}

/// The kinds of measurement `MeasurementFormatter` converts to a locale's units, with the units of each system
/// smallest first (the natural scale's ladder) and the unit a locale prefers.
enum UnitFamily {
    case mass, length, temperature, speed

    init?(_ unit: Dimension) {
        switch unit {
        case is UnitMass: self = .mass
        case is UnitLength: self = .length
        case is UnitTemperature: self = .temperature
        case is UnitSpeed: self = .speed
        default: return nil
        }
    }

    private func ladder(us: Bool) -> [Dimension] {
        switch (self, us) {
        case (.mass, false): [UnitMass.milligrams, UnitMass.grams, UnitMass.kilograms]
        case (.mass, true): [UnitMass.ounces, UnitMass.pounds]
        case (.length, false):
            [UnitLength.millimeters, UnitLength.centimeters, UnitLength.meters, UnitLength.kilometers]
        case (.length, true): [UnitLength.inches, UnitLength.feet, UnitLength.miles]
        case (.temperature, false): [UnitTemperature.celsius]
        case (.temperature, true): [UnitTemperature.fahrenheit]
        case (.speed, false): [UnitSpeed.kilometersPerHour]
        case (.speed, true): [UnitSpeed.milesPerHour]
        }
    }

    /// The unit a locale of the system writes this kind in.
    func preferred(us: Bool) -> Dimension { ladder(us: us).last ?? UnitMass.kilograms }

    /// Whether `unit` is on the US ladder (true), the metric one (false), or neither (nil).
    static func isUS(_ unit: Dimension) -> Bool? {
        guard let family = UnitFamily(unit) else { return nil }
        if family.ladder(us: true).contains(where: { $0.symbol == unit.symbol }) { return true }
        if family.ladder(us: false).contains(where: { $0.symbol == unit.symbol }) { return false }
        return nil
    }

    /// The largest unit of the system in which `value` (in `unit`) is 1 or more; the smallest when none is.
    func natural(for value: Double, in unit: Dimension, us: Bool) -> Dimension {
        let units = ladder(us: us)
        let base = Measurement(value: value, unit: unit)
        return units.last { abs(base.converted(to: $0).value) >= 1 } ?? units[0]
    }
}
