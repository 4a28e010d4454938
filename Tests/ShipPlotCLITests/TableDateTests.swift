// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlotCLI

/// Dates as files write them: the forms read without a pattern, the order of day and month, patterns, numbers
/// as years or Unix time, and a column of mostly dates.
@Suite struct DateInferenceTests {
    /// Seconds since 1970 of a UTC date and time.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Double = 0)
        -> Double
    {
        Double(FieldText.daysFromCivil(year: year, month: month, day: day)) * 86400 + Double(hour * 3600 + minute * 60)
            + second
    }

    @Test(arguments: [
        ("2012/01/01", utc(2012, 1, 1)), ("2012/1/5", utc(2012, 1, 5)), ("2012.03.04", utc(2012, 3, 4)),
        ("Jan 1 2000", utc(2000, 1, 1)), ("January 1, 2000", utc(2000, 1, 1)), ("jan 31 2000", utc(2000, 1, 31)),
        ("1 Jan 2000", utc(2000, 1, 1)), ("01-Jan-2000", utc(2000, 1, 1)), ("Sept 9 2001", utc(2001, 9, 9)),
        ("Mar 2010", utc(2010, 3, 1)), ("2000", utc(2000, 1, 1)), ("2000-01", utc(2000, 1, 1)),
        ("Tue, 1 Jul 2003 10:52:37 +0200", utc(2003, 7, 1, 8, 52, 37)),
        ("1 Jul 2003 10:52 GMT", utc(2003, 7, 1, 10, 52)),
        ("Tue, 01 Jul 2003 10:52:37 EST", utc(2003, 7, 1, 15, 52, 37)),
        ("2012-01-01T10:00:00.250Z", utc(2012, 1, 1, 10, 0, 0.25)), ("2012-01-01 10:00:00-05:00", utc(2012, 1, 1, 15)),
        ("2012/01/01 10:30", utc(2012, 1, 1, 10, 30)), ("Jan 1 2000 3:05 PM", utc(2000, 1, 1, 15, 5)),
        ("Jan 1 2000 12:00 AM", utc(2000, 1, 1)),
    ])
    func formsFilesWrite(_ text: String, _ seconds: Double) {
        #expect(DateInference.read(Array(text.utf8)[...]).seconds(order: nil) == seconds, "\(text)")
    }

    @Test(arguments: [
        "2012/13/01", "2012/02/30", "Foo 1 2000", "Jan 32 2000", "1 Jan", "Jan 1", "12:00", "2012/01/01 25:00",
        "2012/01/01 10:00 +25", "Jan 1 2000 13:00 PM", "01/02/12", "1,000", "2012-01-01x", "", "Monday",
    ])
    func notDates(_ text: String) {
        #expect(DateInference.read(Array(text.utf8)[...]).seconds(order: .monthFirst) == nil, "\(text)")
    }

    @Test func dayAndMonthAsNumbersNeedAnOrder() {
        let read = { (text: String) in DateInference.read(Array(text.utf8)[...]) }
        // 01/02/2012: 2 January month first, 1 February day first, and nothing without an order.
        #expect(read("01/02/2012").seconds(order: .monthFirst) == Self.utc(2012, 1, 2))
        #expect(read("01/02/2012").seconds(order: .dayFirst) == Self.utc(2012, 2, 1))
        #expect(read("01/02/2012").seconds(order: nil) == nil)
        // 13/01/2012 reads only day first; 01/13/2012 only month first; 05/05/2012 either way alike.
        #expect(read("13/01/2012") == .numeric(monthFirst: nil, dayFirst: Self.utc(2012, 1, 13), separator: 0x2F))
        #expect(read("01/13/2012") == .numeric(monthFirst: Self.utc(2012, 1, 13), dayFirst: nil, separator: 0x2F))
        #expect(read("05/05/2012").seconds(order: nil) == Self.utc(2012, 5, 5))
        #expect(read("31.12.1999").seconds(order: .dayFirst) == Self.utc(1999, 12, 31))
    }

