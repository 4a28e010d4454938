// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

/// A date from a literal the test knows is valid.
func day(_ text: String) -> LogDate {
    guard let date = LogDate(text) else { fatalError("bad test date \(text)") }
    return date
}

/// Each day's date and steps, newest first, for compact comparisons.
func summary(_ days: [ShipDay]) -> [String] {
    days.map { "\($0.date) \($0.steps.joined(separator: ","))" }
}

@Suite struct AddTests {
    let today = day("2026-11-28")

    func log() throws -> ShipLog {
        var log = ShipLog()
        try log.add(["Screenshots"], on: day("2026-11-20"), today: today)
        try log.add(["Final QA"], on: day("2026-11-10"), today: today)
        return log
    }

    @Test func appendsToAnExistingDay() throws {
        var log = try log()
        try log.add(["Screenshots", "Metadata"], on: day("2026-11-20"), today: today)
        #expect(summary(log.days) == ["2026-11-20 Screenshots,Screenshots,Metadata", "2026-11-10 Final QA"])
    }

    @Test func insertsANewestDayFirst() throws {
        var log = try log()
        try log.add("Keywords", on: today, today: today)
        #expect(summary(log.days) == ["2026-11-28 Keywords", "2026-11-20 Screenshots", "2026-11-10 Final QA"])
    }

    @Test func insertsADayThatFitsBetween() throws {
        var log = try log()
        try log.add("Metadata", on: day("2026-11-15"), today: today)
        #expect(summary(log.days) == ["2026-11-20 Screenshots", "2026-11-15 Metadata", "2026-11-10 Final QA"])
    }

    @Test func insertsADayOlderThanAll() throws {
        var log = try log()
        try log.add("Keywords", on: day("2025-01-01"), today: today)
        #expect(summary(log.days) == ["2026-11-20 Screenshots", "2026-11-10 Final QA", "2025-01-01 Keywords"])
    }

    @Test func keepsNewestFirstWhateverTheOrderOfAdding() throws {
        var log = ShipLog()
        var expected: [LogDate] = []
        // A fixed shuffle of 200 dates, with repeats.
        for index in 0..<300 {
            let date = day("2026-01-01").adding(days: (index * 37) % 200)
            try log.add("Screenshots", on: date, today: today)
            expected.append(date)
        }
        let dates = log.days.map(\.date)
        #expect(dates == Array(Set(expected)).sorted(by: >))
        #expect(log.days.map(\.total).reduce(0, +) == 300)
    }

