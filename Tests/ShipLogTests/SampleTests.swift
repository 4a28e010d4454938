// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipLog

@Suite struct SampleTests {
    let through = day("2026-11-28")

    @Test func isDeterministic() {
        #expect(ShipLog.sample(through: through) == ShipLog.sample(through: through))
        #expect(ShipLog.sample(through: through).encoded() == ShipLog.sample(through: through).encoded())
    }

    @Test func aDaysContentDependsOnlyOnItsDate() throws {
        let earlier = ShipLog.sample(through: through)
        let later = ShipLog.sample(through: through.adding(days: 200))
        let first = try #require(later.dateRange).lowerBound
        #expect(through.days(from: first) > 800)
        for offset in 0...through.days(from: first) {
            let date = first.adding(days: offset)
            #expect(earlier.day(on: date) == later.day(on: date), "\(date)")
        }
    }

    @Test func coversAboutThreeYearsOfPlausibleWork() throws {
        let log = ShipLog.sample(through: through)
        let range = try #require(log.dateRange)
        #expect(range.upperBound.days(from: range.lowerBound) >= 1080)
        #expect(range.upperBound.days(from: range.lowerBound) < 1095)
        #expect(log.steps == ShipLog.standardSteps)
        #expect(Set(log.days.flatMap(\.steps)) == Set(ShipLog.standardSteps))

        // Some days empty, most weekdays not.
        let active = Double(log.days.count) / 1095
        #expect(active > 0.35 && active < 0.85, "\(active) of days active")

        // Totals mostly 0...9.
        let totals = try log.window(days: 1095, endingOn: through).map(\.total)
        #expect(totals.max()! <= 12)
        #expect(Double(totals.filter { $0 <= 9 }.count) / Double(totals.count) > 0.98)

        // Screenshots redone several times on some days.
        #expect(log.days.filter { $0.steps.filter { $0 == "Screenshots" }.count >= 2 }.count > 50)
    }

    @Test func weekendsAreQuiet() throws {
        let days = try ShipLog.sample(through: through).window(days: 1095, endingOn: through)
        let weekend = days.filter { $0.date.isoWeekday >= 6 }.map(\.total)
        let weekday = days.filter { $0.date.isoWeekday < 6 }.map(\.total)
        let weekendMean = Double(weekend.reduce(0, +)) / Double(weekend.count)
        let weekdayMean = Double(weekday.reduce(0, +)) / Double(weekday.count)
        #expect(weekendMean < 0.3 * weekdayMean, "weekend \(weekendMean), weekday \(weekdayMean)")
    }

    @Test func releasesComeEveryTwoToThreeWeeksWithPrepBefore() throws {
        let days = try ShipLog.sample(through: through).window(days: 1095, endingOn: through)
        // A release day: Final QA logged, and not the dry run the day before another Final QA day.
        var releases: [Int] = []
        for (index, entry) in days.enumerated() where entry.steps.contains("Final QA") {
            let nextHasQA = index + 1 < days.count && days[index + 1].steps.contains("Final QA")
            if !nextHasQA { releases.append(index) }
        }
        #expect(releases.count >= 40 && releases.count <= 80, "\(releases.count) releases")
        let gaps = zip(releases.dropFirst(), releases).map { $0 - $1 }
        let typical = gaps.filter { (12...24).contains($0) }.count
        #expect(Double(typical) / Double(gaps.count) > 0.75, "gaps \(gaps)")
        // Prep clusters in the five days before a release.
        var prep = 0
        var other = 0
        for (index, entry) in days.enumerated() {
            let count = entry.steps.filter { $0 != "Final QA" }.count
            if releases.contains(where: { (1...5).contains($0 - index) }) { prep += count } else { other += count }
        }
        #expect(prep > other)
    }

    @Test func recentWeeksAreNeverAllEmpty() throws {
        let log = ShipLog.sample(through: through, days: 3660)
        var end = through
        for _ in 0..<3600 {
            let week = try log.window(days: 7, endingOn: end)
            #expect(week.contains { $0.total > 0 }, "the week ending \(end) is empty")
            end = end.adding(days: -1)
        }
        // And "today" anywhere, with the sample generated for that day.
        for offset in stride(from: 0, to: 20_000, by: 997) {
            let today = day("2030-01-01").adding(days: offset)
            #expect(
                try ShipLog.sample(through: today, days: 7).window(days: 7, endingOn: today).contains { $0.total > 0 })
        }
    }

    @Test func sizesAreClampedAndDatesStayInRange() throws {
        #expect(ShipLog.sample(through: through, days: 0).isEmpty)
        #expect(ShipLog.sample(through: through, days: -5).isEmpty)
        #expect(
            try #require(ShipLog.sample(through: through, days: 100_000).dateRange).lowerBound
                >= through.adding(days: -3659))
        let early = ShipLog.sample(through: day("1970-01-20"))
        #expect(early.days.allSatisfy { $0.date.isSupported })
        let beyond = ShipLog.sample(through: LogDate.latestSupported.adding(days: 30), days: 60)
        #expect(beyond.days.allSatisfy(\.date.isSupported) && !beyond.isEmpty)
    }

    @Test func survivesAFileRoundTrip() throws {
        let log = ShipLog.sample(through: through)
        #expect(try ShipLog.decode(log.encoded(), source: "sample.json") == log)
    }
}
