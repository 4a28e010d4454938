// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether `01/02/2012` is 2 January (month first, as in the United States) or 1 February (day first).
enum DayOrder: String, Sendable {
    case monthFirst = "month first"
    case dayFirst = "day first"

    /// The `--date-format` pattern that reads `sample`'s numbers in this order.
    func pattern(separator: UInt8) -> String {
        let s = String(UnicodeScalar(separator))
        return self == .monthFirst ? "%m\(s)%d\(s)%Y" : "%d\(s)%m\(s)%Y"
    }
}

/// What a date's text says when read without a pattern.
enum InferredDate: Equatable {
    /// Not a date in any form read.
    case none
    /// One instant, whatever the order of day and month.
    case date(Double)
    /// Day and month as two numbers before the year (`01/02/2012`): the instant read month first and day first,
    /// nil where that reading is impossible (`13/01/2012` month first); `separator` is the character between them.
    case numeric(monthFirst: Double?, dayFirst: Double?, separator: UInt8)

    /// The instant in `order` (nil: only when the two readings agree).
    func seconds(order: DayOrder?) -> Double? {
        switch self {
        case .none: return nil
        case .date(let seconds): return seconds
        case .numeric(let monthFirst, let dayFirst, _):
            switch order {
            case .monthFirst?: return monthFirst
            case .dayFirst?: return dayFirst
            case nil: return monthFirst == dayFirst ? monthFirst : nil
            }
        }
    }
}

/// Dates in the forms files write them, read without a pattern: ISO 8601 (`2012-01-01`, `2012-01`,
/// `2012-01-01T10:00:00.5+01:00`), year first with slashes or dots (`2012/01/01`), day and month as numbers before
/// the year (`01/02/2012`, an order `DayOrder` decides), month names (`Jan 1 2000`, `January 1, 2000`,
/// `1 Jan 2000`, `01-Jan-2000`, `Jan 2000`), RFC 2822 (`Tue, 1 Jul 2003 10:52:37 +0200`) and a year alone
/// (`2000`), each with an optional time (`10:52`, `10:52:37.25`, `10:52 PM`) and zone (`Z`, `+02:00`, `UTC`, `GMT`,
/// `EST`). Without a zone the time is UTC. Every read is bounded by the text's length (at most 64 bytes).
enum DateInference {
    static func read(_ bytes: ArraySlice<UInt8>) -> InferredDate {
        guard !bytes.isEmpty, bytes.count <= 64 else { return .none }
        if let iso = FieldText.date(bytes: bytes) { return .date(iso) }
        var tokens = DateTokens(bytes)
        if tokens.weekdayName() {
            _ = tokens.take(UInt8(ascii: ","))
            guard tokens.skipSpaces() > 0 else { return .none }
        }
        guard let first = tokens.current else { return .none }
        if DateTokens.isLetter(first) { return monthFirstName(&tokens) }
        return numeric(&tokens)
    }

    /// `Jan 1 2000`, `January 1, 2000`, `Jan 2000`, then the time.
    private static func monthFirstName(_ tokens: inout DateTokens) -> InferredDate {
        guard let month = tokens.monthName(), tokens.skipSpaces() > 0 else { return .none }
        var fields = DateFields()
        fields.month = month
        if let year = tokens.number(digits: 4...4), tokens.atEnd {
            fields.year = year
            return fields.seconds.map { .date($0) } ?? .none
        }
        guard let day = tokens.number(digits: 1...2) else { return .none }
        fields.day = day
        _ = tokens.take(UInt8(ascii: ","))
        guard tokens.skipSpaces() > 0, let year = tokens.number(digits: 4...4) else { return .none }
        fields.year = year
        return timed(&tokens, fields)
    }

