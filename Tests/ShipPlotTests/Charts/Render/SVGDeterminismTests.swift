// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

struct SVGDeterminismTests {
    @Test func theSameChartGivesTheSameSVGTwiceInOneProcess() throws {
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("v", 3))
            BarMark(x: .value("k", "b"), y: .value("v", 1))
        }
        var renderer = ChartRenderer(chart, width: 300, height: 200)
        renderer.title = "Steps"
        let first = try renderer.svgData()
        #expect(first == (try renderer.svgData()))
        #expect(String(decoding: first, as: UTF8.self).contains("-surface1\""))
        let sheet = ChartSheet([renderer, renderer])
        #expect(try sheet.svgData() == (try sheet.svgData()))
    }

    @Test func renumberingTouchesOnlyCairoCounters() {
        let svg = Data(
            ##"<g id="surface7"><use xlink:href="#image12"/><g id="surface9"/><text>surface7 mysurface3</text></g>"##
                .utf8)
        let normalized = String(decoding: SVGIdentifiers.normalized(svg), as: UTF8.self)
        #expect(
            normalized
                == ##"<g id="surface1"><use xlink:href="#image1"/><g id="surface2"/><text>surface1 mysurface3</text></g>"##
        )
    }
}
