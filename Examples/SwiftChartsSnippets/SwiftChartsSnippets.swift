// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// One Swift Charts snippet: a name and the chart, ready to render at 480 × 300 points in UTC.
public struct SwiftChartsSnippet {
    /// File-name-safe name, e.g. `shape01-bars-by-day-coloured-by-kind`.
    public let name: String
    /// The chart as a renderer (480 × 300 points, the snippets' UTC calendar).
    public let renderer: ChartRenderer

    init<Content>(_ name: String, _ chart: Chart<Content>) {
        var renderer = ChartRenderer(chart, width: 480, height: 300)
        renderer.calendar = Data9.calendar
        self.name = name
        self.renderer = renderer
    }
}

/// The API shapes a compatible DSL must compile unchanged (`reference/swift-charts-api.md` §9), each written as
/// an app would write it for Apple's framework with only the import changed. Shared by the compatibility tests
/// (they must compile and render without diagnostics) and the golden tests (they must look right).
public enum SwiftChartsSnippets {
    /// Every snippet, in the reference's order (shapes 10 and 14 have two charts each).
    public static var all: [SwiftChartsSnippet] {
        barsAndLines + circlesAndAreas + axesAndScales + contentAndPlots
    }

    /// Shapes 1, 2, 4 and 6.
    static var barsAndLines: [SwiftChartsSnippet] {
        [
            SwiftChartsSnippet(
                "shape01-bars-by-day-coloured-by-kind",
                Chart(Data9.sales) {
                    BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count))
                        .foregroundStyle(by: .value("Kind", $0.kind))
                }.chartForegroundStyleScale(["A": .red, "B": .blue])),
            SwiftChartsSnippet(
                "shape02-smooth-line-and-dashed-goal",
                Chart {
                    ForEach(Data9.items) { i in
                        LineMark(x: .value("T", i.t), y: .value("V", i.v)).interpolationMethod(.catmullRom).symbol(
                            .circle)
                    }
                    RuleMark(y: .value("Goal", 100)).foregroundStyle(.red).lineStyle(
                        StrokeStyle(lineWidth: 1, dash: [4]))
                }),
            SwiftChartsSnippet(
                "shape04-grouped-bars",
                Chart(Data9.sales) {
                    BarMark(x: .value("Product", $0.product), y: .value("Price", $0.price)).position(
                        by: .value("Type", $0.type))
                }),
            SwiftChartsSnippet(
                "shape06-gantt",
                Chart(Data9.jobs) {
                    BarMark(
                        xStart: .value("Start", $0.start), xEnd: .value("End", $0.end), y: .value("Job", $0.job),
                        height: 20)
                }),
        ]
    }

    /// Shapes 3, 5, 7 and 11.
    static var circlesAndAreas: [SwiftChartsSnippet] {
        [
            SwiftChartsSnippet(
                "shape03-donut",
                Chart(Data9.rows, id: \.name) { r in
                    SectorMark(angle: .value("Sales", r.sales), innerRadius: .ratio(0.6), angularInset: 1)
                        .cornerRadius(4)
                        .foregroundStyle(by: .value("Name", r.name))
                }),
            SwiftChartsSnippet(
                "shape05-normalized-areas",
                Chart(Data9.sales) {
                    AreaMark(x: .value("Date", $0.date), y: .value("Price", $0.price), stacking: .normalized)
                        .foregroundStyle(by: .value("Item", $0.kind))
                }),
            SwiftChartsSnippet(
                "shape07-symbols-by-family-legend-on-top",
                Chart(Data9.penguins) {
                    PointMark(x: .value("L", $0.l), y: .value("W", $0.w)).symbol(by: .value("Family", $0.family))
                        .symbolSize(60)
                }.chartLegend(position: .top, alignment: .leading)),
            SwiftChartsSnippet(
                "shape11-heat-map",
                Chart(Data9.cells) {
                    RectangleMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("N", $0.n))
                }.chartForegroundStyleScale(range: Gradient(colors: [.white, .blue]))),
        ]
    }

    /// Shapes 8, 9 and 10.
    static var axesAndScales: [SwiftChartsSnippet] {
        [
            SwiftChartsSnippet(
                "shape08-scales-and-axis-titles",
                Chart(Data9.items) {
                    LineMark(x: .value("T", $0.t), y: .value("V", $0.v))
                }.chartYScale(domain: 0...100).chartXScale(domain: .automatic(includesZero: false)).chartYAxisLabel(
                    "Percent"
                )
                .chartXAxisLabel("Time", position: .bottom)),
            SwiftChartsSnippet(
                "shape09-weekly-date-axis",
                Chart(Data9.sales) {
                    BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count))
                }.chartXAxis {
                    AxisMarks(values: .stride(by: .day, count: 7)) { _ in
                        AxisGridLine(); AxisTick(); AxisValueLabel(format: .dateTime.month().day())
                    }
                }),
            SwiftChartsSnippet(
                "shape10-leading-percent-axis",
                Chart(Data9.monthly) {
                    BarMark(x: .value("M", $0.m), y: .value("V", $0.v))
                }.chartYAxis {
                    AxisMarks(position: .leading, values: [0, 50, 100]) {
                        AxisValueLabel(format: Decimal.FormatStyle.Percent.percent.scale(1))
                    }
                }),
            SwiftChartsSnippet(
                "shape10-hidden-axis-and-legend",
                Chart(Data9.monthly) {
                    BarMark(x: .value("M", $0.m), y: .value("V", $0.v))
                }.chartYAxis(.hidden).chartLegend(.hidden)),
        ]
    }

    /// Shapes 12 to 15.
    static var contentAndPlots: [SwiftChartsSnippet] {
        [
            SwiftChartsSnippet(
                "shape12-nested-for-each-series",
                Chart {
                    ForEach(Data9.series) { s in
                        ForEach(s.points) { p in
                            LineMark(x: .value("D", p.t), y: .value("V", p.v), series: .value("S", s.name))
                        }.foregroundStyle(by: .value("S", s.name))
                    }
                }),
            SwiftChartsSnippet(
                "shape13-annotations-and-plot-style",
                Chart(Data9.monthly) { item in
                    BarMark(x: .value("M", item.m), y: .value("V", item.v)).annotation(position: .top) {
                        Text("\(item.v)").font(.caption)
                    }
                }.chartPlotStyle { $0.background(.gray.opacity(0.1)) }),
            conditional("shape14-conditional-average-and-selection", showAvg: true, sel: "Feb"),
            conditional("shape14-conditional-point-without-selection", showAvg: false, sel: nil),
            SwiftChartsSnippet(
                "shape15-function-and-vectorized-plots",
                Chart {
                    LinePlot(x: "x", y: "y") { sin($0) }
                    PointPlot(Data9.samples, x: .value("x", \.x), y: .value("y", \.y)).symbolSize(4)
                }.chartXScale(domain: -10...10)),
        ]
    }

    /// Shape 14: `if` and `if let … else` inside the chart builder.
    static func conditional(_ name: String, showAvg: Bool, sel: String?) -> SwiftChartsSnippet {
        let avg = 26.25
        let first = "Jan"
        return SwiftChartsSnippet(
            name,
            Chart {
                ForEach(Data9.monthly) { BarMark(x: .value("M", $0.m), y: .value("V", $0.v)) }
                if showAvg { RuleMark(y: .value("Avg", avg)) }
                if let sel {
                    RuleMark(x: .value("Sel", sel))
                } else {
                    PointMark(x: .value("M", first), y: .value("V", 0))
                }
            })
    }
}