    /// Text that starts with a number: a year first (`2012/01/01`, `2000`), a day then a month name
    /// (`1 Jan 2000`, `01-Jan-2000`), or two numbers then the year (`01/02/2012`).
    private static func numeric(_ tokens: inout DateTokens) -> InferredDate {
        let start = tokens
        if let year = tokens.number(digits: 4...4) {
            var fields = DateFields()
            fields.year = year
            if tokens.atEnd { return fields.seconds.map { .date($0) } ?? .none }
            guard let separator = tokens.current,
                [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-")].contains(separator)
            else { return .none }
            tokens.take(separator)
            guard let month = tokens.number(digits: 1...2), tokens.take(separator),
                let day = tokens.number(digits: 1...2)
            else { return .none }
            (fields.month, fields.day) = (month, day)
            return timed(&tokens, fields)
        }
        tokens = start
        guard let a = tokens.number(digits: 1...2), let separator = tokens.current else { return .none }
        if separator == 0x20 || separator == UInt8(ascii: "-") {
            var named = tokens
            if separator == 0x20 { named.skipSpaces() } else { named.take(separator) }
            if let month = named.monthName() {
                guard separator == 0x20 ? named.skipSpaces() > 0 : named.take(separator),
                    let year = named.number(digits: 4...4)
                else { return .none }
                var fields = DateFields()
                (fields.year, fields.month, fields.day) = (year, month, a)
                return timed(&named, fields)
            }
        }
        guard [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-")].contains(separator) else { return .none }
        tokens.take(separator)
        guard let b = tokens.number(digits: 1...2), tokens.take(separator), let year = tokens.number(digits: 4...4)
        else { return .none }
        var fields = DateFields()
        fields.year = year
        guard let time = time(&tokens) else { return .none }
        func reading(month: Int, day: Int) -> Double? {
            var f = fields
            (f.month, f.day) = (month, day)
            return f.seconds.map { $0 + time }
        }
        let (monthFirst, dayFirst) = (reading(month: a, day: b), reading(month: b, day: a))
        guard monthFirst != nil || dayFirst != nil else { return .none }
        return .numeric(monthFirst: monthFirst, dayFirst: dayFirst, separator: separator)
    }

    /// The date of `fields` with the time and zone that follow, if any, up to the end.
    private static func timed(_ tokens: inout DateTokens, _ fields: DateFields) -> InferredDate {
        guard let day = fields.seconds, let time = time(&tokens) else { return .none }
        return .date(day + time)
    }

    /// An optional time after a space or `T` (`10:52`, `10:52:37.25`, `10:52 PM`) and an optional zone, up to the
    /// end: seconds to add to the day's start (less the zone's offset); nil when anything else follows.
    private static func time(_ tokens: inout DateTokens) -> Double? {
        if tokens.atEnd { return 0 }
        guard tokens.skipSpaces() > 0 || tokens.take(UInt8(ascii: "T")) else { return nil }
        var fields = DateFields()
        fields.year = 1970
        guard let hour = tokens.number(digits: 1...2), tokens.take(UInt8(ascii: ":")),
            let minute = tokens.number(digits: 2...2)
        else { return nil }
        (fields.hour, fields.minute) = (hour, minute)
        if tokens.take(UInt8(ascii: ":")) {
            guard let second = tokens.number(digits: 2...2) else { return nil }
            fields.second = Double(second)
            if tokens.take(UInt8(ascii: ".")) || tokens.take(UInt8(ascii: ",")) {
                guard let fraction = tokens.fraction() else { return nil }
                fields.fraction = fraction
            }
        }
        var spaced = tokens
        spaced.skipSpaces()
        if let pm = spaced.amPm() {
            tokens = spaced
            (fields.hour12, fields.pm) = (hour, pm)
        }
        if !tokens.atEnd {
            tokens.skipSpaces()
            if let offset = tokens.offset() ?? tokens.zoneName() {
                fields.offset = offset
            } else {
                return nil
            }
        }
        guard tokens.atEnd, let seconds = fields.seconds else { return nil }
        return seconds
    }
}

/// How a number field read as dates is taken: years when every value has at most four digits, else Unix
/// milliseconds when some value is past 10¹¹ (the year 5138 in seconds, 1973 in milliseconds), else Unix seconds.
enum EpochUnit: String, Sendable {
    case years, seconds, milliseconds

    static func forValues(maximumMagnitude: Double, allWhole: Bool) -> EpochUnit {
        if allWhole && maximumMagnitude < 10_000 { return .years }
        return maximumMagnitude >= 1e11 ? .milliseconds : .seconds
    }

    /// Seconds since 1970 of `value` in this unit.
    func seconds(_ value: Double) -> Double? {
        switch self {
        case .years:
            guard value == value.rounded(), abs(value) < 10_000 else { return nil }
            return Double(FieldText.daysFromCivil(year: Int(value), month: 1, day: 1)) * 86400
        case .seconds: return value
        case .milliseconds: return value / 1000
        }
    }

    /// Whether a field named `name` whose values are whole numbers from `low` to `high` is a Unix time: its name
    /// says time (`timestamp`, `created_at`, `time`, `date`, `epoch`, `ts`) and every value lies between 2000 and
    /// 2100 in seconds or milliseconds. Numbers elsewhere stay numbers: ids and counts look the same.
    static func looksLikeUnixTime(name: String, low: Double, high: Double) -> EpochUnit? {
        let lower = name.lowercased()
        let words = lower.split(whereSeparator: { !$0.isLetter })
        let named =
            ["time", "date", "epoch", "stamp"].contains { lower.contains($0) }
            || words.contains { $0 == "ts" || $0 == "at" }
        guard named else { return nil }
        let (start, end) = (946_684_800.0, 4_102_444_800.0)
        if low >= start && high < end { return .seconds }
        if low >= start * 1000 && high < end * 1000 { return .milliseconds }
        return nil
    }
}
