// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Axes drawn as Swift Charts draws them: desired counts on date axes, declared domains without data, presets,
/// label anchors and values outside the domain. Layout with fixed font metrics (11-point labels, 6.6 points a
/// character).
@Suite struct AxisLookTests {
    struct Hour {
        let date: Date
        let value: Double
    }

    /// One reading an hour over one UTC day, 00:00 to 23:00.
    static let day: [Hour] = (0..<24).map {
        Hour(date: Date(timeIntervalSince1970: 1_656_633_600 + Double($0) * 3600), value: Double($0 % 7))
    }

    static func axes(_ stages: Stages) -> [PlacedAxis] { stages.layout(stages.guides).axes }

    @Test func aSecondDateDeclarationGetsTheStrideNearestItsDesiredCount() throws {
        let chart = Chart(Self.day, id: \.date) { LineMark(x: .value("Hour", $0.date), y: .value("UV", $0.value)) }
            .chartXAxis {
                AxisMarks(position: .bottom, values: .automatic) { _ in
                    AxisValueLabel(); AxisGridLine()
                }
                AxisMarks(position: .top, values: .automatic(desiredCount: 24)) { value in
                    if value.index % 2 != 0 { AxisValueLabel("\(value.index)", anchor: .bottom) }
                }
            }
        let top = try #require(Self.axes(try Stages(chart)).first { $0.side == .top })
        // Hourly ticks (24), every other one labelled, as Swift Charts draws the UV index chart's top axis.
        #expect(top.labels.map(\.text) == stride(from: 1, to: 24, by: 2).map { String($0) })
    }

    @Test func aLeadingDesiredCountOnADateAxisIsHonouredOverLabelRoom() throws {
        let chart = Chart(Self.day, id: \.date) { LineMark(x: .value("Hour", $0.date), y: .value("UV", $0.value)) }
            .chartXAxis { AxisMarks(values: .automatic(desiredCount: 24)) { _ in AxisGridLine() } }
        let x = try #require(Self.axes(try Stages(chart)).first { $0.orientation == .x })
        #expect(x.ticks.filter { $0.grid != nil }.count == 24)
    }

    @Test func aDeclaredDomainDrawsItsAxisWithoutDataOnIt() throws {
        let start = Self.day[0].date
        let chart = Chart {
            RectangleMark(xStart: .value("hour", start), xEnd: .value("hour", start.addingTimeInterval(23 * 3600)))
        }
        .chartYScale(domain: 0...14)
        let stages = try Stages(chart)
        guard case .linear(let lower, let upper, _, _)? = stages.scales.y?.domain else {
            Issue.record("no y scale: \(String(describing: stages.scales.y))")
            return
        }
        #expect(lower == 0 && upper == 14)
        let y = try #require(Self.axes(stages).first { $0.orientation == .y })
        #expect(y.labels.map(\.text).first == "0")
        #expect(y.labels.map(\.text).last == "14")
    }

    static var uv: Chart<ForEach<[Hour], Date, LineMark>> {
        Chart(Self.day, id: \.date) { LineMark(x: .value("Hour", $0.date), y: .value("UV", $0.value)) }
    }

    @Test func emptyAxisMarksInASwitchLeaveOnlyTheNamedLabelsInsideThePlot() throws {
        let chart = Self.uv.chartYScale(domain: 0...14).chartYAxis {
            AxisMarks(position: .trailing, values: .automatic(desiredCount: 14)) { _ in AxisGridLine() }
            AxisMarks(preset: .inset, position: .leading, values: .automatic(desiredCount: 14)) { value in
                switch value.index {
                case 1: AxisValueLabel("Low", anchor: .topLeading)
                case 6: AxisValueLabel("High", anchor: .topLeading)
                default: EmptyAxisMark()
                }
            }
        }
        let layout = try Stages(chart).layout(try Stages(chart).guides)
        let leading = try #require(layout.axes.first { $0.side == .leading })
        #expect(leading.labels.map(\.text) == ["Low", "High"])
        // Inset: inside the plot, 4 points from its edge, and the plot keeps the room a leading axis would take.
        #expect(abs(layout.plot.minX - 16) < 1e-9, "plot \(layout.plot)")
        #expect(leading.labels.allSatisfy { abs($0.origin.x - (layout.plot.minX + 4)) < 1e-9 })
        // Anchored at the top leading corner: the text hangs 2 points below its grid line.
        let y1 = leading.scale.position(1)
        let low = leading.labels[0]
        #expect(abs(low.origin.y - 11 * 0.8 - (y1 + 2)) < 1e-9, "baseline \(low.origin.y), line \(y1)")
    }

