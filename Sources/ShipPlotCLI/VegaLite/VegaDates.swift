// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot

/// Dates as a spec's rows hold them, read as JavaScript's `new Date(…)` reads them in Vega, but always in UTC:
/// a chart must not change with the machine's time zone. (Vega reads dates without a zone in the viewer's zone.)
enum VegaDates {
    private static let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    private static let months = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// The instant `text` names, in seconds since 1970: ISO 8601 (`2012-01-01`, `2000-01-01T08:00:00.000Z`),
    /// a year alone (`1565`), `2001/01/01 00:47`, `01/31/2012` (month first, as JavaScript), `Jan 1 2000`,
    /// `Jun 12, 1998`, `1 January 2000`, each optionally with a `HH:MM[:SS]` time. Nil for anything else.
    static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 64 else { return nil }
        if let iso = FieldText.date(trimmed) { return iso }
        if trimmed.utf8.count == 4, let year = Int(trimmed), year >= 0 {
            return seconds(year: year, month: 1, day: 1)
        }
        var words = trimmed.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        // RFC 2822's weekday (`Sun, 01 Jan 2012 …`) says nothing the date does not; a trailing GMT or UTC is the
        // zone JavaScript reads then, and `clock` decides what that means.
        if let first = words.first, weekdays.contains(String(first.prefix(3)).lowercased()), Int(first) == nil,
            words.count > 3
        {
            words.removeFirst()
        }
        if let last = words.last, ["GMT", "UTC", "Z"].contains(last.uppercased()) { words.removeLast() }
        var time = 0.0
        if let last = words.last, last.contains(":") {
            guard let parsed = clockTime(last) else { return nil }
            time = parsed
            words.removeLast()
        }
        guard let day = calendarDay(words) else { return nil }
        return day + time
    }

    /// `2001/01/01`, `01/31/2012`, `Jan 1 2000`, `1 Jan 2000`: midnight of that day.
    private static func calendarDay(_ words: [String]) -> Double? {
        if words.count == 1 {
            let parts = words[0].split(separator: "/", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            // Year first when it has four digits, else month/day/year as JavaScript reads it.
            if words[0].hasPrefix(String(parts[0])), String(parts[0]).count == 4 {
                return seconds(year: parts[0], month: parts[1], day: parts[2])
            }
            return seconds(year: parts[2], month: parts[0], day: parts[1])
        }
        guard words.count == 3 else { return nil }
        if let month = monthNumber(words[0]), let day = Int(words[1]), let year = Int(words[2]) {
            return seconds(year: year, month: month, day: day)
        }
        if let day = Int(words[0]), let month = monthNumber(words[1]), let year = Int(words[2]) {
            return seconds(year: year, month: month, day: day)
        }
        return nil
    }

    private static func monthNumber(_ word: String) -> Int? {
        let lower = word.lowercased()
        guard lower.count >= 3, let index = months.firstIndex(of: String(lower.prefix(3))) else { return nil }
        return index + 1
    }

    /// `HH:MM` or `HH:MM:SS`: seconds into the day.
    private static func clockTime(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        let (hour, minute, second) = (parts[0]!, parts[1]!, parts.count == 3 ? parts[2]! : 0)
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<61).contains(second) else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// Midnight UTC of a day, nil for a day the month does not have.
    static func seconds(year: Int, month: Int, day: Int) -> Double? {
        guard (1...12).contains(month), day >= 1, day <= FieldText.daysIn(month: month, year: year),
            (-271_820...275_759).contains(year)
        else { return nil }
        return Double(FieldText.daysFromCivil(year: year, month: month, day: day)) * 86400
    }

    /// The calendar fields of an instant in UTC.
    struct Fields {
        var year: Int
        /// 1 to 12.
        var month: Int
        /// 1 to 31.
        var day: Int
        /// 0 (Sunday) to 6.
        var weekday: Int
        /// 1 to 366.
        var dayOfYear: Int
        var hours: Int
        var minutes: Int
        var seconds: Int
        var milliseconds: Double

        init(_ instant: Double) {
            // Held to the calendar's range, so an instant of 1e308 or NaN cannot trap.
            let days = FieldText.day(ofSeconds: instant)
            let civil = FieldText.civil(fromDays: days)
            (year, month, day) = (civil.year, civil.month, civil.day)
            // 1970-01-01 was a Thursday.
            weekday = ((days % 7) + 7 + 4) % 7
            dayOfYear = days - FieldText.daysFromCivil(year: year, month: 1, day: 1) + 1
            let offset = instant - Double(days) * 86400
            let within = offset.isFinite ? min(max(offset, 0), 86_399.999) : 0
            hours = Int(within / 3600)
            minutes = Int(within.truncatingRemainder(dividingBy: 3600) / 60)
            seconds = Int(within.truncatingRemainder(dividingBy: 60))
            milliseconds = ((within - within.rounded(.down)) * 1000).rounded()
        }
    }

    /// The instant cut to `unit`, as Vega's `timeUnit` transform cuts it: the parts kept, every other part at its
    /// start, and the year 2012 when the year is not kept (a leap year, so 29 February has a place).
    static func truncate(_ instant: Double, to unit: VegaTimeUnit) -> Double {
        let fields = Fields(instant)
        let has = Set(unit.parts)
        func stepped(_ value: Int, _ part: VegaTimeUnit.Part, base: Int = 0) -> Int {
            guard unit.step > 1, unit.parts.last == part else { return value }
            return base + (value - base) / unit.step * unit.step
        }
        let year = has.contains(.year) ? stepped(fields.year, .year) : 2012
        var month = has.contains(.month) ? stepped(fields.month, .month, base: 1) : 1
        if has.contains(.quarter) { month = (fields.month - 1) / 3 * 3 + 1 }
        var day = has.contains(.date) ? stepped(fields.day, .date, base: 1) : 1
        var start = seconds(year: year, month: month, day: 1) ?? 0
        if has.contains(.dayofyear) {
            start = (seconds(year: year, month: 1, day: 1) ?? 0) + Double(fields.dayOfYear - 1) * 86400
            day = 1
        } else if has.contains(.week) {
            // Weeks start on Sunday; week 0 holds the days before the year's first Sunday.
            let january = seconds(year: year, month: 1, day: 1) ?? 0
            let offset = Fields(january).weekday
            let week = (fields.dayOfYear - 1 + offset) / 7
            start = january + Double(week * 7 - offset) * 86400
            day = 1
        } else if has.contains(.day) && !has.contains(.date) {
            // A weekday alone: the first week of January 2012, which starts on a Sunday.
            start = (seconds(year: 2012, month: 1, day: 1) ?? 0) + Double(fields.weekday) * 86400
            day = 1
        }
        start += Double(day - 1) * 86400
        if has.contains(.hours) { start += Double(stepped(fields.hours, .hours)) * 3600 }
        if has.contains(.minutes) { start += Double(stepped(fields.minutes, .minutes)) * 60 }
        if has.contains(.seconds) { start += Double(stepped(fields.seconds, .seconds)) }
        if has.contains(.milliseconds) { start += fields.milliseconds / 1000 }
        return start
    }

    /// `2012-01-01T00:00:00.000Z`, as JavaScript's `toISOString` writes an instant.
    static func isoText(_ instant: Double) -> String {
        let fields = Fields(instant)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(abs(value))
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(fields.year < 0 ? "-" : "")\(pad(fields.year, 4))-\(pad(fields.month, 2))-\(pad(fields.day, 2))T"
            + "\(pad(fields.hours, 2)):\(pad(fields.minutes, 2)):\(pad(fields.seconds, 2)).\(pad(Int(fields.milliseconds), 3))Z"
    }
}

