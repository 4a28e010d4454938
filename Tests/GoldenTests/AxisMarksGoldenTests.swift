// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

/// Axis builders with more than one `AxisMarks`: every declaration draws, each on its own side.
@Suite struct AxisMarksGoldenTests {
    /// Steps on the leading side with grid lines; the share of a goal of 7 on the trailing side, ticks only.
    @Test func leadingAndTrailingAxisMarks() throws {
        try expectGolden(
            Chart(Fixtures.week) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
            }
            .chartYAxis {
                AxisMarks(position: .leading)
                AxisMarks(position: .trailing, values: [0.0, 3.5, 7.0]) { value in
                    AxisTick()
                    AxisValueLabel("\(Int((value.as(Double.self) ?? 0) / 7 * 100))%")
                }
            }, "axis-marks-both-sides")
    }

    /// A grid line every day from one declaration, a label every other day from another.
    @Test func gridAndLabelsFromSeparateAxisMarks() throws {
        try expectGolden(
            Chart(Fixtures.week) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in AxisGridLine() }
                AxisMarks(values: .stride(by: .day, count: 2)) { _ in
                    AxisTick()
                    AxisValueLabel(format: .dateTime.month(.abbreviated).day())
                }
            }, "axis-marks-grid-and-labels")
    }
}
