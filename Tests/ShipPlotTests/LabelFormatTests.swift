// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

struct LabelFormatTests {
    @Test(
        arguments: [
            (0.0, 0, "0"), (5, 0, "5"), (2.5, 1, "2.5"), (2.0, 1, "2"), (0.25, 2, "0.25"), (1234, 0, "1234"),
            (12345, 0, "12,345"), (1_000_000, 0, "1,000,000"), (-3, 0, "\u{2212}3"), (-0.0001, 2, "0"),
            (0.1 + 0.2, 1, "0.3"), (1e20, 0, "1e+20"),
        ] as [(Double, Int, String)])
    func numbers(_ value: Double, _ decimals: Int, _ expected: String) {
        #expect(LabelFormat.number(value, decimals: decimals) == expected)
    }

    @Test func decimalsForSteps() {
        #expect(LabelFormat.decimals(forStep: 10) == 0)
        #expect(LabelFormat.decimals(forStep: 2.5) == 1)
        #expect(LabelFormat.decimals(forStep: 0.25) == 2)
        #expect(LabelFormat.decimals(forStep: 0.2) == 1)
    }

    @Test func nonFiniteNumbersStillFormat() {
        #expect(LabelFormat.number(.nan, decimals: 0) == "NaN")
        #expect(LabelFormat.number(-.infinity, decimals: 0) == "\u{2212}∞")
    }
}

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

/// Date axes shorter than a few hours: minute and second ticks on the clock, as a monitoring chart needs.
struct SubHourDateTickTests {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// 21:00 on 2026-11-30 in axis coordinates of a day axis.
    static let nine = Double(CivilDate(year: 2026, month: 11, day: 30).dayNumber) + 21.0 / 24

    @Test func minuteTicksSitOnTheClockAndTheFirstCarriesTheDate() {
        let ticks = DateTicks(coordinates: TimeCoordinates(unit: .day, calendar: Self.utc), binnedUnit: nil)
            .ticks(.minutes(2), lower: Self.nine + 30.0 / 86_400, upper: Self.nine + 600.0 / 86_400)
        #expect(ticks.map(\.lines) == [["9:02 PM", "Nov 30"], ["9:04 PM"], ["9:06 PM"], ["9:08 PM"], ["9:10 PM"]])
        #expect(abs(ticks[0].value - (Self.nine + 120.0 / 86_400)) < 1e-9)
    }

    @Test func secondStridesFromAxisMarksMakeTicks() {
        let stride = DateStride(component: .second, count: 10)
        #expect(stride == .seconds(10))
        let ticks = DateTicks(coordinates: TimeCoordinates(unit: .day, calendar: Self.utc), binnedUnit: nil)
            .ticks(stride!, lower: Self.nine, upper: Self.nine + 60.0 / 86_400, fromEnd: false)
        #expect(ticks.count == 7)
        #expect(ticks[1].lines == ["9:00:10 PM"])
        #expect(DateStride(component: .minute, count: 5) == .minutes(5))
    }

    @Test func aTenMinuteChartIsLabelledEveryFewMinutes() throws {
        let start = Date(timeIntervalSince1970: 1_796_072_400)  // 2026-11-30 21:00 UTC
        let samples = (0...60).map { (start.addingTimeInterval(Double($0) * 10), Double($0 % 7)) }
        let chart = Chart(samples, id: \.0) { LineMark(x: .value("Time", $0.0), y: .value("CPU", $0.1)) }
        let labels = try TextLocaleTests.drawn(TextLocaleTests.renderer(chart)).filter { $0.hasSuffix(" PM") }
        #expect(labels.count >= 3)
        #expect(labels.contains("9:05 PM"))
    }
}
