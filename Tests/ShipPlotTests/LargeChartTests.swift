// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Large charts go through the per-mark pipeline without quadratic steps: series grouping, stacking and date
/// binning of 100,000 marks.
struct LargeChartTests {
    private struct Entry {
        let day: Int
        let series: Int
    }

    @Test func hundredThousandStackedDatedBarsRender() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2020, month: 1, day: 1))!
        let entries = (0..<100_000).map { Entry(day: $0 / 25, series: $0 % 25) }
        let chart = Chart(entries.indices, id: \.self) { i in
            BarMark(
                x: .value("Day", start.addingTimeInterval(Double(entries[i].day) * 86_400), unit: .day),
                y: .value("Count", 1 + entries[i].series % 3)
            )
            .foregroundStyle(by: .value("Series", "s\(entries[i].series)"))
        }
        var renderer = ChartRenderer(chart, width: 800, height: 500)
        renderer.calendar = calendar
        let resolved = try renderer.resolve()
        #expect(resolved.marks.count == 100_000)
        #expect(resolved.colors?.keys.count == 25)
        // Each day stacks its 25 bars: 1+2+3 repeating gives a top of 49 (8 full cycles of 6, plus 1).
        let topOfFirstDay = resolved.marks.prefix(25).map { $0.y!.upper }.max()
        #expect(topOfFirstDay == 49)
        // Every bar is drawn, and the PNG is the chart's size.
        let fills = try renderer.makeScene().commands.filter { command in
            if case .fill = command { return true }
            return false
        }.count
        #expect(fills >= 100_000, "\(fills) fills for 100,000 bars")
        let png = try renderer.pngData()
        let size = png.count > 24 ? png[16..<24].reduce(0) { $0 << 8 | UInt64($1) } : 0
        #expect(size == 800 << 32 | 500, "an 800 × 500 PNG")
    }
}
