// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

@Suite struct LogDateParsingTests {
    @Test(arguments: [
        ("1970-01-01", 1970, 1, 1), ("2026-11-28", 2026, 11, 28), ("2024-02-29", 2024, 2, 29),
        ("2000-02-29", 2000, 2, 29), ("2100-12-31", 2100, 12, 31), ("2023-12-31", 2023, 12, 31),
    ])
    func validDates(text: String, year: Int, month: Int, day: Int) throws {
        let date = try #require(LogDate(text))
        #expect(date.year == year && date.month == month && date.day == day)
        #expect(date.description == text)
        #expect(LogDate(year: year, month: month, day: day) == date)
    }

    @Test(arguments: [
        "2024-02-30", "2023-02-29", "2100-02-29", "2023-13-01", "2023-00-10", "2023-04-31", "2023-01-00",
        "2023-06-31", "2023-01-32",
    ])
    func impossibleDates(text: String) {
        #expect(LogDate(text) == nil)
        #expect(throws: LogDateParseError(text: text, reason: .impossible)) { try LogDate.parse(text) }
    }

    @Test(arguments: [
        "2024-2-3", "2024/02/03", "20240203", " 2024-02-03", "2024-02-03 ", "2024-02-03T10:00:00",
        "2024-02-03T10:00:00Z", "２０２４-02-03", "+024-02-03", "", "abcd-ef-gh", "2024-02-3a", "2024-02-0٣",
        "-2024-02-03", "2024--2-03", "2024-02-03\n",
    ])
    func malformedDates(text: String) {
        #expect(LogDate(text) == nil)
        #expect(throws: LogDateParseError(text: text, reason: .malformed)) { try LogDate.parse(text) }
    }

    @Test(arguments: ["1969-12-31", "2101-01-01", "0000-01-01", "9999-12-31", "1900-02-28"])
    func datesOutsideTheSupportedYears(text: String) {
        #expect(LogDate(text) == nil)
        #expect(throws: LogDateParseError(text: text, reason: .outOfRange)) { try LogDate.parse(text) }
    }

    @Test func leapYears() {
        #expect(LogDate("2024-02-29") != nil)  // divisible by 4
        #expect(LogDate("2000-02-29") != nil)  // divisible by 400
        #expect(LogDate("2100-02-29") == nil)  // divisible by 100, not 400
        #expect(LogDate("2023-02-29") == nil)
        #expect(LogDate(year: 2096, month: 2, day: 29) != nil)
    }

    @Test func messagesNameTheValue() {
        #expect(
            LogDateParseError(text: "2024-02-30", reason: .impossible).description
                == #""2024-02-30" is not a valid date, expected YYYY-MM-DD"#)
        #expect(
            LogDateParseError(text: "2024/02/03\n", reason: .malformed).description
                == #""2024/02/03\n" is not a valid date, expected YYYY-MM-DD"#)
        #expect(
            LogDateParseError(text: "1969-12-31", reason: .outOfRange).description
                == #""1969-12-31" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"#)
    }

    @Test func componentInitializerRefusesWhatParsingRefuses() {
        #expect(LogDate(year: 2024, month: 2, day: 30) == nil)
        #expect(LogDate(year: 2024, month: 13, day: 1) == nil)
        #expect(LogDate(year: 2024, month: 0, day: 1) == nil)
        #expect(LogDate(year: 2024, month: 1, day: 0) == nil)
        #expect(LogDate(year: 1969, month: 12, day: 31) == nil)
        #expect(LogDate(year: 2101, month: 1, day: 1) == nil)
        #expect(LogDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
    }