    @Test func refusesAFutureDateAndLeavesTheLogAlone() throws {
        var log = try log()
        let before = log
        #expect(
            throws: ShipLogError(
                .usage, message: "2026-11-29 is in the future, expected a date on or before today (2026-11-28)")
        ) {
            try log.add("Screenshots", on: day("2026-11-29"), today: today)
        }
        #expect(log == before)
        let error = ShipLogError(.usage, message: "x")
        #expect(error.kind.exitCode == 64)
    }

    @Test func unknownStepsAreAcceptedAndJoinTheStepList() throws {
        var log = try log()
        try log.add(["Release notes", "Screenshots", "Press kit"], on: today, today: today)
        #expect(log.steps == ShipLog.standardSteps + ["Release notes", "Press kit"])
    }

    @Test(arguments: [
        ("", #"empty step name, expected text such as "Screenshots""#),
        ("   ", #"step name "   " is only whitespace, expected text such as "Screenshots""#),
        (
            "Screen\u{7}shots",
            #"step name "Screen\u0007shots" contains control character U+0007, expected printable text"#
        ),
        ("Final\nQA", #"step name "Final\nQA" contains control character U+000A, expected printable text"#),
        ("QA\u{2028}", #"step name "QA\u2028" contains control character U+2028, expected printable text"#),
        (" Screenshots", #"step name " Screenshots" starts or ends with whitespace, expected it trimmed"#),
        (
            String(repeating: "x", count: 101),
            #"step name "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is 101 characters long, expected at most 100"#
        ),
    ])
    func refusesBadStepNames(name: String, message: String) throws {
        var log = try log()
        let before = log
        #expect(throws: ShipLogError(.usage, message: message)) {
            try log.add(["Metadata", name], on: today, today: today)
        }
        #expect(log == before)
    }

    @Test func acceptsLongAndInternationalNames() throws {
        var log = ShipLog()
        let names = [String(repeating: "é", count: 100), "スクリーンショット", "Final QA ✅", "العربية"]
        try log.add(names, on: today, today: today)
        #expect(log.days[0].steps == names)
    }

    @Test func refusesAnEmptyListAndUnsupportedDates() throws {
        var log = ShipLog()
        #expect(throws: ShipLogError(.usage, message: "no steps to log, expected at least one step name")) {
            try log.add([], on: today, today: today)
        }
        #expect(
            throws: ShipLogError(
                .usage,
                message: #""1969-12-31" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"#)
        ) {
            try log.add("Metadata", on: LogDate.earliestSupported.adding(days: -1), today: today)
        }
        #expect(log.isEmpty)
    }
}

@Suite struct QueryTests {
    let today = day("2026-11-28")

    func log() throws -> ShipLog {
        try ShipLog(days: [
            ShipDay(date: day("2026-11-27"), steps: ["Final QA"]),
            ShipDay(date: day("2026-11-25"), steps: ["Screenshots", "Metadata", "Screenshots"]),
            ShipDay(date: day("2026-11-24"), steps: ["Keywords"]),
            ShipDay(date: day("2026-11-18"), steps: ["Screenshots"]),
        ])
    }

    @Test func removeDaysReturnsWhatWasRemoved() throws {
        var log = try log()
        let removed = log.removeDays([day("2026-11-18"), day("2026-11-25"), day("2026-01-01")])
        #expect(summary(removed) == ["2026-11-25 Screenshots,Metadata,Screenshots", "2026-11-18 Screenshots"])
        #expect(summary(log.days) == ["2026-11-27 Final QA", "2026-11-24 Keywords"])
        #expect(log.removeDays([]) == [])
        #expect(log.removeDays([day("2026-11-27"), day("2026-11-24")]).count == 2)
        #expect(log.isEmpty && log.latestDay == nil && log.dateRange == nil)
    }

    @Test func aWeekIsGapFilledOldestFirst() throws {
        let week = try log().window(days: 7, endingOn: today)
        #expect(
            summary(week) == [
                "2026-11-22 ", "2026-11-23 ", "2026-11-24 Keywords", "2026-11-25 Screenshots,Metadata,Screenshots",
                "2026-11-26 ", "2026-11-27 Final QA", "2026-11-28 ",
            ])
        #expect(week.map(\.total) == [0, 0, 1, 3, 0, 1, 0])
    }

    @Test func twoWeeksReachBeforeTheFirstLoggedDay() throws {
        let fortnight = try log().window(days: 14, endingOn: today)
        #expect(fortnight.count == 14)
        #expect(fortnight.first?.date == day("2026-11-15"))
        #expect(fortnight.last?.date == today)
        #expect(fortnight.map(\.total) == [0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 3, 0, 1, 0])
        for (offset, entry) in fortnight.enumerated() {
            #expect(entry.date == day("2026-11-15").adding(days: offset))
        }
        let wide = try log().window(days: 60, endingOn: today)
        #expect(wide.map(\.total).reduce(0, +) == 6)
        #expect(wide.first?.date == day("2026-09-30"))
    }

    @Test func windowsLeaveOutDaysAfterTheirEnd() throws {
        let earlier = try log().window(days: 7, endingOn: day("2026-11-24"))
        #expect(earlier.map(\.total) == [1, 0, 0, 0, 0, 0, 1])
        let single = try log().window(days: 1, endingOn: day("2026-11-25"))
        #expect(summary(single) == ["2026-11-25 Screenshots,Metadata,Screenshots"])
        let before = try log().window(days: 7, endingOn: day("2020-01-07"))
        #expect(before.allSatisfy { $0.steps.isEmpty } && before.count == 7)
        #expect(try ShipLog().window(days: 14, endingOn: today).allSatisfy { $0.total == 0 })
    }

    @Test(arguments: [0, -1, 3661, Int.max, Int.min])
    func windowSizesOutsideTheRangeAreRefused(n: Int) throws {
        #expect(throws: ShipLogError(.usage, message: "a window of \(n) days, expected 1 to 3660 days")) {
            try log().window(days: n, endingOn: today)
        }
    }

    @Test func aWindowMayReachBefore1970() throws {
        let window = try ShipLog().window(days: 3, endingOn: LogDate.earliestSupported)
        #expect(window.map(\.date.description) == ["1969-12-30", "1969-12-31", "1970-01-01"])
    }

    @Test func lookups() throws {
        let log = try log()
        #expect(log.latestDay?.date == day("2026-11-27"))
        #expect(log.day(on: day("2026-11-24"))?.steps == ["Keywords"])
        #expect(log.day(on: day("2026-11-26")) == nil)
        #expect(log.day(on: day("2030-01-01")) == nil)
        #expect(log.day(on: day("2000-01-01")) == nil)
        #expect(log.dateRange == day("2026-11-18")...day("2026-11-27"))
    }

    @Test func stepCountsFollowTheStepListThenTheAlphabet() {
        let entry = ShipDay(
            date: day("2026-11-28"),
            steps: [
                "Zebra", "Final QA", "Screenshots", "Apple", "Screenshots", "Keywords", "Screenshots", "Final QA",
            ])
        let counts = entry.stepCounts(order: ShipLog.standardSteps)
        #expect(
            counts == [
                StepCount(step: "Screenshots", count: 3), StepCount(step: "Keywords", count: 1),
                StepCount(step: "Final QA", count: 2), StepCount(step: "Apple", count: 1),
                StepCount(step: "Zebra", count: 1),
            ])
        #expect(entry.stepCounts() == counts)
        #expect(
            entry.stepCounts(order: ["Zebra", "Keywords"]).map(\.step) == [
                "Zebra", "Keywords", "Apple", "Final QA", "Screenshots",
            ])
        #expect(entry.total == 8)
        #expect(ShipDay(date: day("2026-11-28")).stepCounts() == [])
    }

    @Test func buildingALogAppliesTheReadingRules() throws {
        let log = try ShipLog(
            steps: ["Metadata", "Metadata", "Screenshots"],
            days: [
                ShipDay(date: day("2026-11-20"), steps: ["Screenshots"]),
                ShipDay(date: day("2026-11-25"), steps: ["Press kit"]),
                ShipDay(date: day("2026-11-20"), steps: ["Metadata"]),
                ShipDay(date: day("2026-11-22"), steps: []),
            ])
        #expect(summary(log.days) == ["2026-11-25 Press kit", "2026-11-20 Screenshots,Metadata"])
        #expect(log.steps == ["Metadata", "Screenshots", "Press kit"])
    }

    @Test func buildingALogRefusesBadValues() {
        #expect(
            throws: ShipLogError(
                .badData, path: "days[1].steps[0]", message: #"empty step name, expected text such as "Screenshots""#)
        ) {
            try ShipLog(days: [
                ShipDay(date: day("2026-11-20"), steps: ["Metadata"]), ShipDay(date: day("2026-11-21"), steps: [""]),
            ])
        }
        #expect(
            throws: ShipLogError(
                .badData, path: "days[0].date",
                message: #""2101-01-01" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"#)
        ) {
            try ShipLog(days: [ShipDay(date: LogDate.latestSupported.adding(days: 1), steps: ["Metadata"])])
        }
        #expect(
            throws: ShipLogError(
                .badData, path: "steps[0]",
                message: #"step name "\t" contains control character U+0009, expected printable text"#)
        ) {
            try ShipLog(steps: ["\t"], days: [])
        }
    }

    @Test func errorDescriptionsAreOneLine() {
        let error = ShipLogError(
            .badData, source: "my\nlog.json", line: 3, column: 14, path: "days[2].date", message: "bad\r\nthing")
        #expect(error.description == #"my\nlog.json:3:14: days[2].date: bad\r\nthing"#)
        #expect(ShipLogError(.cannotWrite, message: "m").description == "m")
        #expect(
            ShipLogError(.missingInput, source: "a.json", message: "no such file").description == "a.json: no such file"
        )
        #expect([ShipLogError.Kind.badData, .missingInput, .cannotWrite, .usage].map(\.exitCode) == [65, 66, 73, 64])
    }
}