    @Test func insetLabelsWithoutAnAnchorSitAboveTheirLine() throws {
        let chart = Self.uv.chartYScale(domain: 0...14).chartYAxis { AxisMarks(preset: .inset, values: [4, 8]) }
        let layout = try Stages(chart).layout(try Stages(chart).guides)
        let y = try #require(layout.axes.first { $0.orientation == .y })
        #expect(y.side == .trailing)
        #expect(abs(layout.plot.maxX - 384) < 1e-9, "plot \(layout.plot)")
        for (run, value) in zip(y.labels, [4.0, 8.0]) {
            // Trailing inset: the text ends 4 points inside the plot, its bottom 2 points above the line.
            #expect(abs(run.origin.x + 6.6 - (layout.plot.maxX - 4)) < 1e-9)
            #expect(abs(run.origin.y + 11 * 0.2 - (y.scale.position(value) - 2)) < 1e-9)
        }
    }

    @Test func alignedLabelsStayWithinThePlotsSpan() throws {
        let chart = Self.uv.chartYScale(domain: 0...14).chartYAxis { AxisMarks(preset: .aligned, values: [0, 7, 14]) }
        let layout = try Stages(chart).layout(try Stages(chart).guides)
        let y = try #require(layout.axes.first { $0.orientation == .y })
        let tops = y.labels.map { $0.origin.y - 11 * 0.8 }
        let bottoms = y.labels.map { $0.origin.y + 11 * 0.2 }
        #expect(
            tops.allSatisfy { $0 >= layout.plot.minY - 1e-9 } && bottoms.allSatisfy { $0 <= layout.plot.maxY + 1e-9 })
        // The middle label stays centred on its value.
        #expect(abs((tops[1] + bottoms[1]) / 2 - y.scale.position(7)) < 1e-9)
    }

    @Test func valuesOutsideTheDomainDrawNothing() throws {
        let chart = Chart { BarMark(x: .value("k", "a"), y: .value("v", 10)) }
            .chartYScale(domain: 0...10)
            .chartYAxis {
                AxisMarks(values: Array(0...12))
                AxisMarks(position: .leading, values: [1, 3, 11]) { _ in
                    AxisValueLabel("x"); AxisGridLine()
                }
            }
        let axes = Self.axes(try Stages(chart)).filter { $0.orientation == .y }
        #expect(axes[0].labels.map(\.text) == (0...10).map { String($0) })
        #expect(axes[0].ticks.count == 11)
        #expect(axes[1].labels.count == 2 && axes[1].ticks.count == 2)
    }

    @Test func collidingInsetLabelsKeepTheFirst() throws {
        let chart = Self.uv.chartYScale(domain: 0...14).chartYAxis { AxisMarks(preset: .inset, values: [13.5, 14]) }
        let y = try #require(Self.axes(try Stages(chart)).first { $0.orientation == .y })
        #expect(y.labels.map(\.text) == ["13.5"])
    }

    @Test func turnedCategoryLabelsAreAllWhole() throws {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let chart = Chart(months, id: \.self) { BarMark(x: .value("Month", $0), y: .value("Sales", 10)) }
        let layout = try Stages(chart, height: 260).layout(try Stages(chart, height: 260).guides)
        let x = try #require(layout.axes.first { $0.orientation == .x })
        #expect(x.labels.map(\.text) == months)
        // The first label, turned 45° to end at its tick, keeps its ascent inside the chart's padding.
        let first = try #require(x.labels.first)
        #expect(first.angle != 0)
        let leftmost = first.origin.x - 11 * 0.8 * abs(sin(first.angle))
        #expect(leftmost >= 16 - 1e-9, "reaches \(leftmost)")
    }

    @Test func axisTitleViewsAreDrawnAsViews() throws {
        let chart = Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) }
            .chartXAxisLabel(position: .bottom) {
                HStack(spacing: 4) {
                    Circle().fill(Color.orange).frame(width: 8, height: 8)
                    Text("Day")
                }
            }
            .chartYAxisLabel(position: .trailing) {
                Rectangle().fill(Color.purple).frame(width: 30, height: 6)
            }
        let commands = try ChartViewSlotTests.commands(chart)
        let layout = try Stages(chart).layout(try Stages(chart).guides)
        let x = try #require(layout.axes.first { $0.orientation == .x })
        let dot = try #require(ChartViewSlotTests.paths(commands, .orange).first)
        // The dot sits below the day labels, 8 points round, and the title's text is drawn beside it.
        let labelsBottom = x.labels.map { $0.origin.y + 11 * 0.2 }.max() ?? 0
        #expect(dot.minY > labelsBottom, "dot \(dot), labels end at \(labelsBottom)")
        #expect(abs(dot.width - 8) < 1e-6 && abs(dot.height - 8) < 1e-6)
        #expect(commands.contains { if case .text(let run) = $0 { run.text == "Day" } else { false } })
        // The y title's bar is turned to run along the axis, beyond the trailing labels.
        let bar = try #require(ChartViewSlotTests.paths(commands, .purple).first)
        #expect(abs(bar.width - 6) < 1e-6 && abs(bar.height - 30) < 1e-6, "bar \(bar)")
        #expect(bar.minX > layout.plot.maxX + 6 + 6.6, "bar \(bar), plot \(layout.plot)")
    }

    @Test func axisStylesFadeMoveAndBackTheAxis() throws {
        let plain = Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) }
        let chart =
            plain
            .chartXAxisStyle { axis in axis.opacity(0.5).background(Color.yellow) }
            .chartYAxisStyle { $0.offset(x: 6) }
        let before = try Stages(plain).layout(try Stages(plain).guides)
        let after = try Stages(chart).layout(try Stages(chart).guides)
        let (x0, x1) = try (#require(before.x), #require(after.x))
        #expect(zip(x0.labels, x1.labels).allSatisfy { abs($1.color.alpha - $0.color.alpha * 0.5) < 1e-9 })
        let (y0, y1) = try (#require(before.y), #require(after.y))
        #expect(zip(y0.labels, y1.labels).allSatisfy { abs($1.origin.x - ($0.origin.x + 6)) < 1e-9 })
        #expect(y1.ticks.allSatisfy { $0.grid?.color == nil }, "the y axis is not faded")
        let band = try #require(ChartViewSlotTests.paths(try ChartViewSlotTests.commands(chart), .yellow).first)
        // The background lies under the x labels, from the plot's bottom edge down.
        #expect(abs(band.minY - after.plot.maxY) < 1e-6 && band.maxY > x1.labels[0].origin.y)
    }

    @Test func unusableAnchorsFallBackToTheSidesDefault() throws {
        func labels(_ anchor: UnitPoint?) throws -> [TextRun] {
            let chart = Self.uv.chartYScale(domain: 0...14).chartYAxis {
                AxisMarks(preset: .inset, values: [4, 8]) { _ in AxisValueLabel("x", anchor: anchor) }
            }
            return try #require(Self.axes(try Stages(chart)).first { $0.orientation == .y }).labels
        }
        let fallback = try labels(nil)
        for bad in [UnitPoint(x: .nan, y: 0), UnitPoint(x: 0, y: .infinity), UnitPoint(x: 1e12, y: -1e12)] {
            let runs = try labels(bad)
            #expect(runs.map(\.origin) == fallback.map(\.origin), "\(bad)")
        }
    }
}
