// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Each place a chart can fail says which one it is, so a caller can tell a size it asked for from data it gave,
/// a file it named or a failure of the system.
@Suite struct ChartErrorTests {
    private static var chart: Chart<BarMark> { Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) } }

    /// The stage a throwing call fails in, or nil when it does not throw a `ChartError`.
    private func stage(_ body: () throws -> Void) -> ChartError.Stage? {
        do {
            try body()
            return nil
        } catch {
            return (error as? ChartError)?.stage
        }
    }

    @Test func everyStageHasAPlaceThatFailsWithIt() throws {
        let mixed = Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 1))
            BarMark(x: .value("x", 2), y: .value("y", 1))
        }
        let view = ImageRenderer(content: Text("Ships"))
        let seen: [ChartError.Stage: ChartError.Stage?] = [
            .resolve: stage { _ = try ChartRenderer(mixed).pngData() },
            .size: stage { _ = try ChartRenderer(Self.chart, width: 20_000, height: 20_000).pngData() },
            .layout: stage { _ = try ChartSheet([]).pngData() },
            .view: stage { _ = try view.chartRenderer().plotFrame() },
            .render: stage { _ = try Fonts(directory: "/nonexistent-fonts").font(FontSpec(size: 12, bold: false)) },
            .output: stage { try ChartRenderer(Self.chart).write(to: URL(fileURLWithPath: "/tmp/chart.jpg")) },
        ]
        #expect(Set(seen.keys) == Set(ChartError.Stage.allCases))
        for (expected, actual) in seen { #expect(actual == expected, "\(expected)") }
    }

    /// A view's renderer asked for a chart's plot frame is not a size problem (it was reported as one).
    @Test func aViewWithoutAChartDriverIsNotASizeError() throws {
        let renderer = try ImageRenderer(content: Text("Ships")).chartRenderer()
        #expect(throws: ChartError(stage: .view, message: "a view has no chart driver of its own")) {
            try renderer.plotFrame()
        }
        // Drawing the same renderer works: only the chart-only step fails.
        #expect(try !renderer.pngData().isEmpty)
    }

    @Test func sheetsThatCannotBeArrangedAreLayoutErrors() {
        let one = ChartRenderer(Self.chart, width: 300, height: 200)
        #expect(throws: ChartError(stage: .layout, message: "a sheet needs at least one chart")) {
            try ChartSheet([]).pngData()
        }
        #expect(throws: ChartError(stage: .layout, message: "a sheet needs at least 1 column, got 0")) {
            try ChartSheet([one], columns: 0).pdfData()
        }
        // A grid too large for a PNG is a size error, as a chart's is.
        let wide = ChartRenderer(Self.chart, width: 3000, height: 200)
        var big = ChartSheet([wide, wide], columns: 2)
        big.scale = 8
        #expect(stage { _ = try big.pngData() } == .size)
    }

    /// The description keeps its form, `<stage>: <message>`, with each stage's own word.
    @Test func descriptionNamesTheStage() {
        #expect(ChartError.Stage.allCases.map(\.rawValue) == ["resolve", "size", "layout", "view", "render", "output"])
        #expect(
            "\(ChartError(stage: .size, message: "20000 × 20000 pixels is over 100 megapixels"))"
                == "size: 20000 × 20000 pixels is over 100 megapixels")
        #expect("\(ChartError(stage: .output, message: "cannot write x.png"))" == "output: cannot write x.png")
    }
}
