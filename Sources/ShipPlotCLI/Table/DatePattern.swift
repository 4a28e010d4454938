// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// A date format given as a strftime-style pattern (`--date-format "%d/%m/%Y %H:%M"`), read strictly in UTC unless
/// the text names an offset: each directive reads its field, any other character must be there as written, and a
/// space matches one or more spaces. The directives are strftime's and d3-time-format's (which Vega-Lite uses):
///
/// `%Y` year (four digits), `%y` two-digit year (69–99 → 19xx, 00–68 → 20xx), `%m` month,
/// `%d` / `%e` day, `%j` day of the year, `%b` / `%h` / `%B` month name (English, any case, short or long),
/// `%a` / `%A` weekday name (checked against nothing: only skipped), `%H` hour, `%I` 12-hour hour with `%p`
/// AM/PM, `%M` minute, `%S` second, `%f` / `%L` / `%N` fraction digits, `%z` offset (`Z`, `±HH`, `±HHMM`,
/// `±HH:MM`), `%Z` zone name (UTC, GMT, UT, Z, or a North American zone such as EST), `%s` Unix seconds, `%Q`
/// Unix milliseconds, `%F` = `%Y-%m-%d`, `%T` = `%H:%M:%S`, `%D` = `%m/%d/%y`, `%%` a percent sign. Numbers take one
/// or two digits where strftime writes two, so `%m/%d/%Y` reads `1/2/2012` too.
struct DatePattern: Equatable, Sendable {
    /// The pattern as given, for messages.
    let text: String
    fileprivate let parts: [Part]

    fileprivate enum Part: Equatable, Sendable {
        case literal(UInt8)
        case space
        case year4, year2, month, day, dayOfYear, monthName, weekdayName, hour24, hour12, amPm, minute, second
        case fraction, offset, zoneName, unixSeconds, unixMilliseconds
    }

    /// The pattern `text`, or a problem phrase naming the first directive it does not know.
    static func parse(_ text: String) -> ArgumentReadResult<DatePattern> {
        var parts: [Part] = []
        var bytes = Array(text.utf8)[...]
        guard !bytes.isEmpty else { return .problem("the pattern is empty, expected one such as %d/%m/%Y") }
        while let byte = bytes.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                if byte == 0x20 {
                    if parts.last != .space { parts.append(.space) }
                } else {
                    parts.append(.literal(byte))
                }
                continue
            }
            guard let directive = bytes.popFirst() else {
                return .problem(
                    "\(VisibleText.quoted(text)) ends in a lone %, expected a directive such as %Y after it")
            }
            guard let expanded = expand(directive) else {
                let shown = String(decoding: [UInt8(ascii: "%"), directive], as: UTF8.self)
                return .problem(
                    "\(VisibleText.quoted(text)): \(VisibleText.quoted(shown)) is not a date directive, expected "
                        + "%Y, %y, %m, %d, %b, %B, %H, %I, %p, %M, %S, %f, %z, %Z, %j, %s, %Q, %F, %T or %D")
            }
            parts += expanded
        }
        let fields = parts.filter { if case .literal = $0 { false } else { $0 != .space } }
        let epoch = fields.contains(.unixSeconds) || fields.contains(.unixMilliseconds)
        guard epoch || fields.contains(.year4) || fields.contains(.year2) else {
            return .problem("\(VisibleText.quoted(text)) names no year, expected %Y, %y, %s or %Q in it")
        }
        if fields.contains(.hour12) != fields.contains(.amPm) {
            return .problem("\(VisibleText.quoted(text)): %I and %p go together (a 12-hour clock needs AM or PM)")
        }
        return .value(DatePattern(text: text, parts: parts))
    }

    private static func expand(_ directive: UInt8) -> [Part]? {
        switch Character(UnicodeScalar(directive)) {
        case "Y": [.year4]
        case "y": [.year2]
        case "m": [.month]
        case "d", "e": [.day]
        case "j": [.dayOfYear]
        case "b", "h", "B": [.monthName]
        case "a", "A": [.weekdayName]
        case "H": [.hour24]
        case "I": [.hour12]
        case "p": [.amPm]
        case "M": [.minute]
        case "S": [.second]
        case "f", "L", "N": [.fraction]
        case "z": [.offset]
        case "Z": [.zoneName]
        case "s": [.unixSeconds]
        case "Q": [.unixMilliseconds]
        case "F": [.year4, .literal(UInt8(ascii: "-")), .month, .literal(UInt8(ascii: "-")), .day]
        case "T": [.hour24, .literal(UInt8(ascii: ":")), .minute, .literal(UInt8(ascii: ":")), .second]
        case "D": [.month, .literal(UInt8(ascii: "/")), .day, .literal(UInt8(ascii: "/")), .year2]
        case "%": [.literal(UInt8(ascii: "%"))]
        default: nil
        }
    }

    /// Seconds since 1970 (UTC) of the text `bytes` written in this pattern, or nil when it does not match or
    /// names an impossible date.
    func read(_ bytes: ArraySlice<UInt8>) -> Double? {
        var scanner = DateTokens(bytes)
        var fields = DateFields()
        for part in parts {
            guard read(part, from: &scanner, into: &fields) else { return nil }
        }
        guard scanner.atEnd else { return nil }
        return fields.seconds
    }

    private func read(_ part: Part, from scanner: inout DateTokens, into fields: inout DateFields) -> Bool {
        switch part {
        case .literal(let byte): return scanner.take(byte)
        case .space: return scanner.skipSpaces() > 0
        case .year4: return scanner.number(digits: 4...4, adjoining: true).map { fields.year = $0 } != nil
        case .year2:
            guard let two = scanner.number(digits: 2...2, adjoining: true) else { return false }
            fields.year = two < 69 ? 2000 + two : 1900 + two
        case .month: return scanner.number(digits: 1...2, adjoining: true).map { fields.month = $0 } != nil
        case .day: return scanner.number(digits: 1...2, adjoining: true).map { fields.day = $0 } != nil
        case .dayOfYear: return scanner.number(digits: 1...3, adjoining: true).map { fields.dayOfYear = $0 } != nil
        case .monthName: return scanner.monthName().map { fields.month = $0 } != nil
        case .weekdayName: return scanner.weekdayName()
        case .hour24: return scanner.number(digits: 1...2, adjoining: true).map { fields.hour = $0 } != nil
        case .hour12: return scanner.number(digits: 1...2, adjoining: true).map { fields.hour12 = $0 } != nil
        case .amPm: return scanner.amPm().map { fields.pm = $0 } != nil
        case .minute: return scanner.number(digits: 2...2, adjoining: true).map { fields.minute = $0 } != nil
        case .second: return scanner.number(digits: 2...2, adjoining: true).map { fields.second = Double($0) } != nil
        case .fraction: return scanner.fraction().map { fields.fraction = $0 } != nil
        case .offset: return scanner.offset().map { fields.offset = $0 } != nil
        case .zoneName: return scanner.zoneName().map { fields.offset = $0 } != nil
        case .unixSeconds: return scanner.signedNumber(digits: 1...12).map { fields.epoch = Double($0) } != nil
        case .unixMilliseconds:
            return scanner.signedNumber(digits: 1...15).map { fields.epoch = Double($0) / 1000 } != nil
        }
        return true
    }
}

