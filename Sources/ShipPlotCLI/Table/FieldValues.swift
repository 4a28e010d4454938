// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// What a table field holds, inferred from its values or given with `--x-type` / `--y-type`.
enum FieldType: String, CaseIterable, Sendable {
    /// Quantities: decimal numbers such as `42`, `-1.5` or `2e3`.
    case number
    /// Instants: ISO 8601 (`2026-11-28`, `2026-11-28T14:30:00Z`) and the other forms `DateInference` reads, or
    /// the text a `DatePattern` names.
    case date
    /// Anything else, each distinct text one category.
    case category

    /// `a number`, `a date`, `a category`, for messages.
    var phrase: String {
        switch self {
        case .number: "a number"
        case .date: "a date"
        case .category: "a category"
        }
    }

    /// `numbers`, `dates`, `categories`.
    var plural: String {
        switch self {
        case .number: "numbers"
        case .date: "dates"
        case .category: "categories"
        }
    }
}

/// Reading numbers and ISO 8601 dates from field text, strictly: no locale, no `nan` or `inf`, no hex.
enum FieldText {
    /// The number `text` spells (`-12.5`, `+3`, `.5`, `1e6`), or nil; `nan`, `inf`, `0x1F`, `1,000` and
    /// numbers too large for a Double are not numbers.
    static func number(_ text: String) -> Double? { number(bytes: Array(text.utf8)[...]) }

