// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

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