    @Test(arguments: [
        ("%d/%m/%Y", "01/02/2012", utc(2012, 2, 1)), ("%m/%d/%Y", "01/02/2012", utc(2012, 1, 2)),
        ("%Y-%m-%d %H:%M", "2012-01-02 03:04", utc(2012, 1, 2, 3, 4)), ("%b %d %Y", "Jan 02 2012", utc(2012, 1, 2)),
        ("%d %B %Y", "2 February 2012", utc(2012, 2, 2)), ("%y%m%d", "120102", utc(2012, 1, 2)),
        ("%y-%m-%d", "99-01-02", utc(1999, 1, 2)), ("%s", "1325376000", utc(2012, 1, 1)),
        ("%Q", "1325376000500", utc(2012, 1, 1, 0, 0, 0.5)), ("%Y-%j", "2012-060", utc(2012, 2, 29)),
        ("%I:%M %p %m/%d/%Y", "07:30 PM 01/02/2012", utc(2012, 1, 2, 19, 30)),
        ("%Y-%m-%dT%H:%M:%S%z", "2012-01-02T03:04:05+0100", utc(2012, 1, 2, 2, 4, 5)),
        ("%F %T.%f", "2012-01-02 03:04:05.125", utc(2012, 1, 2, 3, 4, 5.125)),
        ("%a %d %b %Y", "Mon 02 Jan 2012", utc(2012, 1, 2)),
        ("%d.%m.%Y %Z", "02.01.2012 UTC", utc(2012, 1, 2)), ("%Y%%", "2012%", utc(2012, 1, 1)),
    ])
    func patterns(_ pattern: String, _ text: String, _ seconds: Double) throws {
        guard case .value(let parsed) = DatePattern.parse(pattern) else {
            Issue.record("\(pattern) did not parse")
            return
        }
        #expect(parsed.read(Array(text.utf8)[...]) == seconds, "\(pattern) on \(text)")
    }

    @Test(arguments: [
        ("%d/%m/%Y", "13/13/2012"), ("%d/%m/%Y", "01/02/2012 "), ("%d/%m/%Y", "1-2-2012"), ("%Y", "12"),
        ("%H:%M %Y", "24:00 2012"), ("%Y-%m-%d", "2012-02-30"), ("%I %p %Y", "13 PM 2012"),
    ])
    func patternsAreStrict(_ pattern: String, _ text: String) throws {
        guard case .value(let parsed) = DatePattern.parse(pattern) else {
            Issue.record("\(pattern) did not parse")
            return
        }
        #expect(parsed.read(Array(text.utf8)[...]) == nil, "\(pattern) on \(text)")
    }

    @Test(arguments: [
        ("", "empty"), ("%d/%m", "names no year"), ("%Y-%q", "\"%q\" is not a date directive"), ("%Y %", "lone %"),
        ("%Y %I:%M", "%I and %p go together"),
    ])
    func badPatternsAreNamed(_ pattern: String, _ phrase: String) {
        #expect(
            DatePattern.parse(pattern).problem?.contains(phrase) == true, "\(DatePattern.parse(pattern).problem ?? "")")
    }
}

/// The same, end to end: the date columns of real files charted, and the refusals' messages.
@Suite struct TableDateCommandTests {
    private func run(_ table: String, _ arguments: [String], name: String = "t.csv") throws -> (Int32, String, String) {
        let box = try Sandbox()
        try box.write(table, to: name)
        let run = box.run(["chart", name, "-o", "t.png", "--alt-text", "-q"] + arguments)
        return (run.code, run.output.stdoutText, run.output.stderr)
    }

