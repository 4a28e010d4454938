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

    @Test func ordinaryGeometryIsDrawn() throws {
        #expect(
            try paintedPixels([.fill(.rect(Rect(x: 10, y: 10, width: 10, height: 10)), RGBA(hex: 0x000000))]) == 100)
    }
}
