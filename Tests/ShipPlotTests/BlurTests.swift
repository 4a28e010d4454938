// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `.blur(radius:)` on marks: the box-blur kernel against a Gaussian, the layer the scene puts blurred marks in,
/// bad radii, and the blurred pixels in PNG, PDF and SVG.
@Suite struct BlurTests {
    /// One channel of a `width` × `height` image run through the kernel, as a row-major array.
    static func blurred(_ values: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        for (i, v) in values.enumerated() { pixels[4 * i + GaussianBlur.pixelAlphaByte] = v }
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0, width: width, height: height, stride: 4 * width, sigma: sigma)
        }
        return (0..<width * height).map { pixels[4 * $0 + GaussianBlur.pixelAlphaByte] }
    }

    @Test func theThreeBoxesAddUpToTheGaussiansVariance() {
        // Odd integer widths cannot match every σ; small ones (a pixel or two) come out up to 20 % narrower.
        for (sigma, tolerance) in [(1.0, 0.2), (2.5, 0.1), (6, 0.05), (13.7, 0.05), (40, 0.05)] {
            let variance = GaussianBlur.boxes(sigma: sigma).map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            #expect(
                abs(variance.squareRoot() - sigma) < tolerance * sigma,
                "σ \(sigma): boxes give \(variance.squareRoot())")
        }
        #expect(GaussianBlur.boxes(sigma: 0).isEmpty && GaussianBlur.boxes(sigma: .nan).isEmpty)
    }

    @Test func blurKeepsTheInkAndSpreadsIt() {
        let size = 64
        let square = (0..<size * size).map { i -> UInt8 in
            (24..<40).contains(i % size) && (24..<40).contains(i / size) ? 255 : 0
        }
        let out = Self.blurred(square, width: size, height: size, sigma: 3)
        let before = square.reduce(0) { $0 + Int($1) }, after = out.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 100, "ink \(before) → \(after)")
        #expect(out[32 * size + 32] > 240, "the middle stays solid")
        #expect(out[32 * size + 17] > 0 && out[32 * size + 17] < 60, "the blur reaches past the edge")
        #expect(out[0] == 0, "far corners stay clear")
    }

    @Test func aHardEdgeBecomesARampOfTheGaussiansWidth() {
        // Between 10 % and 90 % a blurred step rises over 2 × 1.2816 σ.
        // A band of rows, read in its middle, where no blur from the top or bottom edge reaches.
        let width = 240, height = 61, sigma = 5.0
        let band = (0..<width * height).map { UInt8($0 % width >= 60 && $0 % width < 180 ? 255 : 0) }
        let out = Array(Self.blurred(band, width: width, height: height, sigma: sigma)[30 * width..<31 * width])
        let rising = (150..<210).map { Double(out[$0]) / 255 }
        let start = rising.firstIndex { $0 < 0.9 }!, end = rising.firstIndex { $0 < 0.1 }!
        let ramp = Double(end - start)
        #expect(abs(ramp - 2 * 1.2816 * sigma) <= 2, "10–90 % ramp \(ramp) px for σ \(sigma)")
        #expect(abs(Double(out[180]) - 127.5) < 16, "the edge is at half height")
    }

    @Test func blurredMarksDrawInABlurLayer() throws {
        let chart = Chart(threeDays) { day in
            BarMark(x: .value("Day", day.name), y: .value("V", day.value)).blur(radius: day.name == "Tue" ? 0 : 3)
        }
        let lines = try ChartRenderer(chart).recordedCommands().split(separator: "\n")
        #expect(lines.filter { $0 == "blur r3" }.count == 2)
        #expect(lines.filter { $0 == "unlayer" }.count == 2)
        let plain = Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)) }
        #expect(!(try ChartRenderer(plain).recordedCommands()).contains("blur"))
    }

    @Test(arguments: [Double.nan, .infinity, -2])
    func aBadRadiusDrawsSharpAndIsCounted(_ radius: Double) throws {
        let chart = Chart(threeDays) {
            BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).blur(radius: CGFloat(radius))
        }
        let renderer = ChartRenderer(chart)
        #expect(!(try renderer.recordedCommands()).contains("blur"))
        #expect(
            try renderer.diagnostics().map(\.message)
                == ["3 blurs with a non-finite or negative radius drawn without blur"])
        _ = try renderer.pngData()
    }

    @Test func aHugeRadiusIsClamped() throws {
        let chart = Chart(threeDays) {
            BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).blur(radius: 1e9)
        }
        let renderer = ChartRenderer(chart, width: 200, height: 120)
        #expect(try renderer.recordedCommands().contains("blur r64"))
        #expect(try renderer.diagnostics().isEmpty)
        _ = try renderer.pngData()
    }

    /// The alpha along row `y` of a PNG, left to right.
    static func alphaRow(_ png: Data, y: Int) throws -> [UInt8] {
        let image = try ImageSurface(pngData: png)
        let bytes = image.pixelBytes()
        return (0..<image.width).map { bytes[y * image.stride + 4 * $0 + GaussianBlur.pixelAlphaByte] }
    }

    @Test func theBlurredBarHasSoftEdgesAndTheSameInputTheSamePixels() throws {
        let chart = { (radius: CGFloat) in
            Chart { BarMark(x: .value("Day", "Mon"), y: .value("V", 10)).blur(radius: radius) }
                .chartXAxis(.hidden).chartYAxis(.hidden)
        }
        func render(_ radius: CGFloat) throws -> Data {
            var renderer = ChartRenderer(chart(radius), width: 200, height: 120, scale: 2)
            renderer.background = .transparent
            return try renderer.pngData()
        }
        let sharp = try Self.alphaRow(try render(0), y: 120), soft = try Self.alphaRow(try render(4), y: 120)
        let partial = { (row: [UInt8]) in row.filter { $0 > 10 && $0 < 245 }.count }
        #expect(partial(sharp) <= 4, "a sharp bar has hard edges")
        #expect(partial(soft) >= 20, "a blurred bar ramps over about 2.6 σ = 21 px on each side")
        #expect(try render(4) == render(4))
    }

    @Test func pdfAndSVGDrawTheBlurAsAnImage() throws {
        let chart = Chart(threeDays) {
            BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).blur(radius: 3)
        }
        let renderer = ChartRenderer(chart, width: 300, height: 200)
        let pdf = try renderer.pdfData()
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Subtype /Image"))
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        #expect(svg.contains("<image"))
    }

    @Test func blurredViewsDrawInABlurLayerAndBadRadiiAreCounted() throws {
        let chart = { (radius: CGFloat) in
            Chart(threeDays) { day in
                BarMark(x: .value("Day", day.name), y: .value("V", day.value))
                    .annotation(position: .top) { Circle().fill(.red).frame(width: 8, height: 8).blur(radius: radius) }
            }
        }
        let soft = ChartRenderer(chart(2))
        #expect(try soft.recordedCommands().components(separatedBy: "blur r2").count == 4)
        #expect(try soft.diagnostics().isEmpty)
        let bad = ChartRenderer(chart(.nan))
        #expect(!(try bad.recordedCommands()).contains("blur"))
        #expect(try bad.diagnostics().map(\.message).contains { $0.contains("3 views with a non-finite") })
    }

    @Test func aBlurLayersImageNeverExceedsWhatTheOutputShows() throws {
        let surface = try ImageSurface(width: 400, height: 240)
        surface.setDeviceScale(2, 2)
        let canvas = CairoCanvas(context: try Context(surface: surface), pixelScale: 2)
        let bar = { (x: Double) in
            [DrawCommand.fill(.rect(Rect(x: x, y: 20, width: 40, height: 80)), RGBA(hex: 0x007AFF))]
        }
        // A bar in view: its bounds grown by 3σ + 1 pt, on whole pixels.
        let near = try #require(canvas.blurArea(bar(50), radius: 4, density: 2))
        #expect(near.rect == Rect(x: 37, y: 7, width: 66, height: 106) && near.width == 132 && near.height == 212)
        // A huge blur is cut to the image; a bar far off, or nothing at all, allocates no layer.
        let huge = try #require(canvas.blurArea(bar(50), radius: 64, density: 2))
        #expect(huge.width <= 400 && huge.height <= 240)
        #expect(canvas.blurArea(bar(1e5), radius: 64, density: 2) == nil)
        #expect(canvas.blurArea([], radius: 4, density: 2) == nil)
        // Text has no cheap bounds: the whole image.
        let text = DrawCommand.text(
            TextRun(text: "a", origin: Point(x: 10, y: 10), font: Theme.standard(.light).labelFont, color: RGBA(hex: 0))
        )
        let all = try #require(canvas.blurArea([text], radius: 4, density: 2))
        #expect(all.width == 400 && all.height == 240)
    }
}