/// The fields a date's text gave, turned into an instant once all are read.
struct DateFields {
    var year: Int?
    var month = 1
    var day = 1
    var dayOfYear: Int?
    var hour = 0
    var hour12: Int?
    var pm: Bool?
    var minute = 0
    var second = 0.0
    var fraction = 0.0
    /// Seconds east of UTC.
    var offset = 0
    var epoch: Double?

    /// Seconds since 1970 (UTC), or nil for an impossible date or time (31 April, 25:00, 13 PM).
    var seconds: Double? {
        if let epoch { return epoch }
        guard let year else { return nil }
        var hour = hour
        if let hour12, let pm {
            guard (1...12).contains(hour12) else { return nil }
            hour = hour12 % 12 + (pm ? 12 : 0)
        }
        guard hour <= 23, minute <= 59, second <= 60 else { return nil }
        let days: Int
        if let dayOfYear {
            let length = FieldText.daysIn(month: 2, year: year) == 29 ? 366 : 365
            guard (1...length).contains(dayOfYear) else { return nil }
            days = FieldText.daysFromCivil(year: year, month: 1, day: 1) + dayOfYear - 1
        } else {
            guard (1...12).contains(month), day >= 1, day <= FieldText.daysIn(month: month, year: year) else {
                return nil
            }
            days = FieldText.daysFromCivil(year: year, month: month, day: day)
        }
        let time = Double(hour * 3600 + minute * 60) + second + fraction
        return Double(days) * 86400 + time - Double(offset)
    }
}

/// Reads the pieces of a date's text from UTF-8 bytes, one piece at a time: numbers, names, offsets. Every read
/// is bounded by the text's length, and the reads only move forward.
struct DateTokens {
    private let bytes: ArraySlice<UInt8>
    private(set) var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    var atEnd: Bool { index == bytes.endIndex }
    var current: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    @discardableResult
    mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// Skips spaces; how many.
    @discardableResult
    mutating func skipSpaces() -> Int {
        let start = index
        while current == 0x20 { index += 1 }
        return index - start
    }

