// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `blendMode(_:)` on shape styles and views: the layer the scene draws them in, and the operator cairo composites
/// it with, read back from PNG pixels and the PDF's blend mode.
@Suite struct BlendModeTests {
    /// A yellow band across the plot with a blue bar over it in `mode`, on a transparent background.
    static func renderer(_ mode: BlendMode) -> ChartRenderer {
        let chart = Chart {
            RectangleMark(yStart: .value("V", 2), yEnd: .value("V", 8))
                .foregroundStyle(Color(red: 1, green: 0.8, blue: 0))
            BarMark(x: .value("Day", "Mon"), y: .value("V", 10))
                .foregroundStyle(Color(red: 0, green: 0.5, blue: 1).blendMode(mode))
        }
        var renderer = ChartRenderer(chart.chartXAxis(.hidden).chartYAxis(.hidden), width: 200, height: 120, scale: 1)
        renderer.background = .transparent
        return renderer
    }

    /// The colour (0...255, unpremultiplied) of the PNG's middle pixel, where the bar covers the band.
    static func middle(_ png: Data) throws -> (red: Int, green: Int, blue: Int) {
        let image = try ImageSurface(pngData: png)
        let bytes = image.pixelBytes()
        let p = (image.height / 2) * image.stride + 4 * (image.width / 2)
        let a = GaussianBlur.pixelAlphaByte
        // Native-endian ARGB32: blue, green, red, alpha in memory on little-endian hosts.
        let (b, g, r) = a == 3 ? (bytes[p], bytes[p + 1], bytes[p + 2]) : (bytes[p + 3], bytes[p + 2], bytes[p + 1])
        return (Int(r), Int(g), Int(b))
    }

    @Test func aStylesBlendModeDrawsItsShapesInABlendLayer() throws {
        let lines = try Self.renderer(.multiply).recordedCommands().split(separator: "\n")
        let start = try #require(lines.firstIndex(of: "blend multiply"))
        #expect(lines[start + 1].hasPrefix("fill #0080ff") && lines[start + 2] == "unlayer")
        #expect(!(try Self.renderer(.normal).recordedCommands()).contains("blend"))
    }

    @Test func multiplyDarkenAndScreenCompositeAsTheirFormulas() throws {
        // Yellow (255, 204, 0) under blue (0, 128, 255).
        let normal = try Self.middle(try Self.renderer(.normal).pngData())
        #expect(normal.red == 0 && abs(normal.green - 128) <= 1 && normal.blue == 255)
        let multiply = try Self.middle(try Self.renderer(.multiply).pngData())
        #expect(multiply.red == 0 && abs(multiply.green - 102) <= 2 && multiply.blue == 0)
        let darken = try Self.middle(try Self.renderer(.darken).pngData())
        #expect(darken.red == 0 && abs(darken.green - 128) <= 1 && darken.blue == 0)
        let screen = try Self.middle(try Self.renderer(.screen).pngData())
        #expect(screen.red == 255 && abs(screen.green - 230) <= 2 && screen.blue == 255)
        let plusLighter = try Self.middle(try Self.renderer(.plusLighter).pngData())
        #expect(plusLighter.red == 255 && plusLighter.green == 255 && plusLighter.blue == 255)
    }

    @Test func pdfKeepsTheBlendMode() throws {
        let pdf = String(decoding: try Self.renderer(.darken).pdfData(), as: UTF8.self)
        #expect(pdf.contains("/BM /Darken"))
        #expect(!String(decoding: try Self.renderer(.normal).pdfData(), as: UTF8.self).contains("/BM"))
    }

    @Test func aViewsBlendModeDrawsTheViewInABlendLayer() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("V", 10))
                .annotation(position: .overlay) { Text("10").blendMode(.plusDarker) }
        }
        let lines = try ChartRenderer(chart).recordedCommands().split(separator: "\n")
        let start = try #require(lines.firstIndex(of: "blend plusDarker"))
        #expect(
            lines[start + 1].hasPrefix("text ") && lines[start + 1].hasSuffix("\"10\"") && lines[start + 2] == "unlayer"
        )
        #expect(Context.Operator.multiply == BlendMode.plusDarker.cairoOperator)
    }
}
