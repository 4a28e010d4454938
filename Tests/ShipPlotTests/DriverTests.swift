// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// What every caller of the pipeline sees is what drawing sees: the overlay's proxy, the diagnostics and the
/// scene come from one run of the stages, and vector output does not depend on the PNG scale.
@Suite struct DriverTests {
    /// What an overlay's content saw of its proxy, kept for the test to read after rendering.
    private final class Seen {
        var value: Double?
        var calls = 0

        func record(_ proxy: ChartProxy) {
            calls += 1
            value = proxy.value(atAngle: .degrees(90), as: Double.self)
        }
    }

    @Test func aPieOverlaysProxyAnswersAngles() throws {
        let seen = Seen()
        let pie = Chart([3.0, 1.0], id: \.self) { SectorMark(angle: .value("Count", $0)) }
            .chartOverlay { proxy in
                let _ = seen.record(proxy)
                EmptyView()
            }
        var renderer = ChartRenderer(pie, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        _ = try renderer.pngData()
        // A quarter turn of 3 + 1 falls in the second slice's value range: the cumulative total there is 1.
        #expect(seen.calls > 0)
        #expect(seen.value.map { abs($0 - 1) < 1e-9 } == true)
    }

    @Test func diagnosticsReportAnAxisTitleViewCutShort() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
        }
        .chartXAxisLabel { Text(String(repeating: "x", count: ViewLimits.characters + 1)).bold() }
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        let drawn = try renderer.makeScene(measurer: FixedTextMeasurer()).diagnostics
        #expect(drawn.contains { $0.message.contains("longer than \(ViewLimits.characters) characters") })
        #expect(try renderer.diagnostics() == drawn)
    }

    @Test(arguments: [ChartOutputFormat.pdf, .svg])
    func vectorScenesDoNotDependOnThePNGScale(_ format: ChartOutputFormat) throws {
        func dump(scale: Double) throws -> String {
            let chart = Chart([3, 5, 0, 2], id: \.self) { v in
                LineMark(x: .value("Day", "d\(v)"), y: .value("Steps", v)).symbol(.circle)
            }
            var renderer = ChartRenderer(chart, width: 400, height: 300, scale: scale)
            renderer.calendar = ChartCalendar.standard
            var canvas = RecordingCanvas()
            for command in try renderer.makeScene(measurer: FixedTextMeasurer(), format: format).commands {
                try canvas.draw(command)
            }
            return canvas.dump
        }
        let one = try dump(scale: 1)
        #expect(one.contains("w1 "))
        #expect(try dump(scale: 3) == one)
    }

}
