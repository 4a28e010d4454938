// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Foundation's formatter of measurements ("2.5 lb", "38°C", "12 kilometers"), as Apple declares it.
///
/// swift-corelibs-foundation declares its `MeasurementFormatter` unavailable. Swift prefers a module's own
/// declaration to one of a module it imports, so in a file that imports both Foundation and ShipPlot this one is
/// found. Unit names are English as Apple writes them for en_US, for mass, length, temperature, speed, volume,
/// energy and duration (other units are written with their `symbol`); numbers follow `numberFormatter`. `locale`
/// chooses the measurement system: US customary (`en_US`, the default, where Apple uses the current locale) or
/// metric (every other locale).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    // Unchecked: as Foundation's formatters are; its settings must not change while another thread formats with it.
    /// How the unit is chosen and written.
    public struct UnitOptions: OptionSet, Sendable {
        /// Its bits, as Apple's.
        public let rawValue: UInt
        /// The options of bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Keeps the measurement's own unit (its system, with `naturalScale`).
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// Writes the measurement in the unit of its system that keeps the number at 1 or more ("12 km", not
        /// "12,000 m").
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// Writes a temperature with "°" and no scale ("38°").
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is chosen. Empty by default: as Apple does, a mass, length, temperature or speed is converted to
    /// the unit the locale writes it in (pounds, miles, °F, mph in the US; kilograms, kilometres, °C, km/h
    /// elsewhere), so 1,500 m reads "0.932 mi" in en_US.
    open var unitOptions: UnitOptions = []
    /// `.short` ("2.5#"), `.medium` ("2.5 lb", the default) or `.long` ("2.5 pounds").
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale whose measurement system units are converted to; `en_US` by default. Setting it also sets the
    /// number formatter's locale.
    open var locale: Locale! = Locale(identifier: "en_US") {
        didSet { numberFormatter?.locale = locale }
    }
    /// Writes the number: decimal, at most three fraction digits, by default.
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.defaultNumberFormatter()

    /// A formatter with the defaults above.
    public override init() { super.init() }

    /// Archiving is not supported on Linux; always nil.
    public required init?(coder: NSCoder) { nil }

    /// `measurement` as text, converted as `unitOptions` asks.
    open func string(from measurement: Measurement<Unit>) -> String {
        let (value, unit) = shown(measurement.value, measurement.unit)
        let number = numberFormatter?.string(from: NSNumber(value: value)) ?? String(value)
        if unitOptions.contains(.temperatureWithoutUnit), unit is UnitTemperature { return number + "°" }
        let name = UnitName(unit)
        switch unitStyle {
        case .short: return number + name.narrow
        case .long: return number + " " + (abs(value) == 1 ? name.singular : name.plural)
        default: return number + (name.attached ? "" : " ") + name.abbreviated
        }
    }

    /// `measurement` as text, converted as `unitOptions` asks.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        string(from: Measurement<Unit>(value: measurement.value, unit: measurement.unit))
    }

    /// The unit's name in `unitStyle`: "#", "lb" or "pounds".
    open func string(from unit: Unit) -> String {
        let name = UnitName(unit)
        switch unitStyle {
        case .short: return name.narrow
        case .long: return name.plural
        default: return name.abbreviated
        }
    }

    /// The text for a `Measurement<Unit>` or a `Unit`; nil for anything else (a `Measurement<UnitMass>` passed as
    /// `Any` is not a `Measurement<Unit>`: use `string(from:)`).
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let measurement as Measurement<Unit>: string(from: measurement)
        case let unit as Unit: string(from: unit)
        default: nil
        }
    }

    /// The value and unit written: the unit the options and the locale choose, and the value converted to it.
    private func shown(_ value: Double, _ unit: Unit) -> (Double, Unit) {
        guard let dimension = unit as? Dimension else { return (value, unit) }
        let us = locale?.measurementSystem == .us
        var target = dimension
        if !unitOptions.contains(.providedUnit), let family = UnitFamily(dimension) {
            target = family.preferred(us: us)
        }
        let converted = Measurement(value: value, unit: dimension).converted(to: target).value
        guard unitOptions.contains(.naturalScale), let family = UnitFamily(target) else { return (converted, target) }
        let scaled = family.natural(for: converted, in: target, us: UnitFamily.isUS(target) ?? us)
        return (Measurement(value: converted, unit: target).converted(to: scaled).value, scaled)
    }

    private static func defaultNumberFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.maximumFractionDigits = 3
        return formatter
    }
}
