// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Small charts fill their frame: every inset the layout takes is for something drawn, a hidden axis takes no
/// room, and a short plot keeps its domain near its data. Fixed font metrics (6.6 points a character, 11-point
/// lines), the chart 400 × 300 with 16 points of padding unless a test says otherwise.
@Suite struct SmallChartLayoutTests {
    struct Point2: Identifiable {
        let i: Int
        let v: Double
        var id: Int { i }
    }
    static let series = [3.0, 7, 4, 9, 6, 12, 8, 14, 10, 17, 13, 15].enumerated().map { Point2(i: $0, v: $1) }

    struct Share: Identifiable {
        let kind: String
        let size: Double
        var id: String { kind }
    }
    static let shares = [Share(kind: "Done", size: 5), Share(kind: "Doing", size: 3), Share(kind: "Todo", size: 2)]

    func plot(_ chart: Chart<some ChartContent>, width: Double = 400, height: Double = 300) throws -> Rect {
        let stages = try Stages(chart, width: width, height: height)
        return stages.layout(stages.guides).plot
    }

    @Test func gridLinesAloneTakeNoRoom() throws {
        let chart = LayoutStageTests.bars
            .chartXAxis { AxisMarks { _ in AxisGridLine() } }
            .chartYAxis { AxisMarks { _ in AxisGridLine() } }
        // No labels: no half line above the plot, no label gap beside it, no tick and label band below it.
        let plot = try plot(chart)
        #expect(LayoutStageTests.close(plot, Rect(x: 16, y: 16, width: 368, height: 268)), "plot \(plot)")
    }

    @Test func yLabelsKeepTheirHalfLinesOverGridOnlyXAxis() throws {
        // The x axis draws no labels below the plot, so the lowest y label's lower half needs room of its own.
        let plot = try plot(LayoutStageTests.bars.chartXAxis { AxisMarks { _ in AxisGridLine() } })
        #expect(
            LayoutStageTests.close(plot, Rect(x: 16, y: 21.5, width: 368 - 12.6, height: 268 - 5.5 - 5.5)),
            "plot \(plot)")
    }

    @Test func anEmptyLegendViewTakesNoSpacing() throws {
        let bars = LayoutStageTests.bars.chartXAxis(.hidden).chartYAxis(.hidden)
        for position in [AnnotationPosition.bottom, .top, .leading, .trailing] {
            let plot = try plot(bars.chartLegend(position: position) { EmptyView() })
            #expect(LayoutStageTests.close(plot, Rect(x: 16, y: 16, width: 368, height: 268)), "\(position): \(plot)")
        }
    }

    @Test func emptyAxisTitlesTakeNoRoom() throws {
        let bars = LayoutStageTests.bars.chartXAxis(.hidden)
        let plain = try plot(bars)
        let titled = try plot(bars.chartXAxisLabel("").chartYAxisLabel(""))
        #expect(LayoutStageTests.close(titled, plain), "\(titled) vs \(plain)")
    }

    @Test func ticksWithoutLabelsTakeOnlyTheirLength() throws {
        let chart = LayoutStageTests.bars
            .chartXAxis { AxisMarks { _ in AxisTick(length: 6) } }
            .chartYAxis { AxisMarks { _ in AxisTick() } }
        // The x ticks reach 6 points below the plot, the y ticks the theme's 4 beside it.
        let plot = try plot(chart)
        #expect(LayoutStageTests.close(plot, Rect(x: 16, y: 16, width: 368 - 4, height: 268 - 6)), "plot \(plot)")
    }

    @Test func emptyLabelsTakeNoRoom() throws {
        let chart = LayoutStageTests.bars.chartYAxis {
            AxisMarks { _ in
                AxisGridLine(); AxisValueLabel("")
            }
        }
        .chartXAxis(.hidden)
        let plot = try plot(chart)
        #expect(LayoutStageTests.close(plot, Rect(x: 16, y: 16, width: 368, height: 268)), "plot \(plot)")
    }

    /// The three sparkline shapes, drawn as a SwiftUI view draws them (no padding of the chart's own): the plot is
    /// the whole frame, less half the line's stroke above and below for the line, so the chart holds its stroke.
    @Test(arguments: [(60.0, 30.0), (70, 40), (160, 60), (200, 20), (200, 60)])
    func sparklinesFillAFramelessChart(size: (Double, Double)) throws {
        let frame = Rect(x: 0, y: 0, width: size.0, height: size.1)
        let line = Chart(Self.series) { LineMark(x: .value("i", $0.i), y: .value("v", $0.v)) }
            .chartXAxis(.hidden).chartYAxis(.hidden).padding(0)
        let bars = Chart(Self.series) { BarMark(x: .value("i", String($0.i)), y: .value("v", $0.v)) }
            .chartXAxis(.hidden).chartYAxis(.hidden).padding(0)
        let bar = Chart(Self.shares) {
            BarMark(x: .value("Size", $0.size), stacking: .normalized).foregroundStyle(by: .value("Kind", $0.kind))
        }
        .chartXAxis(.hidden).chartLegend(.hidden).padding(0)
        let reach = Theme.standard(.light).lineWidth / 2
        let inset = Rect(x: 0, y: reach, width: size.0, height: size.1 - 2 * reach)
        #expect(LayoutStageTests.close(try plot(line, width: size.0, height: size.1), inset), "line in \(size)")
        for plot in [try plot(bars, width: size.0, height: size.1), try plot(bar, width: size.0, height: size.1)] {
            #expect(LayoutStageTests.close(plot, frame), "plot \(plot) in \(size)")
        }
    }

    /// A 62-point card: the y axis keeps to about two ticks, and its domain rounds the data out to their step, not
    /// the ±100,000 that rounding the rounded ends again runs out to.
    @Test func aShortCardKeepsItsDomainNearItsData() throws {
        let values = [Day(name: "a", value: -21_000), Day(name: "b", value: 42_000), Day(name: "c", value: 8_000)]
        let chart = Chart(values) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }.padding(0)
        let stages = try Stages(chart, width: 300, height: 62)
        let y = try #require(stages.layout(stages.guides).y)
        guard case .linear(let scale) = y.scale else {
            Issue.record("numbers place linearly")
            return
        }
        #expect(scale.domain == (-50_000, 50_000), "domain \(scale.domain)")
        // Two ticks' step (20,000) would crowd 38 points with six labels: one step across, a tick at each end.
        #expect(y.labels.map(\.text) == ["−50,000", "0", "50,000"])
    }

    /// A narrow line chart of 0…11 asks for two ticks: the domain rounds out to 0…15 (d3: 0…20, the line on half
    /// the plot), with a tick at every step it was rounded by, both ends among them.
    @Test func aNarrowAxisRoundsOutOnceWithTicksAtBothEnds() throws {
        let chart = Chart(Self.series) { LineMark(x: .value("i", $0.i), y: .value("v", $0.v)) }.padding(0)
        let stages = try Stages(chart, width: 200, height: 150)
        let x = try #require(stages.layout(stages.guides).x)
        guard case .linear(let scale) = x.scale else {
            Issue.record("numbers place linearly")
            return
        }
        #expect(scale.domain == (0, 15), "domain \(scale.domain)")
        #expect(x.labels.map(\.text) == ["0", "5", "10", "15"])
    }
}