    /// A run of `digits` digits, or nil with nothing read; unless `adjoining`, no further digit may follow (a
    /// pattern's `%y%m%d` reads adjoining fields, each as many digits as it takes).
    mutating func number(digits: ClosedRange<Int>, adjoining: Bool = false) -> Int? {
        var end = index
        var value = 0
        while end < bytes.endIndex, Self.isDigit(bytes[end]), end - index < digits.upperBound {
            value = value * 10 + Int(bytes[end] - 0x30)
            end += 1
        }
        let bounded = adjoining || end == bytes.endIndex || !Self.isDigit(bytes[end])
        guard digits.contains(end - index), bounded else { return nil }
        index = end
        return value
    }

    /// `number(digits:adjoining:)` after an optional `-` or `+`.
    mutating func signedNumber(digits: ClosedRange<Int>, adjoining: Bool = false) -> Int? {
        let start = index
        let negative = take(UInt8(ascii: "-"))
        if !negative { _ = take(UInt8(ascii: "+")) }
        guard let value = number(digits: digits, adjoining: adjoining) else {
            index = start
            return nil
        }
        return negative ? -value : value
    }

    /// A run of digits after the decimal point, as a fraction of a second.
    mutating func fraction() -> Double? {
        var scale = 0.1
        var value = 0.0
        let start = index
        while let byte = current, Self.isDigit(byte), index - start < 12 {
            value += Double(byte - 0x30) * scale
            scale /= 10
            index += 1
        }
        return index > start ? value : nil
    }

    /// A run of letters, lowercased, at most 12 long; nil when none.
    mutating func word() -> String? {
        let start = index
        while let byte = current, Self.isLetter(byte), index - start <= 12 { index += 1 }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index].map { $0 | 0x20 }, as: UTF8.self)
    }

    /// How many letters follow, up to 13: a name shorter than three is no month or weekday, and is not made into
    /// a string to find that out (a category column's every value is looked at).
    private func letterCount() -> Int {
        var end = index
        while end < bytes.endIndex, Self.isLetter(bytes[end]), end - index <= 12 { end += 1 }
        return end - index
    }

    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// An English month name, whole or its first three letters (`sept` too), then an optional `.`: its number.
    mutating func monthName() -> Int? {
        let start = index
        guard letterCount() >= 3, let word = word(),
            let month = Self.months.firstIndex(where: {
                $0 == word || $0.prefix(3) == word || word == "sept" && $0 == "september"
            })
        else {
            index = start
            return nil
        }
        _ = take(UInt8(ascii: "."))
        return month + 1
    }

    /// An English weekday name, whole or its first three letters.
    mutating func weekdayName() -> Bool {
        let start = index
        guard letterCount() >= 3, let word = word(),
            Self.weekdays.contains(where: { $0 == word || $0.prefix(3) == word })
        else {
            index = start
            return false
        }
        _ = take(UInt8(ascii: "."))
        return true
    }

    /// `AM` or `PM` (any case, dots allowed): whether it is PM.
    mutating func amPm() -> Bool? {
        let start = index
        guard let letter = current.map({ $0 | 0x20 }), letter == 0x61 || letter == 0x70 else { return nil }
        index += 1
        _ = take(UInt8(ascii: "."))
        guard current.map({ $0 | 0x20 }) == 0x6D else {
            index = start
            return nil
        }
        index += 1
        _ = take(UInt8(ascii: "."))
        return letter == 0x70
    }

    /// `Z` or `±HH[[:]MM]`: seconds east of UTC.
    mutating func offset() -> Int? {
        if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) { return 0 }
        guard let sign = current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let start = index
        index += 1
        guard let hours = number(digits: 2...2, adjoining: true), hours <= 23 else {
            index = start
            return nil
        }
        var seconds = hours * 3600
        let beforeMinutes = index
        _ = take(UInt8(ascii: ":"))
        if let minutes = number(digits: 2...2), minutes <= 59 {
            seconds += minutes * 60
        } else {
            index = beforeMinutes
        }
        return sign == UInt8(ascii: "+") ? seconds : -seconds
    }

    /// Zone names RFC 2822 allows (UT, GMT, Z and the North American ones) and UTC: seconds east of UTC.
    static let zones: [String: Int] = [
        "utc": 0, "ut": 0, "gmt": 0, "z": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
        "pst": -8, "pdt": -7,
    ]

    mutating func zoneName() -> Int? {
        let start = index
        guard let word = word(), let hours = Self.zones[word] else {
            index = start
            return nil
        }
        return hours * 3600
    }
}
