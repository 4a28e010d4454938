// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The chart view's frame (what `background`, `overlay` and `clipShape` on the chart use) holds everything the
/// axes and legend draw, as a Swift Charts view's bounds hold its axis labels: the plot is inset so the labels
/// that hang past its edges (the top y label, the x labels, the y labels beside it) fall inside.
@Suite struct ChartBoundsTests {
    struct Month: Identifiable {
        let name: String
        let value: Double
        let kind: String
        var id: String { name + kind }
    }

    static let months = [("Jan", 20.0), ("Feb", 10.0), ("Mar", 30.0), ("Apr", 40.0)].flatMap { name, value in
        [Month(name: name, value: value, kind: "A"), Month(name: name, value: value / 2, kind: "B")]
    }

    static var points: Chart<ForEach<[Month], String, PointMark>> {
        Chart(months) { PointMark(x: .value("Month", $0.name), y: .value("Value", $0.value)) }
    }

    /// Every label box that lies outside `frame`, described.
    static func overflow<C>(_ chart: Chart<C>) throws -> [String] {
        var renderer = ChartRenderer(chart, width: 400, height: 260)
        renderer.calendar = ChartCalendar.standard
        let stages = try renderer.laidOut(measurer: FixedTextMeasurer())
        let (frame, measurer) = (stages.chartFrame, stages.measurer)
        var runs = stages.layout.axes.flatMap(\.labels) + stages.layout.axes.flatMap(\.titles)
        runs += stages.layout.legend?.items.map(\.label) ?? []
        return runs.compactMap { run in
            let (m, w) = (measurer.metrics(run.font), measurer.width(of: run.text, font: run.font))
            // The text's box turned about its baseline's start, as the canvas draws a turned run.
            let (c, s) = (cos(run.angle), sin(run.angle))
            let corners = [(0, -m.ascent), (w, -m.ascent), (0, m.descent), (w, m.descent)].map { x, y in
                (run.origin.x + x * c - y * s, run.origin.y + x * s + y * c)
            }
            let (xs, ys) = (corners.map(\.0), corners.map(\.1))
            let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            let inside =
                box.minX >= frame.minX - 0.01 && box.maxX <= frame.maxX + 0.01 && box.minY >= frame.minY - 0.01
                && box.maxY <= frame.maxY + 0.01
            return inside ? nil : "\(run.text) at \(box) outside \(frame)"
        }
    }

    static func expectInside<C>(_ chart: Chart<C>, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outside = try overflow(chart)
        #expect(outside.isEmpty, "\(outside)", sourceLocation: sourceLocation)
    }

    @Test func theTrailingAxisLabelsAndTheXLabelsLieInsideTheFrame() throws {
        try Self.expectInside(Self.points)
        // The order of md13: the layers first, the padding outside them.
        let bordered = Self.points
            .background(Color.blue.opacity(0.2))
            .overlay(.orange, in: .rect(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 4)))
            .clipShape(.rect(cornerRadius: 8))
            .padding()
        try Self.expectInside(bordered)
        try Self.expectInside(Self.points.padding(.top, 0))
    }

    @Test func leadingAndTopAxesAndALegendLieInsideTheFrame() throws {
        let moved = Chart(Self.months) {
            BarMark(x: .value("Month", $0.name), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("Kind", $0.kind))
        }
        .chartYAxis { AxisMarks(position: .leading) }
        .chartXAxis { AxisMarks(position: .top) }
        .chartLegend(position: .top)
        try Self.expectInside(moved)
        let titled = Self.points.chartXAxisLabel("Month").chartYAxisLabel("Value")
        try Self.expectInside(titled)
    }

    @Test func aLegendBelowAPlotWithoutXLabelsKeepsClearOfTheLowestYLabel() throws {
        let chart = Chart(Self.months) {
            BarMark(x: .value("Month", $0.name), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("Kind", $0.kind))
        }
        .chartXAxis(.hidden)
        .chartLegend(spacing: 2)
        var renderer = ChartRenderer(chart, width: 400, height: 260)
        renderer.calendar = ChartCalendar.standard
        let stages = try renderer.laidOut(measurer: FixedTextMeasurer())
        let m = stages.measurer.metrics(stages.theme.labelFont)
        let zero = try #require(stages.layout.axes.flatMap(\.labels).first { $0.text == "0" })
        let legendTop = try #require(stages.layout.legend?.items.map { $0.label.origin.y - m.ascent }.min())
        #expect(zero.origin.y + m.descent <= legendTop + 0.01, "the 0 label reaches into the legend")
    }
}
