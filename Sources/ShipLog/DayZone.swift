// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A time zone as the log's dates need one: the offset from UTC at an instant, the first instant of a calendar
/// date, and a name for messages. Foundation's `TimeZone` is one; ``POSIXTimeZone`` is another, for the rule
/// strings `TZ` may hold (`JST-9`, `CET-1CEST,M3.5.0,M10.5.0/3`), which Foundation does not read.
public protocol DayZone: Sendable {
    /// Seconds east of UTC at `date` (negative west of it).
    func secondsFromGMT(for date: Date) -> Int
    /// The first instant of `date` in this zone (usually local midnight; later when a clock change skips it).
    func startOfDay(_ date: LogDate) -> Date
    /// The zone's name as the user gave it, for messages.
    var identifier: String { get }
}

extension TimeZone: DayZone {
    /// The first instant of `date` here, by the Gregorian calendar.
    public func startOfDay(_ date: LogDate) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = self
        // Local noon of this date is safely inside the day whatever the zone's offset.
        let noonUTC = Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400 + 43_200)
        let localNoon = noonUTC.addingTimeInterval(-Double(secondsFromGMT(for: noonUTC)))
        return calendar.startOfDay(for: localNoon)
    }
}

/// A zone given as a POSIX `TZ` rule, read the way the C library reads it: `std offset [dst [offset]
/// [,start[/time],end[/time]]]`. Offsets count hours *west* of UTC (`UTC+5` is five hours behind it, as `date`
/// shows); names are three or more letters or `<…>` quoted; rules are `Jn` (day of the year, no 29 February),
/// `n` (0-based, counting it) or `Mm.w.d` (the d-th weekday, Sunday 0, of week w, 5 for the last, of month m);
/// times default to 02:00 and may be negative or past 24 h. A daylight-saving name needs its rules (glibc would
/// borrow them from a file, shifted in its own way).
public struct POSIXTimeZone: DayZone, Equatable {
    /// A rule for the day a change happens.
    enum DayRule: Equatable, Sendable {
        /// `Jn`: 1...365, 29 February never counted.
        case julian(Int)
        /// `n`: 0...365, 29 February counted.
        case zeroBased(Int)
        /// `Mm.w.d`.
        case month(Int, week: Int, weekday: Int)
    }

    /// A change to or from daylight-saving time: the day, and the local time of the change in seconds.
    struct Change: Equatable, Sendable {
        var day: DayRule
        var time: Int
    }

    /// The string as given.
    public let identifier: String
    /// Seconds east of UTC in standard time.
    let standard: Int
    /// Seconds east of UTC in daylight-saving time, and when it starts and ends; `nil` without it.
    let daylight: (offset: Int, start: Change, end: Change)?

    /// UTC, named "UTC": the zone of an empty `TZ`, and the default of the log's exchange formats.
    public static let utc = POSIXTimeZone(identifier: "UTC", standard: 0)

    private init(identifier: String, standard: Int) {
        self.identifier = identifier
        self.standard = standard
        daylight = nil
    }

    public static func == (a: POSIXTimeZone, b: POSIXTimeZone) -> Bool {
        a.identifier == b.identifier
    }

    /// Parses `text`; `nil` when the C library would not read it as a rule either (it then falls back to UTC,
    /// which the tool refuses instead).
    public init?(_ text: String) {
        var scanner = RuleScanner(Array(text.utf8))
        guard scanner.name() != nil, let standardWest = scanner.offset() else { return nil }
        identifier = text
        standard = -standardWest
        guard !scanner.atEnd else {
            daylight = nil
            return
        }
        guard scanner.name() != nil else { return nil }
        var daylightWest = standardWest - 3600
        if !scanner.atEnd, scanner.peek != UInt8(ascii: ",") {
            guard let given = scanner.offset() else { return nil }
            daylightWest = given
        }
        // Without rules glibc borrows the transitions of its `posixrules` file, shifted in its own way; such a
        // value is refused rather than guessed.
        guard scanner.take(UInt8(ascii: ",")), let start = scanner.change(), scanner.take(UInt8(ascii: ",")),
            let end = scanner.change(), scanner.atEnd
        else { return nil }
        daylight = (-daylightWest, start, end)
    }

    public func secondsFromGMT(for date: Date) -> Int {
        guard let daylight else { return standard }
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e13 else { return standard }
        // As glibc decides: by the changes of the instant's year in UTC, the southern hemisphere's summer being the
        // time outside its winter.
        let year = LogDate(dayNumber: Int((seconds / 86_400).rounded(.down))).year
        let (start, end) = transitions(in: year, daylight)
        let summer = start > end ? (seconds < end || seconds >= start) : (seconds >= start && seconds < end)
        return summer ? daylight.offset : standard
    }

