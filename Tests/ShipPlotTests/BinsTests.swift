// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

struct BinsTests {
    @Test func numberBinsChooseRoundWidthsAndFindValues() {
        let bins = NumberBins(data: [0.5, 3.2, 9.9, 4.0], desiredCount: 5)
        #expect(bins.thresholds == [0, 2, 4, 6, 8, 10])
        #expect(bins.count == 5)
        #expect(bins[1] == ChartBinRange(lowerBound: 2, upperBound: 4))
        #expect(bins.index(for: 0.5) == 0)
        #expect(bins.index(for: 4.0) == 2)
        #expect(bins.index(for: 10) == 4, "the last bin includes its upper edge")
        #expect(bins.index(for: 10.5) == 4, "past the end: the last bin, as a subscriptable index")
        #expect(bins.index(for: -1) == 0)
        #expect(bins.index(for: .nan) == 0)
    }

    @Test func numberBinsSurviveOddInput() {
        #expect(NumberBins<Double>(data: []).thresholds == [0, 1])
        #expect(NumberBins(data: [5.0, 5.0, .nan]).count >= 1)
        #expect(NumberBins(size: 0, range: 0.0...1.0).count == 1)
        #expect(NumberBins(size: 1e-12, range: 0.0...1.0).count <= 10_000)
    }

    @Test func dateBinsFollowTheCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 15))!
        let end = calendar.date(from: DateComponents(year: 2026, month: 4, day: 2))!
        let bins = DateBins(unit: .month, range: start...end, calendar: calendar)
        #expect(bins.count == 4)
        #expect(bins[0].lowerBound == calendar.date(from: DateComponents(year: 2026, month: 1, day: 1)))
        #expect(bins.index(for: calendar.date(from: DateComponents(year: 2026, month: 2, day: 28))!) == 1)
    }

    @Test func binsPlotAsRanges() throws {
        let bins = NumberBins(thresholds: [0.0, 10, 20])
        let chart = Chart(bins.indices, id: \.self) { i in
            BarMark(x: .value("Range", bins[i]), y: .value("Count", i + 1))
        }
        let resolved = try ChartRenderer(chart).resolve()
        #expect(resolved.marks.map(\.x) == [Span(lower: 0, upper: 10), Span(lower: 10, upper: 20)])
        #expect(resolved.marks.allSatisfy { $0.orientation == .vertical && $0.xIsRange })
        #expect(resolved.marks.map(\.y) == [Span(lower: 0, upper: 1), Span(lower: 0, upper: 2)])
    }
}