    /// The number the UTF-8 `bytes` spell, as `number(_:)` reads it.
    static func number(bytes: ArraySlice<UInt8>) -> Double? {
        guard isNumberSyntax(bytes) else { return nil }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// Whether `bytes` are a decimal number in the grammar `[+-]digits[.digits][(e|E)[+-]digits]` (digits on at
    /// least one side of the point).
    static func isNumberSyntax(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        let end = bytes.endIndex
        func isDigit(_ i: Int) -> Bool { i < end && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while isDigit(index) {
            digits += 1
            index += 1
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while isDigit(index) {
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { return false }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        return index == end
    }

    /// Seconds since 1970 (UTC) of an ISO 8601 date or date-time: `YYYY-MM`, `YYYY-MM-DD`, then optionally `T`
    /// (or a space) and `HH:MM[:SS[.fraction]]`, then optionally `Z` or an offset `±HH[:MM]`. Without an offset
    /// the time is UTC. Nil for anything else, impossible dates (`2026-02-30`) included.
    static func date(_ text: String) -> Double? { date(bytes: Array(text.utf8)[...]) }

    /// The date the UTF-8 `bytes` spell, as `date(_:)` reads it.
    static func date(bytes: ArraySlice<UInt8>) -> Double? {
        // Long enough for a fraction of any sensible precision (ISO 8601 sets none) and an offset.
        guard bytes.count >= 7, bytes.count <= 64 else { return nil }
        let scanner = ISODateScanner(bytes: bytes)
        guard let (date, dateEnd) = scanner.calendarDate() else { return nil }
        guard dateEnd < bytes.count else { return date }
        // A time needs a whole date.
        guard dateEnd == 10, let (time, timeEnd) = scanner.time(at: dateEnd) else { return nil }
        guard timeEnd < bytes.count else { return date + time }
        guard let offset = scanner.offset(at: timeEnd) else { return nil }
        return date + time - Double(offset)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date: the ship log's calendar arithmetic.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        LogDate.daysFromCivil(year: year, month: month, day: day)
    }

    /// The day number of the day holding `seconds` since 1970, held within about ±2.7 million years (a table's
    /// dates are four-digit years; this keeps any other number from trapping in the calendar arithmetic).
    static func day(ofSeconds seconds: Double) -> Int {
        let days = (seconds / 86400).rounded(.down)
        return days.isNaN ? 0 : Int(min(max(days, -1e9), 1e9))
    }

    /// A year as ISO 8601 writes it: four digits at least, a minus before years before year 0 (1 BC is 0000).
    static func isoYear(_ year: Int) -> String {
        let digits = String(abs(year))
        return (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The date of a day number from `daysFromCivil`.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) { LogDate.civilFromDays(days) }
}

/// A field's values read as its type: numbers and dates as Doubles (seconds since 1970 for dates, NaN where the
/// row has none), categories as indices into `categories` (first-seen order, -1 where the row has none).
enum FieldColumn {
    case numbers([Double])
    case dates([Double])
    case categories([Int32], names: [String])

    var type: FieldType {
        switch self {
        case .numbers: .number
        case .dates: .date
        case .categories: .category
        }
    }
}
/// Reads the parts of an ISO 8601 date or date-time from UTF-8 bytes, each at a given place; every read is
/// bounded by the bytes' count (at most 40), so no input makes it loop.
private struct ISODateScanner {
    let bytes: ArraySlice<UInt8>

    private var count: Int { bytes.count }

    private func byte(_ i: Int) -> UInt8? { i < count ? bytes[bytes.startIndex + i] : nil }

    private func digit(_ i: Int) -> Int? {
        guard let b = byte(i), b >= 0x30, b <= 0x39 else { return nil }
        return Int(b - 0x30)
    }

    private func number(_ i: Int, _ length: Int) -> Int? {
        var value = 0
        for k in 0..<length {
            guard let d = digit(i + k) else { return nil }
            value = value * 10 + d
        }
        return value
    }

    /// `YYYY-MM[-DD]` at the start: the seconds since 1970 of its first instant, and where it ends.
    func calendarDate() -> (seconds: Double, end: Int)? {
        guard let year = number(0, 4), byte(4) == UInt8(ascii: "-"), let month = number(5, 2),
            (1...12).contains(month)
        else { return nil }
        guard byte(7) == UInt8(ascii: "-") else {
            return (Double(FieldText.daysFromCivil(year: year, month: month, day: 1)) * 86400, 7)
        }
        guard let day = number(8, 2), day >= 1, day <= FieldText.daysIn(month: month, year: year) else {
            return nil
        }
        return (Double(FieldText.daysFromCivil(year: year, month: month, day: day)) * 86400, 10)
    }

    /// `THH:MM[:SS[.fraction]]` (`t` or a space for `T`) at `i`: the seconds into the day, and where it ends.
    func time(at i: Int) -> (seconds: Double, end: Int)? {
        guard let separator = byte(i),
            separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == 0x20,
            let hour = number(i + 1, 2), byte(i + 3) == UInt8(ascii: ":"), let minute = number(i + 4, 2),
            hour <= 23, minute <= 59
        else { return nil }
        var seconds = Double(hour * 3600 + minute * 60)
        var end = i + 6
        guard byte(end) == UInt8(ascii: ":") else { return (seconds, end) }
        guard let second = number(end + 1, 2), second <= 60 else { return nil }
        seconds += Double(second)
        end += 3
        guard byte(end) == UInt8(ascii: ".") || byte(end) == UInt8(ascii: ",") else { return (seconds, end) }
        end += 1
        var scale = 0.1
        var digits = 0
        while let d = digit(end) {
            seconds += Double(d) * scale
            scale /= 10
            digits += 1
            end += 1
        }
        return digits > 0 ? (seconds, end) : nil
    }

    /// `Z` or `±HH[[:]MM]` from `i` to the end: the offset east of UTC in seconds; nil when anything follows.
    func offset(at i: Int) -> Int? {
        guard let zone = byte(i) else { return nil }
        if zone == UInt8(ascii: "Z") || zone == UInt8(ascii: "z") { return i + 1 == count ? 0 : nil }
        guard zone == UInt8(ascii: "+") || zone == UInt8(ascii: "-"), let hours = number(i + 1, 2), hours <= 23
        else { return nil }
        var offset = hours * 3600
        var end = i + 3
        if byte(end) == UInt8(ascii: ":") { end += 1 }
        if end < count {
            guard let minutes = number(end, 2), minutes <= 59 else { return nil }
            offset += minutes * 60
            end += 2
        }
        guard end == count else { return nil }
        return zone == UInt8(ascii: "+") ? offset : -offset
    }
}
