// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

struct ChartSheetTests {
    private func renderer(_ value: Int, width: Double = 300, height: Double = 200) -> ChartRenderer {
        ChartRenderer(Chart { BarMark(x: .value("K", "a"), y: .value("V", value)) }, width: width, height: height)
    }

    @Test func pdfHasOnePagePerChart() throws {
        let pdf = try ChartSheet([renderer(1), renderer(2), renderer(3, width: 400)]).pdfData()
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/Count 3"))
        #expect(text.contains("/MediaBox [ 0 0 400 200 ]"))
    }

    @Test func pngGridIsCellsTimesColumnsAndRows() throws {
        var sheet = ChartSheet([renderer(1), renderer(2), renderer(3)], columns: 2)
        sheet.scale = 2
        let png = try sheet.pngData()
        // IHDR width and height, big-endian, at bytes 16..<24.
        let bytes = [UInt8](png)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1200 && height == 800)
    }

    @Test func emptyOrImpossibleSheetsAreErrors() {
        #expect(throws: ChartError.self) { try ChartSheet([]).pngData() }
        #expect(throws: ChartError.self) { try ChartSheet([self.renderer(1)], columns: 0).pngData() }
    }
}

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
