// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A calendar date with no time of day, such as `2026-11-28`.
///
/// Stored as a day number (days since 1970-01-01 in the proleptic Gregorian calendar), so comparing,
/// hashing and day arithmetic need no `Calendar` and never depend on a time zone. Parsing and
/// `init(year:month:day:)` accept only the supported years 1970...2100; arithmetic may step outside them
/// (a 14-day window ending on 1970-01-03 reaches into 1969), so check `isSupported` before storing a result.
/// Encodes and decodes as the string `YYYY-MM-DD`.
public struct LogDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Days since 1970-01-01 (0 is 1970-01-01, negative before it).
    public let dayNumber: Int

    /// The years a log may hold: 1970...2100.
    public static let supportedYears: ClosedRange<Int> = 1970...2100
    /// The first supported date, 1970-01-01.
    public static let earliestSupported = LogDate(dayNumber: 0)
    /// The last supported date, 2100-12-31.
    public static let latestSupported = LogDate(dayNumber: daysFromCivil(year: 2100, month: 12, day: 31))

    /// Day numbers are kept within ± this many days (about 2.7 million years), so arithmetic never overflows.
    static let dayNumberLimit = 1_000_000_000

    /// The date `dayNumber` days after 1970-01-01; values beyond about ±2.7 million years are clamped.
    public init(dayNumber: Int) {
        self.dayNumber = min(max(dayNumber, -Self.dayNumberLimit), Self.dayNumberLimit)
    }

    /// The date with these Gregorian numbers, or `nil` when there is no such day (`2024-02-30`) or the year is
    /// outside 1970...2100.
    public init?(year: Int, month: Int, day: Int) {
        guard Self.supportedYears.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(dayNumber: Self.daysFromCivil(year: year, month: month, day: day))
    }

    /// Parses `YYYY-MM-DD` strictly (exactly 4-2-2 ASCII digits, a real date, years 1970...2100), or `nil`.
    public init?(_ string: String) {
        guard let date = try? Self.parse(string) else { return nil }
        self = date
    }

    /// Parses `YYYY-MM-DD` strictly like `init?(_:)`, but says why a string is refused.
    public static func parse(_ string: String) throws(LogDateParseError) -> LogDate {
        let bytes = Array(string.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            throw LogDateParseError(text: string, reason: .malformed)
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            throw LogDateParseError(text: string, reason: .malformed)
        }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else {
            throw LogDateParseError(text: string, reason: .impossible)
        }
        guard supportedYears.contains(year) else {
            throw LogDateParseError(text: string, reason: .outOfRange)
        }
        return LogDate(dayNumber: daysFromCivil(year: year, month: month, day: day))
    }

    /// The calendar date in `timeZone` at the instant `date` (the wall-clock date someone there would see).
    /// A non-finite or absurd instant is clamped rather than trapping.
    public init(_ date: Date, in timeZone: TimeZone) {
        self.init(date, inZone: timeZone)
    }

    /// The calendar date in `zone` at the instant `date`, for any ``DayZone`` (a POSIX rule zone, say).
    public init(_ date: Date, inZone timeZone: some DayZone) {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let days = (seconds / 86_400).rounded(.down)
        let limit = Double(Self.dayNumberLimit)
        self.init(dayNumber: days.isNaN ? 0 : Int(min(max(days, -limit), limit)))
    }

    /// The first instant of this date in `timeZone` (usually local midnight; later when a DST change skips
    /// midnight).
    public func startOfDay(in timeZone: TimeZone) -> Date {
        timeZone.startOfDay(self)
    }

    /// The first instant of this date in `zone`, for any ``DayZone``.
    public func startOfDay(inZone zone: some DayZone) -> Date {
        zone.startOfDay(self)
    }

    /// Midnight UTC starting this date: `startOfDay(in:)` for UTC, by arithmetic, with no `Calendar`.
    public var startOfDayUTC: Date {
        Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
    }

    /// The Gregorian year, e.g. 2026.
    public var year: Int { Self.civilFromDays(dayNumber).year }
    /// The month, 1...12.
    public var month: Int { Self.civilFromDays(dayNumber).month }
    /// The day of the month, 1...31.
    public var day: Int { Self.civilFromDays(dayNumber).day }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (ISO 4).
        let monday0 = ((dayNumber + 3) % 7 + 7) % 7
        return monday0 + 1
    }

    /// Whether the date lies in the supported years 1970...2100, so a log may store it.
    public var isSupported: Bool {
        (Self.earliestSupported.dayNumber...Self.latestSupported.dayNumber).contains(dayNumber)
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> LogDate {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        return LogDate(dayNumber: overflow ? (days > 0 ? Int.max : Int.min) : sum)
    }

    /// The signed number of days from `other` to this date: positive when this date is later.
    public func days(from other: LogDate) -> Int {
        dayNumber - other.dayNumber
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (year, month, day) = Self.civilFromDays(dayNumber)
        return Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    }

    /// Orders by calendar date.
    public static func < (lhs: LogDate, rhs: LogDate) -> Bool {
        lhs.dayNumber < rhs.dayNumber
    }

    /// Decodes from a `YYYY-MM-DD` string; the error names the bad value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try Self.parse(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes as a `YYYY-MM-DD` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    // MARK: Calendar arithmetic (Howard Hinnant's civil algorithms, exact for the proleptic Gregorian calendar)

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    package static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day number from ``daysFromCivil(year:month:day:)``.
    package static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}

/// Why a string is not a `LogDate`.
public struct LogDateParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of refusal.
    public enum Reason: Sendable, Equatable {
        /// Not `YYYY-MM-DD` digits (e.g. `2024-2-3`, `2024/02/03`, a timestamp).
        case malformed
        /// The right shape but no such day (e.g. `2024-02-30`, `2023-13-01`).
        case impossible
        /// A real date outside the supported years 1970...2100.
        case outOfRange
    }

    /// The string that was refused.
    public let text: String
    /// Why it was refused.
    public let reason: Reason

    /// Creates the error for `text`.
    public init(text: String, reason: Reason) {
        self.text = text
        self.reason = reason
    }

    /// One line naming the value and what was expected.
    public var description: String {
        switch reason {
        case .malformed, .impossible:
            "\(VisibleText.quoted(text, limit: 40)) is not a valid date, expected YYYY-MM-DD"
        case .outOfRange:
            "\(VisibleText.quoted(text, limit: 40)) is outside the supported range, expected a date from "
                + "\(LogDate.earliestSupported) to \(LogDate.latestSupported)"
        }
    }
}
