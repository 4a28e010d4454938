// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

struct TimeCoordinateTests {
    private func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, zone: String = "UTC") -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h))!
    }

    private func coordinates(_ unit: TimeUnit, zone: String = "UTC") -> TimeCoordinates {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        calendar.firstWeekday = 2
        return TimeCoordinates(unit: unit, calendar: calendar)
    }

    @Test func civilDateRoundTripsAgainstFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // Foundation switches to the Julian calendar before 1582; compare within modern centuries.
        for dayNumber in stride(from: -130_000, through: 150_000, by: 97) {
            let civil = CivilDate(dayNumber: dayNumber)
            #expect(civil.dayNumber == dayNumber)
            let parts = calendar.dateComponents(
                [.year, .month, .day], from: Date(timeIntervalSince1970: Double(dayNumber) * 86_400))
            #expect(parts.year == civil.year && parts.month == civil.month && parts.day == civil.day)
        }
    }

    @Test func daysBinInTheCalendarsZone() {
        // 23:30 on Nov 27 in Berlin is already Nov 28 in UTC's eyes only if we ignore the zone.
        let berlin = coordinates(.day, zone: "Europe/Berlin")
        let instant = date(2026, 11, 27, 23, zone: "Europe/Berlin")
        #expect(CivilDate(dayNumber: Int(berlin.bin(instant).start)) == CivilDate(year: 2026, month: 11, day: 27))
    }

    @Test func dstDaysHaveTheSameWidth() {
        let berlin = coordinates(.day, zone: "Europe/Berlin")
        let a = berlin.bin(date(2026, 3, 29, 12, zone: "Europe/Berlin"))  // 23-hour day
        let b = berlin.bin(date(2026, 3, 30, 12, zone: "Europe/Berlin"))
        #expect(b.start - a.start == 1)
        #expect(a.end - a.start == 1)
    }

    @Test func weeksStartOnTheFirstWeekday() {
        let weeks = coordinates(.week)
        // 2026-11-23 is a Monday.
        let monday = weeks.bin(date(2026, 11, 23, 1)).start
        #expect(weeks.bin(date(2026, 11, 29, 23)).start == monday)
        #expect(weeks.bin(date(2026, 11, 30, 1)).start == monday + 1)
        #expect(weeks.civilDate(atBin: monday) == CivilDate(year: 2026, month: 11, day: 23))
    }

    @Test func monthsAndYears() {
        let months = coordinates(.month)
        let bin = months.bin(date(2026, 2, 15))
        #expect(months.civilDate(atBin: bin.start) == CivilDate(year: 2026, month: 2, day: 1))
        let years = coordinates(.year)
        #expect(years.civilDate(atBin: years.bin(date(2026, 7, 1)).start) == CivilDate(year: 2026, month: 1, day: 1))
    }

    @Test func dayTicksCountBackFromTheLastDay() {
        let days = DateTicks(coordinates: coordinates(.day), binnedUnit: .day)
        let first = Double(CivilDate(year: 2026, month: 11, day: 15).dayNumber)
        let ticks = days.ticks(.days(3), lower: first, upper: first + 14)
        #expect(ticks.map(\.lines) == [["Nov 16"], ["Nov 19"], ["Nov 22"], ["Nov 25"], ["Nov 28"]])
        #expect(ticks.last!.value == first + 13.5)
    }

    @Test func yearAppearsOnceWhereItChanges() {
        let days = DateTicks(coordinates: coordinates(.day), binnedUnit: .day)
        let first = Double(CivilDate(year: 2025, month: 12, day: 29).dayNumber)
        let ticks = days.ticks(.days(1), lower: first, upper: first + 5)
        #expect(ticks.map(\.lines) == [["Dec 29", "2025"], ["Dec 30"], ["Dec 31"], ["Jan 1", "2026"], ["Jan 2"]])
    }
}
