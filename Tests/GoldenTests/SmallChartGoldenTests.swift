// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

/// Sparklines and one-dimensional bars at their real sizes, drawn as a SwiftUI view draws a chart (no padding of
/// its own): with their axes and legend hidden the plot is the whole frame, edge to edge. Recorded at 4× so they
/// can be judged by eye.
@Suite struct SmallChartGoldenTests {
    struct Reading: Identifiable {
        let date: Date
        let value: Double
        var id: Date { date }
    }

    /// A month of daily values, rising with a weekly swing.
    static let month: [Reading] = (0..<30).map { i in
        Reading(date: Fixtures.day(2026, 11, 1 + i), value: 40 + Double(i) * 1.5 + 12 * sin(Double(i) * 0.9))
    }

    struct Share: Identifiable {
        let kind: String
        let size: Double
        var id: String { kind }
    }

    static let storage = [
        Share(kind: "Apps", size: 61), Share(kind: "Photos", size: 28), Share(kind: "Mail", size: 9),
        Share(kind: "System", size: 14),
    ]

    static var line: Chart<ForEach<[Reading], Date, LineMark>> {
        Chart(month) { LineMark(x: .value("Day", $0.date), y: .value("Value", $0.value)) }
    }

    static var oneDimensionalBar: Chart<ForEach<[Share], String, ModifiedChartContent<BarMark>>> {
        Chart(storage) {
            BarMark(x: .value("Size", $0.size), stacking: .normalized).foregroundStyle(by: .value("Kind", $0.kind))
        }
    }

    @Test(arguments: [(60.0, 30.0), (70, 40)])
    func lineSparkline(size: (Double, Double)) throws {
        let chart = Self.line.chartXAxis(.hidden).chartYAxis(.hidden).padding(0)
        try expectGolden(
            chart, suite: "small", "sparkline-line-\(Int(size.0))x\(Int(size.1))@4x", width: size.0, height: size.1,
            scale: 4)
    }

    @Test func barSparkline() throws {
        let chart = Chart(Self.month.prefix(12)) {
            BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Value", $0.value))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).padding(0)
        try expectGolden(chart, suite: "small", "sparkline-bars-160x60@4x", width: 160, height: 60, scale: 4)
    }

    @Test(arguments: [20.0, 60])
    func oneDimensionalBar(height: Double) throws {
        let chart = Self.oneDimensionalBar.chartXAxis(.hidden).chartLegend(.hidden).padding(0)
        try expectGolden(chart, suite: "small", "bar-1d-\(Int(height))pt@4x", width: 240, height: height, scale: 4)
    }

    /// The same bar with its legend, as an app's storage bar shows it: the legend takes its line and gap, the bar
    /// the rest.
    @Test func oneDimensionalBarWithItsLegend() throws {
        try expectGolden(
            Self.oneDimensionalBar.chartXAxis(.hidden).padding(0), suite: "small", "bar-1d-60pt-legend@4x",
            width: 240, height: 60, scale: 4)
    }
}