/// How a spec's values become instants on the wall clock its charts show. JavaScript reads a date alone
/// (`2012-01-01`), a time with a zone (`…T08:00:00Z`) and milliseconds since 1970 as UTC, and every other form as
/// local time; Vega then cuts and labels them in local time. With no zone (the default) local time is UTC, so a
/// chart is the same on every machine; with a zone, the UTC ones move to that zone's wall clock, as a viewer there
/// would see them.
struct VegaClock: Sendable {
    var zone: (any DayZone)?
    /// Instants in UTC rather than on the zone's wall clock, as a `utc` time unit or scale shows them: local
    /// times move back by the zone's offset instead.
    var utc = false

    /// The instant on this clock of a UTC instant.
    func wallClock(utc instant: Double) -> Double {
        guard let zone, !utc, instant.isFinite else { return instant }
        return instant + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
    }

    /// The instant on this clock of a local (wall-clock) time.
    func fromLocal(_ local: Double) -> Double {
        guard let zone, utc, local.isFinite else { return local }
        // The offset at the local time read as UTC is the offset then, but within a day of a clock change.
        return local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
    }

    /// The instant `text` names on this clock, nil for text that is no date.
    func parse(_ text: String) -> Double? {
        guard let instant = VegaDates.parse(text) else { return nil }
        return Self.readsAsUTC(text) ? wallClock(utc: instant) : fromLocal(instant)
    }

    /// The instant a value names: a date as it is, text as JavaScript reads it, a number as milliseconds since
    /// 1970 (UTC); nil for anything else.
    func instant(_ value: VegaValue) -> Double? {
        switch value {
        case .date(let seconds): seconds
        case .string(let text): parse(text)
        case .number(let milliseconds): wallClock(utc: milliseconds / 1000)
        case .bool, .null: nil
        }
    }

    /// The value as a date on this clock (null when it names none), as Vega's `date` parser reads it.
    func date(_ value: VegaValue) -> VegaValue { instant(value).map { .date($0) } ?? .null }

    /// Whether JavaScript reads `text` as UTC: an ISO date alone, or an ISO time with `Z` or an offset.
    private static func readsAsUTC(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.utf8.count == 4, trimmed.allSatisfy(\.isNumber) { return true }
        if ["GMT", "UTC"].contains(where: { trimmed.uppercased().hasSuffix(" " + $0) }) { return true }
        guard FieldText.date(trimmed) != nil else { return false }
        guard let time = trimmed.firstIndex(where: { $0 == "T" || $0 == "t" || $0 == " " }) else { return true }
        let clock = trimmed[trimmed.index(after: time)...]
        return clock.contains { $0 == "Z" || $0 == "z" || $0 == "+" } || clock.dropFirst(2).contains("-")
    }
}
