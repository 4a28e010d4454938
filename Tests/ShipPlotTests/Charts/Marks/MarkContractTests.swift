// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Each mark kind's contract on its own: payload, scale extent, series drawing and annotation anchor; and the
/// one pipeline: a plot records exactly the commands of its equivalent marks.
@Suite struct MarkContractTests {
    private static func resolve<Content>(_ chart: Chart<Content>) throws -> ResolvedChart {
        try Resolver(spec: chart.spec, dates: ChartCalendar(chosen: ChartCalendar.standard)).resolve()
    }

    @Test func aBarAddsItsBandAndItsBaseAndAHorizontalBarItsBaseOnY() throws {
        let vertical = try Self.resolve(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }).marks[0]
            .extent
        let horizontal = try Self.resolve(Chart { BarMark(x: .value("Steps", 4), y: .value("Day", "Tue")) }).marks[0]
            .extent
        #expect(vertical.x == Span(lower: -0.5, upper: 0.5))
        #expect(vertical.y == Span(lower: 0, upper: 3))
        #expect(vertical.xBarBase == .point(0) && vertical.yBarBase == nil)
        #expect(horizontal.yBarBase == .point(0) && horizontal.xBarBase == nil)
        #expect(vertical.includesZero && vertical.valuesKnown)
    }

    @Test func sectorsShareTheCircleClockwiseFromTwelve() throws {
        let chart = Chart {
            SectorMark(angle: .value("n", 1))
            SectorMark(angle: .value("n", 0))
            SectorMark(angle: .value("n", 3))
        }
        let resolved = try Self.resolve(chart)
        #expect(resolved.isPolar)
        let angles = resolved.marks.map { $0.sector?.angles }
        #expect(angles[0]?.start == -Double.pi / 2)
        #expect(abs((angles[0]?.end ?? 0) - 0) < 1e-12, "a quarter of the circle")
        #expect(angles[1] == nil, "a zero share draws nothing")
        #expect(abs((angles[2]?.end ?? 0) - 3 * Double.pi / 2) < 1e-12)
    }

    @Test func anInnerRatioOrInsetIsTakenFromTheSectorsOwnOuterRadius() {
        // Apple: innerRadius "is either a size in points, or a .ratio or .inset relative to the outer radius".
        func slice(inner: MarkDimension, outer: MarkDimension) -> SectorShape {
            SectorShape(
                SectorPayload(value: 1, angles: (0, 1), innerRadius: inner, outerRadius: outer, angularInset: nil),
                angles: (0, 1), center: Point(x: 0, y: 0), full: 100, cornerRadius: nil)
        }
        #expect(slice(inner: .ratio(0.5), outer: .ratio(0.6)).inner == 30)
        #expect(slice(inner: .ratio(0.5), outer: .automatic).inner == 50)
        #expect(slice(inner: .inset(10), outer: .fixed(40)).inner == 30)
        #expect(slice(inner: .fixed(20), outer: .fixed(40)).inner == 20)
    }

    @Test func onlyLinesAndAreasDrawAsSeriesAndAnnotationsFollowTheKind() throws {
        let series = [MarkKind.bar, .line, .point, .area, .rule, .rectangle, .sector].filter {
            $0.contract.drawsAsSeries
        }
        #expect(series == [.line, .area])
        let marks =
            try Self.resolve(
                Chart {
                    BarMark(x: .value("Day", "Mon"), y: .value("Steps", -3))
                    RectangleMark(x: .value("Day", "Mon"), y: .value("Steps", 1))
                }
            ).marks + Self.resolve(Chart { BarMark(x: .value("Steps", 4), y: .value("Day", "Tue")) }).marks
        #expect(marks.map { $0.kind.contract.automaticAnnotationPosition($0) } == [.bottom, .overlay, .trailing])
    }

    struct Row: Identifiable {
        let id: Int
        var x: Double { Double(id) * 0.5 + 0.25 }
        var y: Double { id == 7 ? .nan : sin(Double(id) / 3) * 10 + 0.3 }
    }

    /// A `LinePlot` goes through the same resolve, geometry and stroke as its `LineMark`s, NaN break included.
    @Test func aLinePlotRecordsTheSameCommandsAsItsLineMarks() throws {
        let rows = (0..<40).map(Row.init)
        let plot = Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }
        let marks = Chart(rows) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
        let plotted = try SceneStageTests.recorded(plot), marked = try SceneStageTests.recorded(marks)
        #expect(SceneStageTests.markCommands(plotted).count == 1)
        #expect(plotted.map(RecordingCanvas.describe) == marked.map(RecordingCanvas.describe))
    }

    @Test func aPointPlotRecordsTheSameCommandsAsItsPointMarks() throws {
        let rows = (0..<40).map(Row.init)
        let plot = Chart { PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }
        let marks = Chart(rows) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
        let plotted = try SceneStageTests.recorded(plot), marked = try SceneStageTests.recorded(marks)
        // One run of symbols, whose placements are the marks' symbols.
        #expect(SceneStageTests.markCommands(plotted).count == 1)
        let placed = plotted.flatMap(\.placements)
        #expect(SceneStageTests.markCommands(placed).count == 39)
        #expect(placed.map(RecordingCanvas.describe) == marked.map(RecordingCanvas.describe))
    }
}
