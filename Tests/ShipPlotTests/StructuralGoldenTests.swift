// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Draw commands as text, measured with fixed metrics: layout regressions show up without depending on fonts.
struct StructuralGoldenTests {
    @Test func weekBarsDrawCommands() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let days = (0..<3).map { calendar.date(from: DateComponents(year: 2026, month: 11, day: 26 + $0))! }
        var renderer = ChartRenderer(
            Chart {
                ForEach(Array(zip(days, [2, 0, 5])), id: \.0) { day, total in
                    BarMark(x: .value("Day", day, unit: .day), y: .value("Steps", total))
                }
                RuleMark(y: .value("Goal", 1)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
            }, width: 300, height: 200)
        renderer.calendar = calendar
        // Checked by hand: a 255.4-pt plot (300 − 2×16 padding − 12.6 for the y labels), three day bands of
        // 85.13 pt with bars at 60 %, value edges on whole pixels, ticks at the day boundaries (16, 101.13,
        // 186.27, on pixel centres) and each label starting 2 pt past its day's tick, as Swift Charts draws them.
        let expected = """
            fill #ffffff M0,0 L300,0 L300,200 L0,200 Z
            stroke #1d1d1f26 w1 M16,166.5 L271.4,166.5
            stroke #1d1d1f26 w1 M16,137.5 L271.4,137.5
            stroke #1d1d1f26 w1 M16,108.5 L271.4,108.5
            stroke #1d1d1f26 w1 M16,79.5 L271.4,79.5
            stroke #1d1d1f26 w1 M16,50.5 L271.4,50.5
            stroke #1d1d1f26 w1 M16,21.5 L271.4,21.5
            stroke #1d1d1f4d w1 M16,166.5 L271.4,166.5
            fill #007aff M33.03,108 L84.11,108 L84.11,166 L33.03,166 Z
            fill #007aff M203.29,22 L254.37,22 L254.37,166 L203.29,166 Z
            stroke #ff3b30 w1 dash[4] M16,137.1 L271.4,137.1
            stroke #1d1d1f4d w1 M16.5,166 L16.5,170
            stroke #1d1d1f4d w1 M101.5,166 L101.5,170
            stroke #1d1d1f4d w1 M186.5,166 L186.5,170
            text #1d1d1fa3 11 (18,181.8) "Nov 26"
            text #1d1d1fa3 11 (103.13,181.8) "Nov 27"
            text #1d1d1fa3 11 (188.27,181.8) "Nov 28"
            text #1d1d1fa3 11 (277.4,169.3) "0"
            text #1d1d1fa3 11 (277.4,140.4) "1"
            text #1d1d1fa3 11 (277.4,111.5) "2"
            text #1d1d1fa3 11 (277.4,82.6) "3"
            text #1d1d1fa3 11 (277.4,53.7) "4"
            text #1d1d1fa3 11 (277.4,24.8) "5"
            """
        let actual = try renderer.recordedCommands()
        #expect(actual == expected, "\(actual)")
    }
}
