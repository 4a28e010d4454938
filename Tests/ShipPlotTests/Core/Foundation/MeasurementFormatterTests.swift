// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot

/// The library's `MeasurementFormatter` writes what Apple's documentation and published examples show. This file
/// imports Foundation, whose own `MeasurementFormatter` is unavailable on Linux: that it compiles is the check that
/// the library's declaration shadows Foundation's.
@Suite struct MeasurementFormatterTests {
    /// A weight screen's trend: pounds in en_US, one fraction digit.
    @Test func poundsWithOneFractionDigit() {
        let formatter = MeasurementFormatter()
        formatter.numberFormatter.maximumFractionDigits = 1
        #expect(formatter.string(from: Measurement(value: 2.34, unit: UnitMass.pounds)) == "2.3 lb")
        #expect(formatter.string(from: Measurement(value: -1_234.56, unit: UnitMass.pounds)) == "-1,234.6 lb")
        formatter.unitStyle = .long
        #expect(formatter.string(from: Measurement(value: 1, unit: UnitMass.pounds)) == "1 pound")
        #expect(formatter.string(from: Measurement(value: 2.5, unit: UnitMass.pounds)) == "2.5 pounds")
        formatter.unitStyle = .short
        #expect(formatter.string(from: Measurement(value: 2.5, unit: UnitMass.pounds)) == "2.5#")
    }

    /// With no options the locale's unit is written: 1,500 m is "0.932 mi" in en_US and "1.5 km" in ja_JP; 38 °C
    /// is "100.4°F" in en_US.
    @Test func theLocalesUnit() {
        let formatter = MeasurementFormatter()
        let distance = Measurement(value: 1_500, unit: UnitLength.meters)
        #expect(formatter.string(from: distance) == "0.932 mi")
        formatter.locale = Locale(identifier: "ja_JP")
        #expect(formatter.string(from: distance) == "1.5 km")
        formatter.locale = Locale(identifier: "en_US")
        let fever = Measurement(value: 38, unit: UnitTemperature.celsius)
        #expect(formatter.string(from: fever) == "100.4°F")
        formatter.unitOptions = .temperatureWithoutUnit
        #expect(formatter.string(from: fever) == "100.4°")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: fever) == "38°C")
        #expect(formatter.string(from: Measurement(value: 3, unit: UnitLength.meters)) == "3 m")
    }

    /// The natural scale: 12,000 m is 12 km; 0.5 kg is 500 g; in the provided unit's own system.
    @Test func naturalScale() {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = [.providedUnit, .naturalScale]
        #expect(formatter.string(from: Measurement(value: 12_000, unit: UnitLength.meters)) == "12 km")
        #expect(formatter.string(from: Measurement(value: 0.5, unit: UnitMass.kilograms)) == "500 g")
        #expect(formatter.string(from: Measurement(value: 0.5, unit: UnitMass.pounds)) == "8 oz")
        formatter.unitStyle = .long
        #expect(formatter.string(from: Measurement(value: 12_000, unit: UnitLength.meters)) == "12 kilometers")
    }

    /// Units alone, and units the table does not name.
    @Test func unitsAlone() {
        let formatter = MeasurementFormatter()
        #expect(formatter.string(from: UnitMass.pounds) == "lb")
        formatter.unitStyle = .long
        #expect(formatter.string(from: UnitMass.pounds) == "pounds")
        #expect(formatter.string(from: UnitPressure.hectopascals) == UnitPressure.hectopascals.symbol)
        formatter.unitStyle = .medium
        #expect(formatter.string(from: Measurement(value: 1_013, unit: UnitPressure.hectopascals)) == "1,013 hPa")
        #expect(formatter.string(for: "not a measurement") == nil)
    }
}
