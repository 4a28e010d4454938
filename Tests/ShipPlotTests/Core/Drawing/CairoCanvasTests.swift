// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The cairo canvas is the last guard: what the scene hands it passes through `CairoSafety` before cairo, so a
/// NaN or far-out coordinate that got past the earlier stages never turns into stray pixels.
@Suite struct CairoCanvasTests {
    /// Draws `commands` on a blank 40 × 40 image and counts the pixels that are no longer transparent.
    private func paintedPixels(_ commands: [DrawCommand], pixelScale: Double = 1) throws -> Int {
        let surface = try ImageSurface(width: 40, height: 40)
        var canvas = CairoCanvas(context: try Context(surface: surface), pixelScale: pixelScale)
        for command in commands { try canvas.draw(command) }
        let bytes = surface.pixelBytes()
        return stride(from: 3, to: bytes.count, by: 4).filter { bytes[$0] != 0 }.count
    }

    @Test func aSegmentToANaNPointDrawsNothing() throws {
        var path = Path()
        path.move(to: Point(x: 5, y: 5))
        path.line(to: Point(x: .nan, y: 35))
        #expect(try paintedPixels([.stroke(path, Stroke(width: 3), RGBA(hex: 0x000000))]) == 0)
    }

    @Test func aLineFarOutsideTheCanvasDrawsNothingInsideIt() throws {
        // Beyond cairo's 24.8 fixed-point range the coordinates would wrap around into the image.
        var path = Path()
        let wrap = 16_777_216.0  // 2^24: a whole turn of the 24-bit integer part
        path.move(to: Point(x: wrap + 5, y: 20))
        path.line(to: Point(x: wrap + 35, y: 20))
        #expect(try paintedPixels([.stroke(path, Stroke(width: 3), RGBA(hex: 0x000000))]) == 0)
    }

    /// Symbols of one run: a circle, a triangle and a hollow square, each at a few centres, some overlapping.
    private static let runs: [SymbolRun] = [
        SymbolRun(
            shape: .circle(center: Point(x: 0, y: 0), radius: 4), stroke: nil, color: RGBA(hex: 0x007AFF),
            centers: [Point(x: 10.3, y: 11.7), Point(x: 13.1, y: 12.2), Point(x: 30.5, y: 8.25)]),
        SymbolRun(
            shape: .polygon([Point(x: 0, y: -5), Point(x: 4.3, y: 2.5), Point(x: -4.3, y: 2.5)]), stroke: nil,
            color: RGBA(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.6),
            centers: [Point(x: 20.2, y: 25.9), Point(x: 22, y: 27)]),
        SymbolRun(
            shape: .rect(Rect(x: -3, y: -3, width: 6, height: 6)), stroke: Stroke(width: 1.5, join: .round),
            color: RGBA(hex: 0xFF3B30), centers: [Point(x: 8.5, y: 30.5), Point(x: 33.33, y: 33.33)]),
    ]

    private func pixels(_ commands: [DrawCommand]) throws -> [UInt8] {
        let surface = try ImageSurface(width: 40, height: 40)
        var canvas = CairoCanvas(context: try Context(surface: surface), pixelScale: 1)
        for command in commands { try canvas.draw(command) }
        return surface.pixelBytes()
    }

    @Test func symbolsDrawTheSamePixelsAsTheirPlacementsOneByOne() throws {
        let runs = Self.runs.map(DrawCommand.symbols)
        #expect(try pixels(runs) == pixels(runs.flatMap(\.placements)))
        #expect(try paintedPixels(runs) > 100)
    }

    @Test func symbolsOnADocumentWriteTheirShapeOnce() throws {
        // 3,000 circles: an SVG writes the outline once and places it (a glyph's <use>), a few dozen bytes each.
        var run = Self.runs[0]
        run.centers = (0..<3_000).map { Point(x: Double($0 % 60) * 1.5, y: Double($0 / 60) * 1.5) }
        let surface = try DocumentSurface(format: .svg, width: 100, height: 100)
        var canvas = CairoCanvas(context: try Context(surface: surface), pixelScale: 1)
        try canvas.draw(.symbols(run))
        try canvas.context.checkStatus()
        let svg = String(decoding: try surface.documentData(), as: UTF8.self)
        #expect(svg.components(separatedBy: "<path").count - 1 == 1, "one outline")
        #expect(svg.components(separatedBy: "<use ").count - 1 == 3_000)
        #expect(svg.utf8.count < 3_000 * 60 + 2_000, "\(svg.utf8.count) bytes")
    }

    @Test func ordinaryGeometryIsDrawn() throws {
        #expect(
            try paintedPixels([.fill(.rect(Rect(x: 10, y: 10, width: 10, height: 10)), RGBA(hex: 0x000000))]) == 100)
    }
}
