// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension StylesCorpus {
    /// Line style scales, bins, domains and plot and axis styles.
    static var scales: [Entry] {
        [
            Entry(
                "styles10-line-style-scale",
                Chart {
                    ForEach(StylesData.steps) { reading in
                        LineMark(x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value))
                            .foregroundStyle(by: .value("Series", "Actual"))
                            .lineStyle(by: .value("Series", "Actual"))
                        LineMark(x: .value("Day", reading.date, unit: .day), y: .value("Steps", 9.0))
                            .foregroundStyle(by: .value("Series", "Goal"))
                            .lineStyle(by: .value("Series", "Goal"))
                    }
                }
                .chartLineStyleScale([
                    "Actual": StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round),
                    "Goal": StrokeStyle(lineWidth: 1.5, dash: [6, 4]),
                ])
                .chartForegroundStyleScale(["Actual": Color.blue, "Goal": Color.gray])),
            Entry("styles11-number-bins-histogram", histogram),
            Entry(
                "styles12-grouped-bars-with-span",
                Chart(StylesData.sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                        .foregroundStyle(by: .value("Plan", sale.plan))
                        .position(by: .value("Plan", sale.plan), axis: .horizontal, span: .ratio(0.9))
                }),
            Entry(
                "styles13-domain-modified-to-include-goal",
                Chart(StylesData.steps) { reading in
                    PointMark(x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value))
                    RuleMark(y: .value("Goal", 15.0))
                        .foregroundStyle(.green)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                }
                .chartYScale(
                    domain: .automatic(includesZero: false, dataType: Double.self) { domain in domain.append(15) })),
            Entry(
                "styles14-plot-style-and-axis-colours",
                Chart(StylesData.sales.filter { $0.plan == "Free" }) { sale in
                    LineMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                        .symbol(.circle)
                }
                .chartPlotStyle { plotArea in
                    plotArea
                        .background(
                            .linearGradient(colors: [.blue.opacity(0.12), .clear], startPoint: .top, endPoint: .bottom)
                        )
                        .border(Color.blue.opacity(0.4), width: 1)
                        .cornerRadius(8)
                }
                .chartYAxis {
                    AxisMarks(position: .leading) { _ in
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [2, 3]))
                            .foregroundStyle(Color.blue.opacity(0.35))
                        AxisTick(length: 6, stroke: StrokeStyle(lineWidth: 1.5))
                            .foregroundStyle(.orange)
                        AxisValueLabel()
                    }
                }),
        ]
    }

    /// Build times binned with `NumberBins(range:count:)` and counted with `index(for:)`.
    static var histogram: Chart<some ChartContent> {
        let times = (0..<120).map { i in 40 + 25 * abs(sin(Double(i) * 0.37) * cos(Double(i) * 0.11)) }
        let bins = NumberBins(range: 40.0...65.0, count: 10)
        var counts = [Int](repeating: 0, count: bins.count)
        for time in times { counts[bins.index(for: time)] += 1 }
        return Chart(bins.indices, id: \.self) { index in
            BarMark(x: .value("Build time", bins[index]), y: .value("Builds", counts[index]))
                .foregroundStyle(Color.indigo.gradient)
        }
        .chartXScale(domain: .automatic(includesZero: false))
    }
}
