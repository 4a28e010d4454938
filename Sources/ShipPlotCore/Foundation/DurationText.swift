// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A unit `DateComponentsFormatter` writes, largest first.
enum DurationUnit: CaseIterable {
    case year, month, week, day, hour, minute, second

    var calendarUnit: NSCalendar.Unit {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    /// Its length in seconds; nil for months and years, whose length the calendar gives.
    var seconds: Double? {
        switch self {
        case .year, .month: nil
        case .week: 604_800
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        case .second: 1
        }
    }

    /// How many of `smaller` make one of this unit, when that is fixed.
    func ratio(to smaller: DurationUnit) -> Int? {
        if self == .year && smaller == .month { return 12 }
        guard let mine = seconds, let theirs = smaller.seconds, mine > theirs else { return nil }
        return Int(mine / theirs)
    }

    /// English names as Apple writes them for en_US: abbreviated, short (singular, plural) and full (singular).
    private var names: (abbreviated: String, short: String, shortPlural: String, full: String) {
        switch self {
        case .year: ("y", "yr", "yrs", "year")
        case .month: ("mo", "mth", "mths", "month")
        case .week: ("w", "wk", "wks", "week")
        case .day: ("d", "day", "days", "day")
        case .hour: ("h", "hr", "hr", "hour")
        case .minute: ("m", "min", "min", "minute")
        case .second: ("s", "sec", "sec", "second")
        }
    }

    var abbreviated: String { names.abbreviated }
    func short(_ value: Int) -> String { value == 1 ? names.short : names.shortPlural }
    func full(_ value: Int) -> String { value == 1 ? names.full : names.full + "s" }
}

/// How `DateComponentsFormatter` chooses and writes its units.
enum DurationText {
    typealias Value = (unit: DurationUnit, value: Int)

    /// The units `zeros` keeps. Positional text keeps at least two units ("0:05"); all-zero text keeps its smallest.
    static func kept(
        _ all: [Value], zeros: DateComponentsFormatter.ZeroFormattingBehavior, positional: Bool
    ) -> [Value] {
        var rule = zeros
        if rule.contains(.default) {
            rule.remove(.default)
            rule.formUnion(positional ? .dropLeading : .dropAll)
        }
        guard let first = all.firstIndex(where: { $0.value != 0 }),
            let last = all.lastIndex(where: { $0.value != 0 })
        else { return Array(all.suffix(positional ? 2 : 1)) }
        var kept: [Value] = []
        for (index, value) in all.enumerated() {
            let dropped =
                value.value == 0
                && (index < first && rule.contains(.dropLeading) || index > last && rule.contains(.dropTrailing)
                    || index > first && index < last && rule.contains(.dropMiddle))
            if !dropped { kept.append(value) }
        }
        if positional && kept.count == 1 && all.count >= 2, let at = all.firstIndex(where: { $0.unit == kept[0].unit })
        {
            if at + 1 < all.count { kept.append(all[at + 1]) } else { kept.insert(all[at - 1], at: 0) }
        }
        return kept
    }

    /// `values` written in `style`; `pads` writes a leading positional hour, minute or second with two digits.
    static func written(_ values: [Value], style: DateComponentsFormatter.UnitsStyle, pads: Bool) -> String {
        switch style {
        case .positional: positional(values, pads: pads)
        case .abbreviated: values.map { grouped($0.value) + $0.unit.abbreviated }.joined(separator: " ")
        case .brief: values.map { grouped($0.value) + $0.unit.short($0.value) }.joined(separator: " ")
        case .short: values.map { grouped($0.value) + " " + $0.unit.short($0.value) }.joined(separator: ", ")
        case .full: values.map { grouped($0.value) + " " + $0.unit.full($0.value) }.joined(separator: ", ")
        case .spellOut: values.map { spelled($0.value) + " " + $0.unit.full($0.value) }.joined(separator: ", ")
        }
    }

    /// Days and larger abbreviated, then hours, minutes and seconds joined by colons, later ones in two digits.
    private static func positional(_ values: [Value], pads: Bool) -> String {
        let calendarPart = values.filter { $0.unit.seconds ?? .infinity >= 86_400 }
        let clock = values.filter { $0.unit.seconds ?? .infinity < 86_400 }
        let dates = calendarPart.map { grouped($0.value) + $0.unit.abbreviated }
        // `.pad` writes the first unit in two digits ("01:00:10"), not an hour after days ("0d 1:00:00").
        let times = clock.enumerated().map { index, value in
            index == 0 && !(pads && dates.isEmpty) ? String(value.value) : twoDigits(value.value)
        }
        return (dates + (times.isEmpty ? [] : [times.joined(separator: ":")])).joined(separator: " ")
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    /// A whole number with "," between thousands, as en_US writes it.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// A whole number in English words ("twenty-three").
    static func spelled(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