    public func startOfDay(_ date: LogDate) -> Date {
        let midnight = Double(date.dayNumber) * 86_400
        guard let daylight else { return Date(timeIntervalSince1970: midnight - Double(standard)) }
        // Midnight in daylight time, then in standard time: the earlier one that really is that local time.
        for offset in [daylight.offset, standard].sorted(by: >) {
            let instant = midnight - Double(offset)
            if secondsFromGMT(for: Date(timeIntervalSince1970: instant)) == offset {
                return Date(timeIntervalSince1970: instant)
            }
        }
        // Midnight was skipped (the clocks went forward at it): the day starts at that change.
        let (start, end) = transitions(in: date.year, daylight)
        let change = [start, end].first { abs($0 - midnight) < 2 * 86_400 }
        return Date(timeIntervalSince1970: change ?? midnight - Double(standard))
    }

    /// The instants (seconds since 1970) daylight-saving time starts and ends in `year`.
    private func transitions(in year: Int, _ daylight: (offset: Int, start: Change, end: Change)) -> (
        Double, Double
    ) {
        func instant(_ change: Change, offset: Int) -> Double {
            Double(day(change.day, in: year)) * 86_400 + Double(change.time) - Double(offset)
        }
        // The start is given in standard time, the end in daylight time.
        return (instant(daylight.start, offset: standard), instant(daylight.end, offset: daylight.offset))
    }

    /// The day number of `rule` in `year`.
    private func day(_ rule: DayRule, in year: Int) -> Int {
        let january1 = LogDate.daysFromCivil(year: year, month: 1, day: 1)
        switch rule {
        case .julian(let n):
            let leapShift = LogDate.isLeap(year) && n >= 60 ? 1 : 0
            return january1 + n - 1 + leapShift
        case .zeroBased(let n):
            return january1 + n
        case .month(let month, let week, let weekday):
            let first = LogDate.daysFromCivil(year: year, month: month, day: 1)
            // 1970-01-01 was a Thursday (weekday 4, Sunday 0).
            let firstWeekday = ((first + 4) % 7 + 7) % 7
            var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = LogDate.daysIn(month: month, year: year)
            while day >= first + length { day -= 7 }
            return day
        }
    }
}

/// Reads the parts of a POSIX `TZ` rule.
private struct RuleScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position == bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[position] }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Three or more letters, or `<…>` of letters, digits, `+` and `-`.
    mutating func name() -> String? {
        let begin = position
        if take(UInt8(ascii: "<")) {
            while let byte = peek, byte != UInt8(ascii: ">") {
                guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                else { return nil }
                position += 1
            }
            guard position - begin >= 4, take(UInt8(ascii: ">")) else { return nil }
        } else {
            while let byte = peek, isLetter(byte) { position += 1 }
            guard position - begin >= 3 else { return nil }
        }
        return String(decoding: bytes[begin..<position], as: UTF8.self)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds; hours 0...24 for an offset.
    mutating func offset() -> Int? {
        time(maximumHours: 24)
    }

    /// A change: `Jn`, `n` or `Mm.w.d`, then an optional `/time` (hours −167...167).
    mutating func change() -> POSIXTimeZone.Change? {
        let day: POSIXTimeZone.DayRule
        if take(UInt8(ascii: "J")) {
            guard let n = number(), (1...365).contains(n) else { return nil }
            day = .julian(n)
        } else if take(UInt8(ascii: "M")) {
            guard let month = number(), (1...12).contains(month), take(UInt8(ascii: ".")), let week = number(),
                (1...5).contains(week), take(UInt8(ascii: ".")), let weekday = number(), (0...6).contains(weekday)
            else { return nil }
            day = .month(month, week: week, weekday: weekday)
        } else {
            guard let n = number(), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        var time = 7200
        if take(UInt8(ascii: "/")) {
            guard let given = self.time(maximumHours: 167) else { return nil }
            time = given
        }
        return POSIXTimeZone.Change(day: day, time: time)
    }

    private mutating func time(maximumHours: Int) -> Int? {
        var sign = 1
        if take(UInt8(ascii: "-")) {
            sign = -1
        } else {
            _ = take(UInt8(ascii: "+"))
        }
        guard let hours = number(), hours <= maximumHours else { return nil }
        var seconds = hours * 3600
        for unit in [60, 1] {
            guard take(UInt8(ascii: ":")) else { break }
            guard let part = number(), part < 60 else { return nil }
            seconds += part * unit
        }
        return sign * seconds
    }

    private mutating func number() -> Int? {
        let begin = position
        var value = 0
        while let byte = peek, isDigit(byte), position - begin < 4 {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            position += 1
        }
        return position > begin ? value : nil
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