    @Test func slashedAndNamedDatesChartAsDates() throws {
        let seattle = "date,precipitation\n2012/01/01,0.0\n2012/01/02,10.9\n2012/02/01,3.5\n"
        let (code, text, errors) = try run(seattle, ["--x", "date", "--y", "precipitation", "--unit", "month"])
        #expect(code == 0, "\(errors)")
        #expect(
            text.contains("2 bars, date (month) from 2012-01 to 2012-02; the highest is 10.9 at 2012-01"), "\(text)")
        let stocks = "symbol,date,price\nMSFT,Jan 1 2000,39.81\nMSFT,Feb 1 2000,36.35\nAMZN,Jan 1 2000,64.56\n"
        let (stockCode, stockText, stockErrors) = try run(
            stocks, ["--x", "date", "--y", "price", "--color", "symbol", "--mark", "line"])
        #expect(stockCode == 0, "\(stockErrors)")
        #expect(stockText.contains("3 points, date from 2000-01 to 2000-02"), "\(stockText)")
    }

    @Test func ambiguousDayAndMonthAreRefusedWithTheWayToChoose() throws {
        let table = "day,n\n01/02/2012,1\n03/04/2012,2\n"
        let (code, _, errors) = try run(table, ["--x", "day", "--y", "n"])
        #expect(code == 65)
        #expect(
            errors
                == "shipplot: t.csv:2:1: field \"day\": \"01/02/2012\" could be month first or day first, and no value "
                + "has a number above 12 to say which, expected --date-format %m/%d/%Y (month first) or --date-format "
                + "%d/%m/%Y (day first)\n")
        // The pattern decides; a value over 12 decides too.
        let (chosen, text, _) = try run(table, ["--x", "day", "--y", "n", "--date-format", "%d/%m/%Y"])
        #expect(chosen == 0 && text.contains("day from 2012-02-01 to 2012-04-03"), "\(text)")
        let (decided, decidedText, _) = try run(table + "25/04/2012,3\n", ["--x", "day", "--y", "n"])
        #expect(decided == 0 && decidedText.contains("day from 2012-02-01 to 2012-04-25"), "\(decidedText)")
        let (mixed, _, mixedErrors) = try run(table + "25/04/2012,3\n04/25/2012,4\n", ["--x", "day", "--y", "n"])
        #expect(
            mixed == 65 && mixedErrors.contains("\"25/04/2012\" reads only day first, but \"04/25/2012\" (line 5)"),
            "\(mixedErrors)")
    }

    @Test func mostlyDatesNameTheRowsThatAreNot() throws {
        let table =
            "when,n\n2026-01-01,1\nsoon,2\n2026-01-03,3\nTBD,4\n2026-01-05,5\n2026-01-06,6\n?,7\nlater,8\n"
            + "2026-01-09,9\n2026-01-10,10\n2026-01-11,11\n"
        let (code, _, errors) = try run(table, ["--x", "when", "--y", "n"])
        #expect(code == 65)
        #expect(
            errors
                == "shipplot: t.csv:3:1: field \"when\": \"soon\" is not a date (and \"TBD\" on line 5, \"?\" on line 8 "
                + "and 1 more), but 7 other values are dates, expected one kind of value in a field (leave a value "
                + "empty when it is missing, or give --x-type category to chart every value as a category)\n")
    }

    @Test func numbersReadAsDatesAreYearsOrUnixTime() throws {
        let years = "year,n\n1999,1\n2000,2\n"
        let (code, text, _) = try run(years, ["--x", "year", "--y", "n", "--x-type", "date"])
        #expect(code == 0 && text.contains("year from 1999 to 2000"), "\(text)")
        let seconds = "time,n\n1325376000,1\n1325462400,2\n"
        let (_, inferred, _) = try run(seconds, ["--x", "time", "--y", "n"])
        #expect(inferred.contains("time from 2012-01-01 to 2012-01-02"), "a field named time: \(inferred)")
        let millis = "ts,n\n1325376000000,1\n1325462400000,2\n"
        let (_, milliText, _) = try run(millis, ["--x", "ts", "--y", "n"])
        #expect(milliText.contains("ts from 2012-01-01 to 2012-01-02"), "\(milliText)")
        // The same numbers under another name stay numbers.
        let ids = "id,n\n1325376000,1\n1325462400,2\n"
        let (_, idText, _) = try run(ids, ["--x", "id", "--y", "n"])
        #expect(idText.contains("id from 1,325,376,000 to 1,325,462,400"), "\(idText)")
    }

    @Test func aPatternThatDoesNotReadAValueNamesIt() throws {
        let (code, _, errors) = try run(
            "d,n\n2012-01-02,1\n02/01/2012,2\n",
            ["--x", "d", "--y", "n", "--x-type", "date", "--date-format", "%Y-%m-%d"])
        #expect(code == 65)
        #expect(
            errors
                == "shipplot: t.csv:3:1: field \"d\": \"02/01/2012\" is not a date, expected a date written as \"%Y-%m-%d\"\n",
            "\(errors)")
    }
}
