// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The layout stage alone, on guides, with fixed font metrics (0.6 em per character, 11 pt labels: 6.6 points a
/// character, 11 points a line).
@Suite struct LayoutStageTests {
    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    static var bars: Chart<ForEach<[Day], String, BarMark>> {
        Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) }
    }

    @Test func plotRectangleLeavesRoomForLabels() throws {
        let stages = try Stages(Self.bars)
        let layout = stages.layout(stages.guides)
        // Padding 16; half a label line above; x: tick 4 + 3 + one 11-point line below; y: one-character
        // labels (0…8) 6.6 wide plus a 6-point gap on the trailing side.
        let expected = Rect(x: 16, y: 21.5, width: 368 - 12.6, height: 268 - 5.5 - 18)
        #expect(Self.close(layout.plot, expected), "plot \(layout.plot)")
        let y = try #require(layout.y)
        #expect(y.labels.map(\.text) == ["0", "2", "4", "6", "8"])
        #expect(y.labels.allSatisfy { abs($0.origin.x - (layout.plot.maxX + 6)) < 1e-9 })
        let x = try #require(layout.x)
        #expect(x.labels.map(\.text) == ["Mon", "Tue", "Wed"])
        #expect(x.labels.allSatisfy { abs($0.origin.y - (layout.plot.maxY + 7 + 8.8)) < 1e-9 })
    }

    @Test func titleTakesItsLineAndGapOffTheTop() throws {
        let stages = try Stages(Self.bars, title: "Steps")
        let layout = stages.layout(stages.guides)
        let title = try #require(layout.title.first)
        #expect(title.origin == Point(x: 16, y: 16 + 12))
        // 15-point title line, 10-point gap, half a label line.
        #expect(
            Self.close(layout.plot, Rect(x: 16, y: 46.5, width: 368 - 12.6, height: 268 - 25 - 5.5 - 18)),
            "plot \(layout.plot)")
    }

    @Test func hiddenAxesGiveThePlotTheWholeContent() throws {
        let stages = try Stages(Self.bars.chartXAxis(.hidden).chartYAxis(.hidden))
        let layout = stages.layout(stages.guides)
        #expect(Self.close(layout.plot, Rect(x: 16, y: 16, width: 368, height: 268)), "plot \(layout.plot)")
    }

    @Test func leadingAndTrailingDeclarationsTakeRoomOnBothSides() throws {
        let stages = try Stages(
            Self.bars.chartYAxis {
                AxisMarks(position: .leading)
                AxisMarks(position: .trailing, values: [0.0, 7.0]) { _ in AxisValueLabel("100%") }
            })
        let layout = stages.layout(stages.guides)
        // Leading: 6.6 + 6; trailing: "100%" is 26.4 + 6.
        #expect(
            Self.close(layout.plot, Rect(x: 16 + 12.6, y: 21.5, width: 368 - 12.6 - 32.4, height: 268 - 5.5 - 18)),
            "plot \(layout.plot)")
        let sides = layout.axes.filter { $0.orientation == .y }.map(\.side)
        #expect(sides == [.leading, .trailing])
    }

    @Test func bottomLegendSitsBelowTheAxisLabels() throws {
        struct Count: Identifiable {
            let day: String
            let step: String
            var id: String { day + step }
        }
        let data = [Count(day: "Mon", step: "Build"), Count(day: "Tue", step: "Test")]
        let stages = try Stages(
            Chart(data) {
                BarMark(x: .value("Day", $0.day), y: .value("Count", 1)).foregroundStyle(by: .value("Step", $0.step))
            })
        let layout = stages.layout(stages.guides)
        let legend = try #require(layout.legend)
        // Legend: one 11-point row; 12-point gap above it, and the content's bottom (284) below it.
        #expect(
            Self.close(layout.plot, Rect(x: 16, y: 21.5, width: 368 - 12.6, height: 268 - 5.5 - 18 - 23)),
            "plot \(layout.plot)")
        let labelsBottom = layout.plot.maxY + 7 + 11
        // Untitled, as Swift Charts' automatic legend is.
        #expect(legend.titles.isEmpty)
        #expect(abs(try #require(legend.items.first).label.origin.y - (labelsBottom + 12 + 8.8)) < 1e-9)
        #expect(legend.items.map(\.label.text) == ["Build", "Test"])
    }

    @Test func crowdedCategoryLabelsTurnAndThin() throws {
        let many = (0..<40).map { Day(name: "Category \($0)", value: Double($0)) }
        let stages = try Stages(Chart(many) { BarMark(x: .value("Name", $0.name), y: .value("V", $0.value)) })
        let layout = stages.layout(stages.guides)
        let x = try #require(layout.x)
        // 40 bands across ~350 points: too crowded for every label even turned 45°, so they stand upright, one
        // per line height + 2 (13 points), every 2nd, each over its own band.
        #expect(x.labels.count == 20)
        #expect(x.labels.allSatisfy { abs($0.angle + Double.pi / 2) < 1e-9 })
        let step = try #require(x.scale.step)
        #expect(x.ticks.count == 20)
        #expect(abs(x.ticks[1].position - x.ticks[0].position - 2 * step) < 1e-9)
        #expect(x.labels.last?.text == "Category 38")
    }

    @Test func dayBinnedAxesDrawTicksAtDayBoundariesAndLabelsFromThem() throws {
        let calendar = ChartCalendar.standard
        let days = (0..<3).map { calendar.date(from: DateComponents(year: 2026, month: 11, day: 26 + $0))! }
        let chart = Chart(days, id: \.self) { BarMark(x: .value("Day", $0, unit: .day), y: .value("N", 1)) }
        func layout(_ chart: Chart<some ChartContent>) throws -> PlacedAxis {
            let stages = try Stages(chart, calendar: calendar)
            return try #require(stages.layout(stages.guides).x)
        }
        func custom(grid: Bool?, label: Bool?) -> Chart<some ChartContent> {
            chart.chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisGridLine(centered: grid)
                    AxisValueLabel(centered: label)
                }
            }
        }
        let automatic = try layout(chart)
        guard case .linear(let scale) = automatic.scale else {
            Issue.record("dates place linearly")
            return
        }
        let starts = days.map { scale(TimeCoordinates(unit: .day, calendar: calendar).coordinate($0)) }
        let step = starts[1] - starts[0]
        func middle(_ run: TextRun) -> Double {
            run.origin.x + FixedTextMeasurer().width(of: run.text, font: run.font) / 2
        }
        // As Swift Charts draws them: ticks on the day boundaries, each label starting just past its day's.
        #expect(zip(automatic.ticks.map(\.position), starts).allSatisfy { abs($0 - $1) < 1e-9 }, "\(automatic.ticks)")
        #expect(automatic.labels.count == 3)
        for (label, start) in zip(automatic.labels, starts) {
            #expect(abs(label.origin.x - (start + LayoutEngine.leadingLabelGap)) < 1e-6, "\(label)")
        }
        // `centered: true` centres a label in its day; the grid line stays on the boundary.
        let centredLabels = try layout(custom(grid: nil, label: true))
        #expect(abs(centredLabels.ticks[0].position - starts[0]) < 1e-9)
        #expect(abs(middle(centredLabels.labels[1]) - (starts[1] + step / 2)) < 1e-6)
        // A centred grid line sits mid-day; a label asked not to be centred starts at the boundary.
        let centredGrid = try layout(custom(grid: true, label: false))
        #expect(abs(centredGrid.ticks[0].position - (starts[0] + step / 2)) < 1e-9)
        #expect(abs(centredGrid.labels[1].origin.x - (starts[1] + LayoutEngine.leadingLabelGap)) < 1e-6)
        // ShipPlot's own charts keep their labels centred under the day.
        let house = try layout(chart.chartShipPlotAxisLabels())
        #expect(abs(middle(house.labels[0]) - (starts[0] + step / 2)) < 1e-6)
    }
}
