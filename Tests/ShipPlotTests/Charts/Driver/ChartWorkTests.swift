// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// How much work drawing a chart takes, counted rather than timed: the layout measures each label once however
/// many tick sets and plot widths it tries, and the scene keeps nothing per mark that no annotation needs.
@Suite struct ChartWorkTests {
    /// A measurer that notes every string it is asked to measure, in each face.
    final class CountingMeasurer: TextMeasurer {
        struct Asked: Hashable {
            let text: String
            let font: FontSpec
        }
        let base = FixedTextMeasurer()
        var asked: [Asked] = []
        var shaper: TextShaper { base.shaper }
        func width(of text: String, font: FontSpec) -> Double {
            asked.append(Asked(text: text, font: font))
            return base.width(of: text, font: font)
        }
        func metrics(_ font: FontSpec) -> LineMetrics { base.metrics(font) }
    }

    private struct Day {
        let date: Date
        let count: Int
    }

    /// Three years of daily bars with a title, as the benchmark's W5 draws them.
    static func dailyBars() -> ChartRenderer {
        let start = Date(timeIntervalSince1970: 1_640_995_200)  // 2022-01-01 UTC
        let days = (0..<1095).map { Day(date: start.addingTimeInterval(Double($0) * 86_400), count: 1 + $0 % 9) }
        var renderer = ChartRenderer(
            Chart(days, id: \.date) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count), width: .ratio(1))
            }, width: 800, height: 500)
        renderer.title = "Daily count, 2022-2024"
        renderer.calendar = ChartCalendar.standard
        return renderer
    }

    @Test func aChartMeasuresEachLabelOnce() throws {
        let measurer = CountingMeasurer()
        let scene = try Self.dailyBars().makeScene(measurer: measurer)
        #expect(scene.commands.count > 1095, "every bar is drawn")
        let distinct = Set(measurer.asked)
        // The date axis tries several tick sets, each measured again as the plot narrows for the y labels.
        #expect(distinct.count > 10, "the tick labels and title are measured")
        #expect(
            measurer.asked.count == distinct.count, "\(measurer.asked.count) measurements of \(distinct.count) strings")
    }

    @Test func marksWithoutAnnotationsAreNotKeptForThem() throws {
        let renderer = Self.dailyBars()
        let laidOut = try renderer.laidOut(measurer: FixedTextMeasurer())
        let builder = SceneBuilder(
            chart: laidOut.resolved, scales: laidOut.scales, layout: laidOut.layout, theme: laidOut.theme,
            pixelScale: 1, background: nil, views: laidOut.views)
        var drawing = MarkDrawing()
        let marks = laidOut.resolved.marks
        BarMarkKind.draw(marks, on: builder.markScene, into: &drawing)
        #expect(drawing.commands.count == marks.count, "one fill a bar")
        #expect(drawing.anchors.count == 0, "bars kept for annotations they do not have")
    }
}
