// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The canvas stage alone: hand-made draw commands replayed by `CairoCanvas` on a small image, read back pixel by
/// pixel. No chart, no renderer; the canvas's last guard (`CairoSafety`) is checked where it now lives.
@Suite struct CanvasStageTests {
    static let red = RGBA(red: 1, green: 0, blue: 0)

    /// A 20 × 20 transparent image with `commands` drawn on it at `pixelScale` device pixels per point.
    static func draw(_ commands: [DrawCommand], pixelScale: Double = 1) throws -> Pixels {
        let side = Int(20 * pixelScale)
        let surface = try ImageSurface(width: side, height: side)
        surface.setDeviceScale(pixelScale, pixelScale)
        let context = try Context(surface: surface)
        var canvas = CairoCanvas(context: context, pixelScale: pixelScale)
        for command in commands { try canvas.draw(command) }
        try context.checkStatus()
        return Pixels(bytes: surface.pixelBytes(), stride: surface.stride, side: side)
    }

    /// Premultiplied BGRA pixels as cairo stores them.
    struct Pixels {
        let bytes: [UInt8], stride: Int, side: Int

        /// (red, green, blue, alpha) at a device pixel.
        subscript(x: Int, y: Int) -> [UInt8] {
            let i = y * stride + x * 4
            return [bytes[i + 2], bytes[i + 1], bytes[i], bytes[i + 3]]
        }

        /// How many pixels have any ink.
        var painted: Int {
            (0..<side).reduce(0) { count, y in count + (0..<side).filter { self[$0, y][3] != 0 }.count }
        }
    }

    static func square(_ x: Double, _ y: Double, _ side: Double) -> Path {
        .rect(Rect(x: x, y: y, width: side, height: side))
    }

    @Test func aFillCoversExactlyItsRectangle() throws {
        let pixels = try Self.draw([.fill(Self.square(5, 5, 10), Self.red)])
        #expect(pixels[10, 10] == [255, 0, 0, 255])
        #expect(pixels[5, 5] == [255, 0, 0, 255] && pixels[14, 14] == [255, 0, 0, 255])
        #expect(pixels[4, 10] == [0, 0, 0, 0] && pixels[15, 10] == [0, 0, 0, 0])
        #expect(pixels.painted == 100)
    }

    @Test func pointsBecomeDevicePixelsAtTheScale() throws {
        let pixels = try Self.draw([.fill(Self.square(5, 5, 10), Self.red)], pixelScale: 2)
        #expect(pixels.painted == 400)
        #expect(pixels[10, 10] == [255, 0, 0, 255] && pixels[9, 10] == [0, 0, 0, 0])
    }

    @Test func aClipHoldsUntilItsPop() throws {
        let pixels = try Self.draw([
            .pushClip(Rect(x: 0, y: 0, width: 10, height: 20)),
            .fill(Self.square(0, 0, 20), Self.red),
            .popClip,
            .fill(Self.square(15, 15, 5), RGBA(red: 0, green: 0, blue: 1)),
        ])
        #expect(
            pixels[9, 3] == [255, 0, 0, 255] && pixels[10, 3] == [0, 0, 0, 0], "the clip kept the right half clear")
        #expect(pixels[17, 17] == [0, 0, 255, 255], "after popClip the whole canvas is drawable again")
        #expect(pixels.painted == 200 + 25)
    }

    @Test func aStrokeUsesItsWidthAndColour() throws {
        var line = Path()
        line.move(to: Point(x: 2, y: 10))
        line.line(to: Point(x: 18, y: 10))
        let pixels = try Self.draw([.stroke(line, Stroke(width: 2), RGBA(red: 0, green: 1, blue: 0, alpha: 0.5))])
        // Rows 9 and 10 are covered; half-transparent green is stored premultiplied.
        #expect(pixels[10, 9] == [0, 128, 0, 128] && pixels[10, 10] == [0, 128, 0, 128])
        #expect(pixels[10, 8] == [0, 0, 0, 0] && pixels[10, 11] == [0, 0, 0, 0] && pixels[1, 10] == [0, 0, 0, 0])
        #expect(pixels.painted == 32)
    }

    /// cairo keeps coordinates in 24.8 fixed point, and far beyond its range they wrap around: a shape reaching
    /// in from far off the left must still cover the left of the canvas (the guard clips it to a safe box
    /// first), not the right. Unguarded, cairo 1.16 paints columns 10–19 instead of 0–9 for both.
    @Test(arguments: [-9e6, -1e12])
    func farOutGeometryIsClippedNotWrapped(left: Double) throws {
        var line = Path()
        line.move(to: Point(x: left, y: 10))
        line.line(to: Point(x: 10, y: 10))
        let filled = try Self.draw([.fill(.rect(Rect(x: left, y: 0, width: 10 - left, height: 20)), Self.red)])
        let stroked = try Self.draw([.stroke(line, Stroke(width: 2), Self.red)])
        #expect(filled.painted == 200 && stroked.painted == 20)
        #expect(filled[0, 5] == [255, 0, 0, 255] && filled[15, 5] == [0, 0, 0, 0])
        #expect(stroked[0, 10] == [255, 0, 0, 255] && stroked[15, 10] == [0, 0, 0, 0])
    }

    /// A NaN coordinate must not reach cairo, which would draw it as a stray line: only the finite square shows.
    @Test func nonFiniteGeometryNeverReachesCairo() throws {
        var stray = Path()
        stray.move(to: Point(x: 10, y: 10))
        stray.line(to: Point(x: .nan, y: .nan))
        stray.line(to: Point(x: 19, y: 0))
        let pixels = try Self.draw([
            .stroke(stray, Stroke(width: 4), Self.red),
            .fill(.rect(Rect(x: 0, y: 0, width: .infinity, height: 4)), Self.red),
            .text(
                TextRun(text: "x", origin: Point(x: .nan, y: 5), font: FontSpec(size: 12, bold: false), color: Self.red)
            ),
            .fill(Self.square(0, 16, 4), Self.red),
        ])
        #expect(pixels.painted == 16, "only the 4 × 4 square in the corner")
        #expect(pixels[1, 17] == [255, 0, 0, 255])
    }
}
