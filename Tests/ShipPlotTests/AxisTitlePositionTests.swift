// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Axis titles where their position and alignment put them, as Swift Charts draws them: horizontal above or
/// below the plot, turned beside it, every declared title drawn (fixed text metrics).
@Suite struct AxisTitlePositionTests {
    static func bars() -> Chart<some ChartContent> {
        Chart(AxisMarkDetailTests.sales, id: \.month) {
            BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units))
        }
    }

    static func layout(_ chart: Chart<some ChartContent>) throws -> ChartLayout {
        let stages = try Stages(chart)
        return stages.layout(stages.guides)
    }

    static func axis(_ layout: ChartLayout, _ orientation: AxisOrientation) throws -> PlacedAxis {
        try #require(layout.axes.first { $0.orientation == orientation })
    }

    @Test func aYTitleOnTopIsHorizontalAboveThePlotAtTheLeadingEdge() throws {
        let layout = try Self.layout(Self.bars().chartYAxisLabel("Units", position: .top, alignment: .leading))
        let title = try #require(try Self.axis(layout, .y).titles.first)
        #expect(title.angle == 0)
        #expect(title.origin.x == layout.plot.minX)
        #expect(title.origin.y < layout.plot.minY)
    }

    @Test func anXTitleAtTheTrailingEndIsTurnedBesideTheYLabels() throws {
        let layout = try Self.layout(Self.bars().chartXAxisLabel("Units", position: .trailing))
        let title = try #require(try Self.axis(layout, .x).titles.first)
        let labelsEnd = try #require(
            try Self.axis(layout, .y).labels.map { $0.origin.x + 6.6 * Double($0.text.count) }.max())
        #expect(title.angle != 0)
        #expect(title.origin.x > labelsEnd)
        #expect(title.origin.x + 11 <= layout.width, "inside the image")
    }

    @Test func aCornerPositionAlignsToItsCorner() throws {
        let layout = try Self.layout(Self.bars().chartXAxisLabel("Units", position: .topTrailing))
        let title = try #require(try Self.axis(layout, .x).titles.first)
        #expect(title.angle == 0 && title.origin.y < layout.plot.minY)
        #expect(abs(title.origin.x + 5 * 6.6 - layout.plot.maxX) < 0.01)
    }

    @Test func everyDeclaredTitleIsDrawnAtItsPosition() throws {
        let chart = Self.bars()
            .chartXAxisLabel(position: .top, spacing: 32) { Text("Count").font(.headline) }
            .chartXAxisLabel(position: .top) { Text("Report") }
            .chartXAxisLabel(position: .bottom) { Label("BMS", systemImage: "heart.fill") }
        let layout = try Self.layout(chart)
        let x = try Self.axis(layout, .x)
        let report = try #require(x.titles.first)
        #expect(report.text == "Report" && report.origin.y < layout.plot.minY)
        // A title in its own font stays a view, 32 points further out; the label keeps its icon as a view.
        #expect(x.titleViews.count == 2)
        let count = try #require(x.titleViews.first), label = try #require(x.titleViews.last)
        #expect(count.rect.maxY < report.origin.y - 20)
        #expect(label.rect.minY > layout.plot.maxY)
    }
}