    @Test func codableUsesTheDateString() throws {
        struct Box: Codable, Equatable { var date: LogDate }
        let box = Box(date: try #require(LogDate("2026-11-28")))
        let data = try JSONEncoder().encode(box)
        #expect(String(decoding: data, as: UTF8.self) == #"{"date":"2026-11-28"}"#)
        #expect(try JSONDecoder().decode(Box.self, from: data) == box)

        do {
            _ = try JSONDecoder().decode(Box.self, from: Data(#"{"date":"2024-02-30"}"#.utf8))
            Issue.record("decoded an impossible date")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == #""2024-02-30" is not a valid date, expected YYYY-MM-DD"#)
        }
    }
}

@Suite struct LogDateArithmeticTests {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func fieldsAndWeekdaysMatchFoundationOverTheWholeRange() throws {
        // Every 7th day from 1970 to 2100 plus each of the first few thousand days: ~9,800 dates.
        let last = LogDate.latestSupported.dayNumber
        let numbers = Array(stride(from: 0, through: last, by: 7)) + Array(0..<3000) + [last]
        for number in numbers {
            let date = LogDate(dayNumber: number)
            let instant = Date(timeIntervalSince1970: Double(number) * 86_400)
            let parts = Self.utc.dateComponents([.year, .month, .day, .weekday], from: instant)
            guard date.year == parts.year, date.month == parts.month, date.day == parts.day else {
                Issue.record("day \(number): \(date) but Foundation says \(parts)")
                return
            }
            // Foundation: 1 = Sunday; ISO: 7 = Sunday.
            #expect(date.isoWeekday == (parts.weekday! + 5) % 7 + 1)
            #expect(LogDate(date.description) == date)
            #expect(LogDate(instant, in: TimeZone(identifier: "UTC")!) == date)
        }
    }

    @Test func addingAndDifferencesRoundTrip() throws {
        let start = try #require(LogDate("2023-12-25"))
        for offset in -3000...3000 {
            let moved = start.adding(days: offset)
            #expect(moved.days(from: start) == offset)
            #expect(moved.adding(days: -offset) == start)
            let expected = Self.utc.date(
                byAdding: .day, value: offset, to: start.startOfDay(in: TimeZone(identifier: "UTC")!))!
            #expect(moved.startOfDay(in: TimeZone(identifier: "UTC")!) == expected)
        }
    }

    @Test func daysFromIsSigned() throws {
        let a = try #require(LogDate("2024-03-01"))
        let b = try #require(LogDate("2024-02-28"))
        #expect(a.days(from: b) == 2)
        #expect(b.days(from: a) == -2)
        #expect(a > b)
    }

    @Test func arithmeticMayLeaveTheSupportedRangeWithoutTrapping() {
        let first = LogDate.earliestSupported
        #expect(first.adding(days: -1).description == "1969-12-31")
        #expect(!first.adding(days: -1).isSupported)
        #expect(first.isSupported && LogDate.latestSupported.isSupported)
        #expect(!LogDate.latestSupported.adding(days: 1).isSupported)
        _ = first.adding(days: Int.max).description
        _ = first.adding(days: Int.min).description
        #expect(first.adding(days: Int.max) == LogDate(dayNumber: Int.max))
    }

    @Test(arguments: [
        "UTC", "America/Los_Angeles", "America/Sao_Paulo", "Asia/Kolkata", "Pacific/Kiritimati",
        "Pacific/Pago_Pago", "Australia/Lord_Howe", "Europe/London",
    ])
    func startOfDayRoundTripsInEveryZone(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var date = try #require(LogDate("2017-01-01"))
        for _ in 0..<1200 {
            let start = date.startOfDay(in: zone)
            #expect(LogDate(start, in: zone) == date, "\(date) in \(zoneName)")
            #expect(LogDate(start.addingTimeInterval(-1), in: zone) == date.adding(days: -1), "\(date) in \(zoneName)")
            date = date.adding(days: 1)
        }
    }

    @Test func startOfDayUTCIsTheCalendarsUTCMidnight() throws {
        // The CLI's charts use the arithmetic; it must give the very instants Calendar gives, on every day.
        let utc = try #require(TimeZone(identifier: "UTC"))
        var date = LogDate.earliestSupported.adding(days: -3)
        while date <= LogDate.latestSupported.adding(days: 3) {
            #expect(date.startOfDayUTC == date.startOfDay(in: utc), "\(date)")
            date = date.adding(days: 97)
        }
        #expect(LogDate(dayNumber: 20_785).startOfDayUTC.timeIntervalSince1970 == 1_795_824_000)
    }

    @Test func startOfDayInADaylightSavingGapIsTheFirstInstant() throws {
        // Brazil moved clocks from 00:00 to 01:00 on 2018-11-04, so that day began at 01:00.
        let zone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let start = try #require(LogDate("2018-11-04")).startOfDay(in: zone)
        #expect(calendar.component(.hour, from: start) == 1)
    }

    @Test func theSameInstantIsADifferentDateInDifferentZones() throws {
        let instant = Date(timeIntervalSince1970: 1_764_300_000)  // 2025-11-28 03:20 UTC
        #expect(LogDate(instant, in: TimeZone(identifier: "UTC")!).description == "2025-11-28")
        #expect(LogDate(instant, in: TimeZone(identifier: "America/New_York")!).description == "2025-11-27")
        #expect(LogDate(instant, in: TimeZone(identifier: "Asia/Tokyo")!).description == "2025-11-28")
    }

    @Test func absurdInstantsAreClampedNotTrapped() {
        _ = LogDate(Date(timeIntervalSince1970: .nan), in: .gmt)
        _ = LogDate(Date(timeIntervalSince1970: .infinity), in: .gmt)
        _ = LogDate(Date(timeIntervalSince1970: -1e300), in: .gmt)
        #expect(LogDate(Date(timeIntervalSince1970: -1), in: .gmt).description == "1969-12-31")
    }
}
