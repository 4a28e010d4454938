// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Formats axis labels and style keys without locale or time-zone surprises: numbers with no trailing zeros
/// and thousands separators from 10,000 up (axis labels from 1,000, as Swift Charts writes them); dates in English
/// with fixed patterns.
package enum LabelFormat {
    package static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    /// Typographic minus, so negative labels line up with positive ones.
    package static let minus = "\u{2212}"

    /// `3 PM`, `12 PM` (noon), `12 AM`.
    package static func hour(_ hour: Int) -> String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        return "\(h) \(hour < 12 ? "AM" : "PM")"
    }

    /// `9:05 PM`, or `9:05:30 PM` with seconds, for a time of day in seconds.
    package static func time(_ second: Int, withSeconds: Bool) -> String {
        let (hour, minute, sec) = (second / 3600, second / 60 % 60, second % 60)
        let h = hour % 12 == 0 ? 12 : hour % 12
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        let ss = sec < 10 ? ":0\(sec)" : ":\(sec)"
        return "\(h):\(mm)\(withSeconds ? ss : "") \(hour < 12 ? "AM" : "PM")"
    }

    /// How many decimals show every multiple of `step` exactly (2.5 → 1, 0.25 → 2, 10 → 0).
    package static func decimals(forStep step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        for d in 0...12 {
            let scaled = step * pow(10, Double(d))
            if abs(scaled - scaled.rounded()) <= 1e-6 * max(1, scaled) { return d }
        }
        return 12
    }

    /// Decimals for a single value shown on its own (up to 6).
    package static func decimals(forValue value: Double) -> Int {
        guard value.isFinite else { return 0 }
        for d in 0...6 {
            let scaled = abs(value) * pow(10, Double(d))
            if abs(scaled - scaled.rounded()) <= 1e-9 * max(1, scaled) { return d }
        }
        return 6
    }

    /// `value` with `decimals` places, trailing zeros removed, thousands separated once the integer part has
    /// `groupingFrom` digits (5: from 10,000 up; 4: from 1,000, as Swift Charts labels an axis).
    package static func number(_ value: Double, decimals: Int, groupingFrom groupFrom: Int = 5) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? minus + "∞" : "∞" }
        let magnitude = abs(value)
        // Beyond 2^53 integer digits are no longer exact; scientific notation says so honestly.
        if magnitude >= 1e15 || (magnitude > 0 && magnitude < 1e-9 && decimals > 9) {
            let text = String(describing: magnitude)
            return (value < 0 ? minus : "") + text
        }
        let places = min(max(decimals, 0), 9)
        let scale = pow(10, Double(places))
        let scaled = (magnitude * scale).rounded()
        guard scaled < 9.0e18 else { return (value < 0 ? minus : "") + String(describing: magnitude) }
        let digits = String(UInt64(scaled))
        var integerPart: Substring
        var fraction: Substring
        if places > 0 {
            let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
            integerPart = padded.dropLast(places)
            fraction = padded.suffix(places)
            while fraction.last == "0" { fraction = fraction.dropLast() }
        } else {
            integerPart = Substring(digits)
            fraction = ""
        }
        var grouped = String(integerPart)
        if integerPart.count >= max(groupFrom, 2) {
            var result = ""
            for (i, ch) in integerPart.enumerated() {
                if i > 0 && (integerPart.count - i) % 3 == 0 { result.append(",") }
                result.append(ch)
            }
            grouped = result
        }
        let body = fraction.isEmpty ? grouped : grouped + "." + fraction
        return (value < 0 && scaled != 0 ? minus : "") + body
    }
}
